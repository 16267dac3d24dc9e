import { type ChainNamespace, parseCaipAddress } from '@portico/core'
import { useAccount, useProvider } from '@portico/react'
import type { Eip1193Provider } from 'ethers'

/** The connected EVM wallet as ethers needs it: its provider, chain and address. */
export type Eip155Connection = {
  walletProvider: Eip1193Provider
  chainId: number
  address: string
}

const EIP155: ChainNamespace = 'eip155'

/**
 * The wallet connected on eip155 (whatever namespace is active): its EIP-1193 provider, and the
 * chain and address of its CAIP-10 account (`eip155:<chainId>:<address>`); undefined while none
 * is connected or the connector has no provider.
 */
export function useEip155Connection(): Eip155Connection | undefined {
  const { caipAddress, isConnected } = useAccount({ namespace: EIP155 })
  const { walletProvider } = useProvider<Eip1193Provider>(EIP155)
  if (!isConnected || !walletProvider || !caipAddress) return undefined
  const { chainId: reference, address } = parseCaipAddress(caipAddress)
  const chainId = Number(reference)
  if (!Number.isSafeInteger(chainId)) return undefined
  return { walletProvider, chainId, address }
}
