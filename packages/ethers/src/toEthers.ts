import { BrowserProvider, type Eip1193Provider, JsonRpcSigner } from 'ethers'

/**
 * An ethers v6 provider over a wallet's EIP-1193 provider, on `chainId`: a static network, so
 * ethers neither asks the wallet for its chain on each call nor throws "network changed" when
 * the wallet switches; a switch makes a new provider instead (useEthersProvider).
 */
export function toEthersProvider(
  walletProvider: Eip1193Provider,
  chainId: number,
): BrowserProvider {
  return new BrowserProvider(walletProvider, chainId, { staticNetwork: true })
}

/**
 * An ethers v6 signer for `address` over a wallet's EIP-1193 provider, on `chainId`: made
 * directly, without `eth_requestAccounts` (the wallet is connected already), so it signs and
 * sends as that address and no other.
 */
export function toEthersSigner(
  walletProvider: Eip1193Provider,
  chainId: number,
  address: string,
): JsonRpcSigner {
  return new JsonRpcSigner(toEthersProvider(walletProvider, chainId), address)
}
