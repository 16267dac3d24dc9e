import type { WalletKitTypes } from '@reown/walletkit'
import { SAMPLE_WALLET_NAME } from './sampleWalletDefaults.js'

export function defaultMetadata(): WalletKitTypes.Metadata {
  const url =
    typeof globalThis.location?.origin === 'string' && globalThis.location.origin.startsWith('http')
      ? globalThis.location.origin
      : 'http://127.0.0.1:5174'
  return {
    name: SAMPLE_WALLET_NAME,
    description: 'A devnet web wallet for Portico (never use it with real funds)',
    url,
    icons: [],
  }
}
