import { RECENT_WALLETS_KEPT } from '../../constants.js'
import type { PorticoContext } from '../../context.js'
import type { RecentWallet } from '../../state/types.js'
import { type PorticoStorage, STORAGE_KEYS } from '../../storage/createStorage.js'

const text = (value: unknown, max = 200): string | undefined =>
  typeof value === 'string' && value.length > 0 && value.length <= max ? value : undefined

/** An icon from storage is used as an <img> source only if it is an http(s) or data:image URL. */
const imageUrl = (value: unknown): string | undefined => {
  const url = text(value, 100_000)
  return url && /^(https?:\/\/|data:image\/)/i.test(url) ? url : undefined
}

/**
 * The recent wallets remembered in `storage`, newest first, at most RECENT_WALLETS_KEPT (spec §9).
 * Storage is outside input: entries that are not what this module wrote are dropped.
 */
export function readRecentWallets(storage: PorticoStorage): RecentWallet[] {
  let parsed: unknown
  try {
    parsed = JSON.parse(storage.getItem(STORAGE_KEYS.recentWallets) ?? '[]')
  } catch {
    return []
  }
  if (!Array.isArray(parsed)) return []
  return parsed
    .flatMap((entry: unknown): RecentWallet[] => {
      if (typeof entry !== 'object' || entry === null) return []
      const record = entry as Record<string, unknown>
      const id = text(record.id)
      const name = text(record.name)
      if (!id || !name) return []
      return [
        {
          id,
          name,
          imageUrl: imageUrl(record.imageUrl),
          imageId: text(record.imageId),
          rdns: text(record.rdns),
          connectorId: text(record.connectorId),
        },
      ]
    })
    .slice(0, RECENT_WALLETS_KEPT)
}

/** Puts `wallet` first among the recent wallets (once), keeps RECENT_WALLETS_KEPT, and stores them. */
export function addRecentWallet(context: PorticoContext, wallet: RecentWallet): void {
  const recent = [
    wallet,
    ...readRecentWallets(context.storage).filter((w) => w.id !== wallet.id),
  ].slice(0, RECENT_WALLETS_KEPT)
  context.storage.setItem(STORAGE_KEYS.recentWallets, JSON.stringify(recent))
  context.stores.walletList.setState({ recent })
}

/**
 * Remembers the connector that just connected as a recent wallet. The auth connector (email and
 * social login) and the relay connector (which wallet answered is the relay's to say) are not
 * wallets of the list and are skipped.
 */
export function rememberConnector(context: PorticoContext, connectorId: string): void {
  const connector = context.stores.connectors
    .getState()
    .connectors.find((c) => c.id === connectorId)
  if (!connector || connector.type === 'AUTH' || connector.type === 'WALLET_CONNECT') return
  addRecentWallet(context, {
    id: connector.id,
    name: connector.name,
    imageUrl: connector.imageUrl,
    imageId: connector.imageId,
    rdns: connector.info?.rdns,
    connectorId: connector.id,
  })
}
