import { parseUri } from '@walletconnect/utils'

/** Parses and checks a pairing URI before WalletKit sees it; throws a readable error. */
export function validatePairingUri(uri: string): string {
  const trimmed = uri.trim()
  if (!trimmed.startsWith('wc:')) throw new Error('A pairing URI starts with "wc:".')
  const parsed = parseUri(trimmed)
  if (parsed.version !== 2)
    throw new Error('Only WalletConnect v2 pairing URIs (…@2?…) are supported.')
  if (!/^[0-9a-f]{64}$/.test(parsed.topic) || !parsed.symKey)
    throw new Error('The pairing URI has no valid topic or key.')
  if (parsed.expiryTimestamp && parsed.expiryTimestamp * 1000 < Date.now())
    throw new Error('The pairing URI has expired; ask the dApp for a new one.')
  return trimmed
}
