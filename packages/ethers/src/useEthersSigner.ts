import { JsonRpcSigner } from 'ethers'
import { useMemo } from 'react'
import { useEip155Connection } from './eip155Connection.js'
import { useEthersProvider } from './useEthersProvider.js'

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
  // On useEthersProvider's provider: a new one per wallet and chain, and a new signer per account.
  const provider = useEthersProvider()
  const address = useEip155Connection()?.address
  return useMemo(
    () => (provider && address ? new JsonRpcSigner(provider, address) : undefined),
    [provider, address],
  )
}
