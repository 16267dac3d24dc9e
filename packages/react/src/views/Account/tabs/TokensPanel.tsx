import { type ApiBalance, formatQuantity, formatTokenValue } from '@portico/core/internal'
import { useEffect } from 'react'
import { usePortico } from '../../../hooks/usePortico.js'
import { useStoreState } from '../../../hooks/useStoreState.js'
import { useT } from '../../../hooks/useT.js'
import { TokenIcon } from '../../../ui/TokenIcon.js'
import type { AccountTabPanelProps } from '../accountTabRegistry.js'
import { TabPanelState } from '../TabPanelState.js'
import { TOKEN_ICON_PX, tabsCss } from './tabsCss.js'
import { useActiveCaipAddress } from './useActiveCaipAddress.js'

/**
 * A US dollar amount with 2 decimals (spec §9 "token value 2 decimals"), grouped by the locale;
 * nothing for a token the API has no price for (never "$0.00" as if it were worthless).
 */
function usd(value: number | undefined, locale: string): string {
  if (value === undefined) return ''
  const text = formatTokenValue({ value, locale })
  return text && `$${text}`
}

function TokenRow({ token, locale }: { token: ApiBalance; locale: string }) {
  const { t } = useT()
  const quantity = formatQuantity({ quantity: token.quantity.numeric })
  return (
    <li className="asset-row" data-testid={`portico-token-${token.symbol}`}>
      <TokenIcon
        iconUrl={token.iconUrl}
        symbol={token.symbol}
        name={token.name}
        size={TOKEN_ICON_PX}
      />
      <span className="asset-main">
        <span className="asset-name" data-testid="portico-token-name">
          {token.name}
        </span>
        <span className="asset-sub" data-testid="portico-token-quantity">
          {`${quantity} ${token.symbol}`}
        </span>
      </span>
      <span className="asset-end">
        <span className="asset-name" data-testid="portico-token-value">
          {token.value !== undefined && (
            <span className="visually-hidden">{`${t('tokenValue')} `}</span>
          )}
          {usd(token.value, locale)}
        </span>
        <span className="asset-sub" data-testid="portico-token-price">
          {token.price !== undefined && (
            <span className="visually-hidden">{`${t('tokenPrice')} `}</span>
          )}
          {usd(token.price, locale)}
        </span>
      </span>
    </li>
  )
}

/**
 * The Tokens tab: the account's balances on the active network (core's fetchTokenBalances: from
 * the API, or an embedded wallet's own assets; cached 30 s), native first, then by value. Each row:
 * icon (a letter when it has none or it fails), name, quantity truncated to 3 decimals with the
 * symbol, value and price in USD with 2 decimals. Loading, empty, error ('Token balances could not
 * be loaded.'; the toast 'Token Balance Unavailable' comes from core) and, on a network without
 * balances (testnets, chains the API does not serve), a note. The count is announced (aria-live).
 */
export function TokensPanel(_props: AccountTabPanelProps) {
  const portico = usePortico()
  const { t, locale } = useT()
  const key = useActiveCaipAddress()
  const state = useStoreState(portico.stores.tokenBalances)
  useEffect(() => {
    if (key) void portico.activity.fetchTokenBalances()
  }, [portico, key])
  const mine = state.caipAddress === key
  const status = !mine || state.status === 'idle' ? 'loading' : state.status
  const balances = mine ? state.balances : []
  const shown =
    status === 'loading' && balances.length === 0
      ? 'loading'
      : status === 'error'
        ? 'error'
        : status === 'unsupported' || balances.length === 0
          ? 'empty'
          : 'ready'
  return (
    <div className="tokens-panel" data-testid="portico-tokens-panel" data-status={status}>
      <style>{tabsCss}</style>
      <p className="visually-hidden" aria-live="polite">
        {shown === 'loading'
          ? t('tabLoading')
          : shown === 'ready'
            ? t('tokensLoaded', { count: String(balances.length) })
            : ''}
      </p>
      <TabPanelState
        state={shown}
        empty={status === 'unsupported' ? 'tokensUnsupported' : 'tokensEmpty'}
        error={t('tokensLoadFailed')}
      >
        <ul className="asset-list" aria-label={t('tabTokens')} data-testid="portico-token-list">
          {balances.map((token) => (
            <TokenRow
              key={`${token.chainId}:${token.address ?? 'native'}`}
              token={token}
              locale={locale}
            />
          ))}
        </ul>
      </TabPanelState>
    </div>
  )
}
