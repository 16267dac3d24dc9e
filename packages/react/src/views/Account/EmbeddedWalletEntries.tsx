import { formatAuthUserLabel, type PorticoError } from '@portico/core/internal'
import { useEffect, useRef, useState } from 'react'
import { useAccount } from '../../hooks/useAccount.js'
import { usePortico } from '../../hooks/usePortico.js'
import { useStoreState } from '../../hooks/useStoreState.js'
import { useT } from '../../hooks/useT.js'
import { ChevronIcon } from '../../ui/icons.js'

/**
 * Who an embedded (email or social) wallet belongs to, under the Account view's name (spec §5
 * "Display"): the email, shortened with an ellipsis past 30 characters, else the social
 * username (a Discord one ending in 0 without that 0). Nothing for other wallets.
 */
export function EmbeddedWalletUser() {
  const { t } = useT()
  const { embeddedWalletInfo, user, socialProvider } = useAccount()
  if (!embeddedWalletInfo) return null
  const label = formatAuthUserLabel({
    email: user?.email,
    username: user?.username,
    socialProvider,
  })
  if (!label) return null
  return (
    <p
      className="muted"
      title={user?.email ?? undefined}
      data-testid={user?.email ? 'portico-account-email' : 'portico-account-username'}
    >
      <span className="visually-hidden">{t('embeddedWalletUser')} </span>
      {label}
    </p>
  )
}

/**
 * The Account view's entries for an embedded wallet: 'Update email' (email users; opens
 * UpdateEmailWallet) and 'Export private key', which asks core to open the frame's export screen
 * (it re-authenticates the visitor and shows the key in the secure origin's own UI, in
 * EmbeddedWalletFrame). Busy until the frame shows or answers; a failure becomes a toast.
 */
export function EmbeddedWalletEntries() {
  const portico = usePortico()
  const { t, tError } = useT()
  const { embeddedWalletInfo, user } = useAccount()
  const [opening, setOpening] = useState(false)
  const frameShown = useStoreState(portico.stores.embeddedFrame, (s) => s.visible)
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])
  if (!embeddedWalletInfo) return null
  const exportKey = () => {
    if (opening) return
    setOpening(true)
    portico.embeddedWallet.exportKey().then(
      () => mounted.current && setOpening(false),
      (reason: unknown) => {
        if (mounted.current) setOpening(false)
        portico.modal.showNotification({
          message: tError((reason as PorticoError).shortMessage ?? String(reason)),
          variant: 'error',
        })
      },
    )
  }
  const busy = opening && !frameShown
  return (
    <>
      {user?.email && (
        <button
          type="button"
          className="option"
          data-testid="portico-update-email-entry"
          onClick={() => portico.modal.pushView({ view: 'UpdateEmailWallet' })}
        >
          <span>{t('updateEmail')}</span>
          <span className="row-end">
            <ChevronIcon />
          </span>
        </button>
      )}
      <button
        type="button"
        className="option"
        aria-busy={busy || undefined}
        data-testid="portico-export-key-entry"
        onClick={exportKey}
      >
        <span>{t('exportPrivateKey')}</span>
        <span className="row-end">{busy ? t('embeddedWalletOpening') : <ChevronIcon />}</span>
      </button>
    </>
  )
}
