import { InvalidConfigurationError, type PorticoMetadata } from '@portico/core/internal'

/** `relayUrl` checked: a ws:// or wss:// URL, else InvalidConfigurationError. */
export function checkRelayUrl(value: unknown): string {
  const protocol = typeof value === 'string' && URL.canParse(value) && new URL(value).protocol
  if (protocol !== 'ws:' && protocol !== 'wss:')
    throw new InvalidConfigurationError(
      'createWalletConnectAdapter: `relayUrl` must be a ws:// or wss:// URL',
    )
  return value as string
}

/** The dApp's metadata as WalletConnect sends it to wallets (the page's title and origin when none). */
export function walletMetadata(metadata: Readonly<PorticoMetadata> | undefined) {
  if (metadata) return { ...metadata, icons: [...metadata.icons] }
  const url = globalThis.location?.origin ?? 'http://localhost'
  return { name: globalThis.document?.title || url, description: '', url, icons: [] }
}
