import type { JsonRpcSigner } from 'ethers'
import { useMemo } from 'react'
import { useEip155Connection } from './eip155Connection.js'
import { toEthersSigner } from './toEthers.js'

/**
 * An ethers v6 `JsonRpcSigner` for the account connected on eip155, on its current chain;
 * undefined while none is connected. A new one is made when the account, the wallet or the chain
 * changes — a signer kept from before an account switch would sign as the old account, the stale
 * signer dApps meet with other widgets.
 *
 * @example
 * const signer = useEthersSigner()
 * const token = new Contract(usdc, erc20Abi, signer)
 * await (await token.transfer(to, amount)).wait()
 */
export function useEthersSigner(): JsonRpcSigner | undefined {
  const connection = useEip155Connection()
  const walletProvider = connection?.walletProvider
  const chainId = connection?.chainId
  const address = connection?.address
  return useMemo(
    () =>
      walletProvider && chainId !== undefined && address
        ? toEthersSigner(walletProvider, chainId, address)
        : undefined,
    [walletProvider, chainId, address],
  )
}
