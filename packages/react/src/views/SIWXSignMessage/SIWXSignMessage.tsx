import type { PorticoError } from '@portico/core'
import { shortenAddress } from '@portico/core/internal'
import { useState } from 'react'
import { isSafeImageUrl } from '../../components/shared/isSafeImageUrl.js'
import { useAccount } from '../../hooks/useAccount.js'
import { usePortico } from '../../hooks/usePortico.js'
import { useT } from '../../hooks/useT.js'
import { Avatar } from '../../ui/Avatar.js'
import { accountCss } from '../../ui/accountCss.js'

/**
 * SIWXSignMessage: asks the visitor to sign in with the wallet (spec §4 sign-in flow). Sign runs
 * the core's sign step (the modal closes on success; an error shows here); Cancel disconnects when
 * sign-in is required, else closes.
 */
export function SIWXSignMessage() {
  const portico = usePortico()
  const account = useAccount()
  const { t, tError } = useT()
  const [state, setState] = useState<'idle' | 'signing' | 'cancelling'>('idle')
  const [error, setError] = useState<string | null>(null)
  const appName = portico.metadata?.name ?? globalThis.location?.hostname ?? ''
  const icon = portico.metadata?.icons[0]
  const required = portico.siwx.isRequired()

  const fail = (caught: unknown) =>
    setError((caught as Partial<PorticoError>).shortMessage ?? t('somethingWentWrong'))
  const sign = async () => {
    setState('signing')
    setError(null)
    try {
      const result = await portico.siwx.signMessage()
      if (result.error) fail(result.error)
    } catch (caught) {
      fail(caught)
    } finally {
      setState('idle')
    }
  }
  const cancel = async () => {
    setState('cancelling')
    try {
      await portico.siwx.cancel()
    } catch (caught) {
      fail(caught)
    } finally {
      setState('idle')
    }
  }

  return (
    <div className="account" data-testid="portico-siwx">
      <style>{accountCss + siwxCss}</style>
      <div className="account-profile">
        <div className="siwx-images">
          {isSafeImageUrl(icon) ? (
            <img
              className="avatar"
              src={icon}
              alt={t('appIcon', { name: appName })}
              width={64}
              height={64}
              data-testid="portico-siwx-app-icon"
            />
          ) : null}
          {account.address && (
            <Avatar
              address={account.address}
              profileImage={account.profileImage}
              name={account.profileName || shortenAddress(account.address)}
            />
          )}
        </div>
        <p className="address" data-testid="portico-siwx-request">
          {t('signInRequest', { name: appName })}
        </p>
        <p className="muted">
          {t('signInMessage')}
          {required ? ` ${t('signInCancelDisconnects')}` : ''}
        </p>
      </div>
      <div aria-live="polite" className="center" style={{ padding: 0 }}>
        {state === 'signing' && (
          <p className="muted" data-testid="portico-siwx-signing">
            {t('approveInWallet')}
          </p>
        )}
        {error && (
          <p className="error" data-testid="portico-siwx-error">
            {tError(error)}
          </p>
        )}
      </div>
      <div className="actions siwx-actions">
        <button
          type="button"
          className="secondary"
          disabled={state !== 'idle'}
          data-testid="portico-siwx-cancel"
          onClick={() => void cancel()}
        >
          {t('cancel')}
        </button>
        <button
          type="button"
          className="primary"
          disabled={state !== 'idle'}
          aria-busy={state === 'signing'}
          data-testid="portico-siwx-sign"
          onClick={() => void sign()}
        >
          {t('sign')}
        </button>
      </div>
    </div>
  )
}

const siwxCss = `
.siwx-images { display: flex; justify-content: center; gap: 8px; }
.siwx-actions { display: grid; grid-template-columns: 1fr 1fr; gap: 8px; }
`
