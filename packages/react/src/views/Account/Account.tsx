import { shortenAddress } from '@portico/core'
import { useAccount } from '../../hooks/useAccount.js'
import { useNetwork } from '../../hooks/useNetwork.js'
import { usePortico } from '../../hooks/usePortico.js'
import { useT } from '../../hooks/useT.js'

/** Account: address, network and balance, and Disconnect. Tabs and features come with later views. */
export function Account() {
  const portico = usePortico()
  const account = useAccount()
  const { network } = useNetwork()
  const { t } = useT()
  return (
    <div className="center" data-testid="portico-account">
      {account.profileName && (
        <p className="address" data-testid="portico-account-name">
          {account.profileName}
        </p>
      )}
      <p
        className={account.profileName ? 'muted' : 'address'}
        data-testid="portico-account-address"
        title={account.address}
      >
        {account.address ? shortenAddress(account.address) : ''}
      </p>
      <p className="muted" data-testid="portico-account-balance">
        {account.balance !== undefined ? `${account.balance} ${account.balanceSymbol ?? ''}` : '…'}
      </p>
      <p className="muted">{network.name}</p>
      <button
        type="button"
        className="secondary"
        data-testid="portico-disconnect"
        onClick={() => void portico.disconnect()}
      >
        {t('disconnect')}
      </button>
    </div>
  )
}
