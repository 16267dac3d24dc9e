import { useAccount } from '../../hooks/useAccount.js'
import { usePortico } from '../../hooks/usePortico.js'
import { useT } from '../../hooks/useT.js'
import type { ViewProps } from '../../modal/ViewProps.js'
import { registerAccountNameCss } from '../../ui/registerAccountNameCss.js'

/**
 * RegisterAccountNameSuccess: the name just registered (from the router data, else the account's
 * profile name), what it means, and a button back to Account.
 */
export function RegisterAccountNameSuccess({ data }: ViewProps) {
  const portico = usePortico()
  const account = useAccount()
  const { t } = useT()
  const name = data?.accountName ?? account.profileName ?? ''
  return (
    <div className="name-success" data-testid="portico-register-name-success">
      <style>{registerAccountNameCss}</style>
      <span className="name-success-icon">
        <svg
          aria-hidden="true"
          width={32}
          height={32}
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={2.5}
          strokeLinecap="round"
          strokeLinejoin="round"
          focusable="false"
        >
          <path d="M5 12.5l4.5 4.5L19 7.5" />
        </svg>
      </span>
      <p className="name-success-name" data-testid="portico-registered-name">
        {name}
      </p>
      <p className="muted">{t('registerNameSuccessMessage')}</p>
      <button
        type="button"
        className="primary"
        data-testid="portico-register-name-done"
        onClick={() => portico.open({ view: 'Account' })}
      >
        {t('backToAccount')}
      </button>
    </div>
  )
}
