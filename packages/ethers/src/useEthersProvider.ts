import type { BrowserProvider } from 'ethers'
import { useMemo } from 'react'
import { useEip155Connection } from './eip155Connection.js'
import { toEthersProvider } from './toEthers.js'

/**
 * An ethers v6 `BrowserProvider` over the wallet connected on eip155, on its current chain;
 * undefined while none is connected. A new one is made when the wallet or its chain changes, so a
 * provider kept from before a switch is never used by accident with the new chain.
 *
 * @example
 * const provider = useEthersProvider()
 * const balance = await provider?.getBalance(address)
 */
export function useEthersProvider(): BrowserProvider | undefined {
  const connection = useEip155Connection()
  const walletProvider = connection?.walletProvider
  const chainId = connection?.chainId
  return useMemo(
    () =>
      walletProvider && chainId !== undefined
        ? toEthersProvider(walletProvider, chainId)
        : undefined,
    [walletProvider, chainId],
  )
}
