import {
  formatNativeUrl,
  formatUniversalUrl,
  type WalletCatalogueEntry,
} from '@portico/core/internal'
import { usePortico } from '../../hooks/usePortico.js'
import { useStoreState } from '../../hooks/useStoreState.js'
import { useT } from '../../hooks/useT.js'

type LinkKind = 'mobile' | 'desktop' | 'webapp'

/** Where each kind of link opens: the app replaces this page on a phone; desktop and web apps get their own tab. */
function openTarget(kind: LinkKind): string {
  if (kind !== 'mobile') return '_blank'
  // Inside a frame the wallet link must leave the frame.
  return globalThis.window !== globalThis.window?.top ? '_top' : '_self'
}

/**
 * A catalogue wallet's app links with the pairing URI: mobile_link and desktop_link as
 * WalletConnect formats native links (`scheme://wc?uri=…`), webapp_link as a universal link. Each
 * opens inside the user's click (window.open runs synchronously in the handler, or browsers block
 * it), so the buttons stay disabled until the URI exists. Links with unsafe schemes are not shown.
 */
export function WalletDeepLinks({ wallet }: { wallet: WalletCatalogueEntry }) {
  const portico = usePortico()
  const { t } = useT()
  const pairing = useStoreState(portico.stores.pairing)
  const uri = pairing.status === 'ready' ? pairing.uri : undefined
  const placeholder = 'wc:'
  // The catalogue's three app links, in this order; each offered only when it formats safely.
  const candidates = [
    { kind: 'mobile', link: wallet.mobile_link, format: formatNativeUrl, key: 'wcOpenMobile' },
    { kind: 'desktop', link: wallet.desktop_link, format: formatNativeUrl, key: 'wcOpenDesktop' },
    { kind: 'webapp', link: wallet.webapp_link, format: formatUniversalUrl, key: 'wcOpenWebapp' },
  ] as const
  const links = candidates.flatMap(({ kind, link, format, key }) =>
    link && format(link, placeholder)
      ? [{ kind: kind as LinkKind, label: t(key, { name: wallet.name }), format, link }]
      : [],
  )
  if (links.length === 0) return null
  return (
    <div className="links">
      {links.map(({ kind, label, format, link }) => (
        <button
          key={kind}
          type="button"
          className="secondary"
          disabled={!uri}
          aria-disabled={!uri}
          data-testid={`portico-wc-open-${kind}`}
          onClick={() => {
            // Synchronously, inside the click: a link opened after an await is a blocked popup.
            const target = uri && format(link, uri)
            if (target)
              globalThis.window.open(target.redirect, openTarget(kind), 'noreferrer noopener')
          }}
        >
          {label}
        </button>
      ))}
    </div>
  )
}
