import type { ViewName } from '@portico/core'
import { PORTICO_BRAND_NAME, PORTICO_PROJECT_URL } from '@portico/core/internal'
import { useT } from '../hooks/useT.js'

/**
 * The views the footer shows under: the screens a visitor meets before connecting, where the
 * upstream widget shows its own ("UX by Reown" on its connect and WalletConnect views).
 */
export const BRANDING_VIEWS: ReadonlySet<ViewName> = new Set<ViewName>([
  'Connect',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
])

/** Styles of {@link BrandingFooter}, for the modal's stylesheet. */
export const brandingFooterCss = `
.branding-footer { flex: none; display: flex; justify-content: center; padding-block-start: 12px; }
.branding-footer a { display: inline-flex; align-items: center; gap: 4px; color: var(--portico-fg-muted); font-size: calc(var(--portico-font-size-master) * 1.1); text-decoration: none; border-radius: calc(var(--portico-border-radius-master) * 2); padding: 2px 6px; }
.branding-footer a:hover { color: var(--portico-fg); text-decoration: underline; }
.branding-footer .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`

/**
 * The modal's branding footer (`features.branding`, spec §1): a small "UX by Portico" link to the
 * project, at the bottom of the connect screens, as the upstream widget's "UX by Reown".
 */
export function BrandingFooter() {
  const { t } = useT()
  return (
    <footer className="branding-footer" data-testid="portico-branding">
      <a href={PORTICO_PROJECT_URL} target="_blank" rel="noopener noreferrer">
        {t('brandingFooter', { name: PORTICO_BRAND_NAME })}
        <span className="visually-hidden"> {t('opensInNewTab')}</span>
      </a>
    </footer>
  )
}
