import { formatQuantity, formatTokenValue, isApiBalance } from '@portico/core/internal'
import { useEffect, useState } from 'react'
import { usePortico } from '../../hooks/usePortico.js'
import { useStoreState } from '../../hooks/useStoreState.js'
import { useT } from '../../hooks/useT.js'
import { filterBySearch } from '../../ui/filterBySearch.js'
import { OptionRow } from '../../ui/OptionRow.js'
import { SearchableList } from '../../ui/SearchableList.js'
import { sendCss } from '../../ui/send/sendCss.js'
import { TokenOptionText } from '../../ui/TokenOptionText.js'

/**
 * WalletSendSelectToken: the tokens the account holds on the active network (native first), each
 * with its balance (3 decimals) and value, and a search by name or symbol. Choosing one sets the
 * send's token and goes back to WalletSend.
 */
export function WalletSendSelectToken() {
  const portico = usePortico()
  const { t, locale } = useT()
  const balances = useStoreState(portico.stores.send, (s) => s.tokenBalances)
  const chosen = useStoreState(portico.stores.send, (s) => s.token)
  const [state, setState] = useState<'loading' | 'ready'>(() =>
    balances.length > 0 ? 'ready' : 'loading',
  )
  const [search, setSearch] = useState('')

  useEffect(() => {
    let active = true
    portico.send
      .fetchTokenBalances()
      .catch(() => undefined)
      .finally(() => active && setState('ready'))
    return () => {
      active = false
    }
  }, [portico])

  const tokens = balances.filter(isApiBalance)
  const shown = filterBySearch(tokens, search, (b) => [b.name, b.symbol])

  return (
    <div className="send" data-testid="portico-send-select-token">
      <style>{sendCss}</style>
      <SearchableList
        searchLabel={t('sendSearchTokens')}
        search={search}
        onSearchChange={setSearch}
        searchTestId="portico-send-token-search"
        count={tokens.length}
        shownCount={shown.length}
        loading={state === 'loading'}
        loadingLabel={t('sendBalancesLoading')}
        emptyText={t('sendNoTokens')}
        noneFoundText={t('sendNoTokensFound')}
        noticeTestId="portico-send-tokens"
      >
        <ul className="list token-list" aria-label={t('sendSelectTokenTitle')}>
          {shown.map((balance) => {
            // A token without a price has no value: nothing shown, never "$0.00".
            const value =
              balance.value !== undefined && balance.price !== undefined && balance.price > 0
                ? formatTokenValue({ value: balance.value, locale })
                : ''
            return (
              <OptionRow
                key={`${balance.chainId}:${balance.address ?? 'native'}`}
                current={!!chosen && chosen.address === balance.address}
                testId={`portico-send-token-option-${balance.symbol}`}
                onClick={() => {
                  portico.send.setToken({ token: balance })
                  portico.modal.goBack()
                }}
              >
                <TokenOptionText
                  symbol={balance.symbol}
                  name={balance.name}
                  iconUrl={balance.iconUrl}
                  quantity={formatQuantity({ quantity: balance.quantity.numeric })}
                  value={value && t('sendTokenValue', { value })}
                />
              </OptionRow>
            )
          })}
        </ul>
      </SearchableList>
    </div>
  )
}
