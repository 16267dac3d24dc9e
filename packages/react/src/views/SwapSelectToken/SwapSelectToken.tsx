import { formatQuantity, formatTokenValue, type SwapToken } from '@portico/core/internal'
import { useId, useState } from 'react'
import { usePortico } from '../../hooks/usePortico.js'
import { useStoreState } from '../../hooks/useStoreState.js'
import { useT } from '../../hooks/useT.js'
import type { ViewProps } from '../../modal/ViewProps.js'
import { SearchableList } from '../../ui/SearchableList.js'
import { runSwapAction } from '../../ui/swap/startSwap.js'
import { swapCss } from '../../ui/swap/swapCss.js'
import { TokenIcon } from '../../ui/TokenIcon.js'
import { filterSwapTokens } from './filterSwapTokens.js'

/**
 * SwapSelectToken: the active chain's swap tokens, the account's (with balance and value) first,
 * then the others, with a search by name, symbol or address. Picking one sets the side named by
 * `data.target` (`sourceToken` or `toToken`; picking the other side's token trades the two places) and
 * goes back to Swap.
 */
export function SwapSelectToken({ data }: ViewProps<'SwapSelectToken'>) {
  const portico = usePortico()
  const { t, locale } = useT()
  const yoursId = useId()
  const othersId = useId()
  const { target } = data
  const tokens = useStoreState(portico.stores.swap, (s) => s.tokens)
  const status = useStoreState(portico.stores.swap, (s) => s.status)
  const chosen = useStoreState(portico.stores.swap, (s) => s[target])
  const [search, setSearch] = useState('')
  const { yours, others } = filterSwapTokens(tokens, search)

  // Core's setters trade the two places when the token is the other side's.
  const pick = (token: SwapToken) => {
    if (target === 'sourceToken') runSwapAction(() => portico.swap.setSourceToken({ token }))
    else runSwapAction(() => portico.swap.setToToken({ token }))
    portico.modal.goBack()
  }
  const option = (token: SwapToken, withBalance: boolean) => {
    const value = token.price > 0 ? formatTokenValue({ value: token.value, locale }) : ''
    return (
      <li key={token.address}>
        <button
          type="button"
          className="option"
          aria-current={chosen?.address === token.address ? 'true' : undefined}
          data-testid={`portico-swap-token-option-${token.symbol}`}
          onClick={() => pick(token)}
        >
          <TokenIcon symbol={token.symbol} iconUrl={token.logoUri} />
          <span className="token-text">
            <span>{token.name}</span>
            <span className="muted">{token.symbol}</span>
          </span>
          {withBalance && (
            <span className="token-amounts">
              <span>{formatQuantity({ quantity: token.quantity })}</span>
              {value && <span className="muted">{t('swapTokenValue', { value })}</span>}
            </span>
          )}
        </button>
      </li>
    )
  }

  return (
    <div className="send" data-testid="portico-swap-select-token" data-target={target}>
      <style>{swapCss}</style>
      <SearchableList
        searchLabel={t('swapSearchTokens')}
        search={search}
        onSearchChange={setSearch}
        searchTestId="portico-swap-token-search"
        spellCheck={false}
        count={tokens.length}
        shownCount={yours.length + others.length}
        loading={status === 'loading'}
        loadingLabel={t('swapLoadingTokens')}
        emptyText={t('swapNoTokens')}
        noneFoundText={t('swapNoTokensFound')}
        noticeTestId="portico-swap-tokens"
      >
        {yours.length > 0 && (
          <>
            <h3 id={yoursId} className="swap-section">
              {t('swapYourTokens')}
            </h3>
            <ul
              className="list token-list"
              aria-labelledby={yoursId}
              data-testid="portico-swap-your-tokens"
            >
              {yours.map((token) => option(token, true))}
            </ul>
          </>
        )}
        {others.length > 0 && (
          <>
            <h3 id={othersId} className="swap-section">
              {t('swapOtherTokens')}
            </h3>
            <ul
              className="list token-list"
              aria-labelledby={othersId}
              data-testid="portico-swap-other-tokens"
            >
              {others.map((token) => option(token, false))}
            </ul>
          </>
        )}
      </SearchableList>
    </div>
  )
}
