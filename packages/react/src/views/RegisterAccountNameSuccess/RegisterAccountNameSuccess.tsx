import { useAccount } from '../../hooks/useAccount.js'
import { usePortico } from '../../hooks/usePortico.js'
import { useT } from '../../hooks/useT.js'
import type { ViewProps } from '../../modal/ViewProps.js'
import { registerAccountNameCss } from '../../ui/registerAccountNameCss.js'
import { SuccessMark } from '../../ui/SuccessMark.js'

/**
 * RegisterAccountNameSuccess: the name just registered (from the router data, else the account's
 * profile name), what it means, and a button back to Account.
 */
export function RegisterAccountNameSuccess({ data }: ViewProps<'RegisterAccountNameSuccess'>) {
  const portico = usePortico()
  const account = useAccount()
  const { t } = useT()
  const name = data?.accountName ?? account.profileName ?? ''
  return (
    <div className="name-success" data-testid="portico-register-name-success">
      <style>{registerAccountNameCss}</style>
      <SuccessMark className="name-success-icon" size={32} />
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
