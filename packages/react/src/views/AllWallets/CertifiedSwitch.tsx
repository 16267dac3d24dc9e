import { useT } from '../../hooks/useT.js'

/** A switch: a checkbox with the switch role, drawn as a track and a knob. Theme variables only. */
export const certifiedSwitchCss = `
.search-row { align-items: center; }
.certified-switch { display: inline-flex; align-items: center; gap: 6px; flex: none; color: var(--portico-fg-muted); font-size: 0.9em; white-space: nowrap; cursor: pointer; }
.certified-switch input { appearance: none; position: relative; width: 32px; height: 18px; margin: 0; border-radius: 9px; background: var(--portico-surface-hover); border: 1px solid var(--portico-border); cursor: pointer; transition: background 0.15s; }
.certified-switch input::before { content: ''; position: absolute; top: 2px; left: 2px; width: 12px; height: 12px; border-radius: 50%; background: var(--portico-fg-muted); transition: transform 0.15s; }
.certified-switch input:checked { background: var(--portico-accent); border-color: var(--portico-accent); }
.certified-switch input:checked::before { background: var(--portico-bg); transform: translateX(14px); }
.certified-switch input:focus-visible { outline: 2px solid var(--portico-accent); outline-offset: 2px; }
@media (prefers-reduced-motion: reduce) { .certified-switch input, .certified-switch input::before { transition: none; } }
`

/**
 * AllWallets' "Certified only" switch beside the search (as the upstream widget's All Wallets has):
 * on, the list shows the catalogue's certified wallets only (spec §7 `/getWallets` badge_type),
 * even with nothing typed. A native checkbox with `role="switch"`, named by its visible label.
 */
export function CertifiedSwitch({
  checked,
  onChange,
}: {
  checked: boolean
  onChange: (checked: boolean) => void
}) {
  const { t } = useT()
  return (
    <label className="certified-switch">
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        aria-checked={checked}
        data-testid="portico-certified-switch"
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{t('certifiedOnly')}</span>
    </label>
  )
}
