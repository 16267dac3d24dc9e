import type { SampleWalletEvmChain } from '../requests/types.js'

/** What the wallet server hands the page (JSON in a script element). */
export type SampleWalletPageConfig = {
  relayUrl: string
  projectId: string
  mnemonic: string
  evmChains: SampleWalletEvmChain[]
}

function isWebSocketUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false
  try {
    const url = new URL(value)
    return url.protocol === 'ws:' || url.protocol === 'wss:'
  } catch {
    return false
  }
}

/**
 * Validates the server's config; `?relay=ws://…` in the page URL overrides the relay (a test
 * relay on another port). Throws a readable error when the config is malformed.
 */
export function readPageConfig(raw: unknown, search = ''): SampleWalletPageConfig {
  if (typeof raw !== 'object' || raw === null) throw new Error('the page config is missing')
  const config = raw as Record<string, unknown>
  const relay = new URLSearchParams(search).get('relay')
  const relayUrl = relay ?? config.relayUrl
  if (!isWebSocketUrl(relayUrl)) throw new Error('the relay URL must be a ws:// or wss:// URL')
  if (typeof config.projectId !== 'string' || !config.projectId)
    throw new Error('the project id is missing')
  if (typeof config.mnemonic !== 'string') throw new Error('the mnemonic is missing')
  const evmChains = Array.isArray(config.evmChains)
    ? config.evmChains.flatMap((c: Record<string, unknown>) =>
        typeof c?.chainId === 'number' && typeof c.rpcUrl === 'string'
          ? [
              {
                chainId: c.chainId,
                rpcUrl: c.rpcUrl,
                ...(typeof c.name === 'string' && { name: c.name }),
              },
            ]
          : [],
      )
    : []
  return { relayUrl, projectId: config.projectId, mnemonic: config.mnemonic, evmChains }
}

/** The account index from `?account=N`, else the one stored, else 0. */
export function readAccountIndex(search: string, stored: string | null): number {
  for (const candidate of [new URLSearchParams(search).get('account'), stored]) {
    if (candidate !== null && /^\d{1,9}$/.test(candidate)) return Number(candidate)
  }
  return 0
}
