import { formatQuantity, formatTokenValue, type SwapToken } from '@portico/core/internal'
import { useId, useState } from 'react'
import { usePortico } from '../../hooks/usePortico.js'
import { useStoreState } from '../../hooks/useStoreState.js'
import { useT } from '../../hooks/useT.js'
import type { ViewProps } from '../../modal/ViewProps.js'
import { OptionRow } from '../../ui/OptionRow.js'
import { SearchableList } from '../../ui/SearchableList.js'
import { runSwapAction } from '../../ui/swap/startSwap.js'
import { swapCss } from '../../ui/swap/swapCss.js'
import { TokenOptionText } from '../../ui/TokenOptionText.js'
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
  /** A titled list: the account's tokens (with balance and value) or the others. */
  const section = (
    items: readonly SwapToken[],
    headingId: string,
    heading: string,
    testId: string,
    withBalance: boolean,
  ) =>
    items.length > 0 && (
      <>
        <h3 id={headingId} className="swap-section">
          {heading}
        </h3>
        <ul className="list token-list" aria-labelledby={headingId} data-testid={testId}>
          {items.map((token) => {
            const value = token.price > 0 ? formatTokenValue({ value: token.value, locale }) : ''
            return (
              <OptionRow
                key={token.address}
                current={chosen?.address === token.address}
                testId={`portico-swap-token-option-${token.symbol}`}
                onClick={() => pick(token)}
              >
                <TokenOptionText
                  symbol={token.symbol}
                  name={token.name}
                  iconUrl={token.logoUri}
                  quantity={withBalance ? formatQuantity({ quantity: token.quantity }) : undefined}
                  value={value && t('swapTokenValue', { value })}
                />
              </OptionRow>
            )
          })}
        </ul>
      </>
    )

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
        {section(yours, yoursId, t('swapYourTokens'), 'portico-swap-your-tokens', true)}
        {section(others, othersId, t('swapOtherTokens'), 'portico-swap-other-tokens', false)}
      </SearchableList>
    </div>
  )
}
