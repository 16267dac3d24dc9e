import {
  type ApiHistoryItem,
  type ApiHistoryTransfer,
  formatQuantity,
} from '@portico/core/internal'
import { Fragment } from 'react'
import { useT } from '../../../hooks/useT.js'
import type { MessageKey } from '../../../locales/en.js'
import { TokenIcon } from '../../../ui/TokenIcon.js'
import { relativeTime } from './relativeTime.js'
import { TOKEN_ICON_PX } from './tabsCss.js'

const OPERATIONS: Record<string, MessageKey> = {
  send: 'activityOperationSend',
  receive: 'activityOperationReceive',
  trade: 'activityOperationTrade',
  mint: 'activityOperationMint',
  burn: 'activityOperationBurn',
}

const DIRECTIONS: Record<NonNullable<ApiHistoryTransfer['direction']>, MessageKey> = {
  in: 'activityTransferIn',
  out: 'activityTransferOut',
  self: 'activityTransferSelf',
}

/** What a transfer moved: "1.5 ETH" (3 decimals, spec §9), or the NFT's name. */
function transferText(transfer: ApiHistoryTransfer): string {
  if (transfer.nft_info) return transfer.nft_info.name ?? 'NFT'
  const quantity = formatQuantity({ quantity: transfer.quantity.numeric })
  return [quantity, transfer.fungible_info?.symbol].filter(Boolean).join(' ')
}

/**
 * One transaction of the Activity list: what happened (sent, received, swapped, minted, burned),
 * each transfer with its direction (+ into the account, − out of it) and quantity truncated to 3
 * decimals (NFTs by name; spam NFTs left out), and when, relative to now in the locale's words.
 * The icon (the first transfer's token icon or NFT preview) is decorative.
 */
export function TransactionRow({ transaction }: { transaction: ApiHistoryItem }) {
  const { t, locale } = useT()
  const transfers = transaction.transfers.filter((transfer) => !transfer.nft_info?.flags.is_spam)
  const first = transfers[0]
  const symbol = first?.fungible_info?.symbol ?? first?.nft_info?.name ?? ''
  const icon = first?.fungible_info?.icon?.url ?? first?.nft_info?.content?.preview?.url
  const operation = OPERATIONS[transaction.metadata.operationType] ?? 'activityOperationOther'
  const minedAt = transaction.metadata.minedAt
  return (
    <li className="asset-row" data-testid="portico-transaction" data-id={transaction.id}>
      <TokenIcon
        iconUrl={icon}
        symbol={symbol}
        name={t(operation)}
        size={TOKEN_ICON_PX}
        // An NFT has no catalogue image: its preview, else its initial.
        catalogue={first?.fungible_info ? 'token' : 'none'}
      />
      <span className="asset-main">
        <span className="asset-name" data-testid="portico-transaction-operation">
          {t(operation)}
        </span>
        <span className="asset-sub" data-testid="portico-transaction-transfers">
          {transfers.map((transfer, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: transfers have no id; their order is the log order.
            <Fragment key={index}>
              {index > 0 && ', '}
              <span
                className={transfer.direction === 'in' ? 'transfer-in' : undefined}
                data-direction={transfer.direction}
              >
                {t(DIRECTIONS[transfer.direction ?? 'self'], { amount: transferText(transfer) })}
              </span>
            </Fragment>
          ))}
        </span>
      </span>
      <time
        className="activity-time"
        dateTime={minedAt}
        title={new Date(minedAt).toLocaleString(locale)}
        data-testid="portico-transaction-time"
      >
        {relativeTime(minedAt, locale)}
      </time>
    </li>
  )
}
