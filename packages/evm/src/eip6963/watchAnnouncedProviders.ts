import type { EIP6963ProviderDetail, EIP6963Target } from './types.js'

/** Icons must be images: data:image/… or http(s) URLs. Anything else is dropped. */
const SAFE_ICON = /^(data:image\/(svg\+xml|png|jpeg|webp|gif)[;,]|https?:\/\/)/i

function isProviderDetail(value: unknown): value is EIP6963ProviderDetail {
  const detail = value as Partial<EIP6963ProviderDetail> | null
  const info = detail?.info
  return (
    typeof info?.uuid === 'string' &&
    typeof info.name === 'string' &&
    typeof info.rdns === 'string' &&
    info.rdns.length > 0 &&
    typeof detail?.provider?.request === 'function'
  )
}

export type WatchAnnouncedProvidersParameters = {
  /** @default globalThis.window */
  target?: EIP6963Target | undefined
  onChange(providers: readonly EIP6963ProviderDetail[]): void
}

/**
 * Discovers wallets by EIP-6963: listens for `eip6963:announceProvider`, then asks every wallet to
 * announce itself. Wallets are keyed by rdns (stable across reloads, unlike uuid); a wallet that
 * announces again replaces its earlier entry. Malformed announcements are ignored.
 */
export function watchAnnouncedProviders({
  target = globalThis.window,
  onChange,
}: WatchAnnouncedProvidersParameters): () => void {
  if (!target) return () => {}
  const byRdns = new Map<string, EIP6963ProviderDetail>()
  const onAnnounce = (event: Event) => {
    const detail = (event as CustomEvent<unknown>).detail
    if (!isProviderDetail(detail)) return
    const previous = byRdns.get(detail.info.rdns)
    if (previous?.provider === detail.provider && previous.info.uuid === detail.info.uuid) return
    const icon = SAFE_ICON.test(detail.info.icon) ? detail.info.icon : ''
    byRdns.set(detail.info.rdns, { info: { ...detail.info, icon }, provider: detail.provider })
    onChange([...byRdns.values()])
  }
  target.addEventListener('eip6963:announceProvider', onAnnounce)
  target.dispatchEvent(new Event('eip6963:requestProvider'))
  return () => target.removeEventListener('eip6963:announceProvider', onAnnounce)
}
