import { type PendingTransaction, shortenAddress } from '@portico/core/internal'
import { useT } from '../../../hooks/useT.js'
import type { MessageKey } from '../../../locales/en.js'

const KINDS: Record<PendingTransaction['kind'], MessageKey> = {
  send: 'activityOperationSend',
  swap: 'activityOperationTrade',
  approval: 'activityOperationOther',
}

/**
 * A transaction the widget sent that is not mined yet (core's stores.transactions.pending): what
 * it was for, its hash shortened as addresses are (spec §9), and 'Pending' where a mined one shows
 * its time. The hash is the wallet's answer, checked by core (spec §5), rendered as text.
 */
export function PendingTransactionRow({ transaction }: { transaction: PendingTransaction }) {
  const { t } = useT()
  return (
    <li
      className="asset-row"
      data-testid="portico-pending-transaction"
      data-hash={transaction.hash}
    >
      <span className="asset-main">
        <span className="asset-name">{t(KINDS[transaction.kind])}</span>
        <span className="asset-sub" title={transaction.hash}>
          {shortenAddress(transaction.hash)}
        </span>
      </span>
      <span className="activity-time muted">
        <span className="spinner small" aria-hidden="true" /> {t('activityPending')}
      </span>
    </li>
  )
}
