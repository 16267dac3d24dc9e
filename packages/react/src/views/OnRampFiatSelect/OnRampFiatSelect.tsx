import { useState } from 'react'
import { usePortico } from '../../hooks/usePortico.js'
import { useStoreState } from '../../hooks/useStoreState.js'
import { useT } from '../../hooks/useT.js'
import { filterBySearch } from '../../ui/filterBySearch.js'
import { OptionRow } from '../../ui/OptionRow.js'
import { ignoreRejection } from '../../ui/onramp/ignoreRejection.js'
import { onrampCss } from '../../ui/onramp/onrampCss.js'
import { SearchableList } from '../../ui/SearchableList.js'
import { TokenIcon } from '../../ui/TokenIcon.js'

/** A currency's name in the locale ("US Dollar"), or "" when the runtime has none for the code. */
export function currencyName(code: string, locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'currency', fallback: 'none' }).of(code)
    return name && name !== code ? name : ''
  } catch {
    return ''
  }
}

/**
 * OnRampFiatSelect: the currencies the on-ramp takes (spec §3 paymentCurrencies), each with its
 * code and its name in the locale, and a search by either. Choosing one sets the payment currency
 * and goes back to OnRamp.
 */
export function OnRampFiatSelect() {
  const portico = usePortico()
  const { t, locale } = useT()
  const currencies = useStoreState(portico.stores.onramp, (s) => s.paymentCurrencies)
  const chosen = useStoreState(portico.stores.onramp, (s) => s.paymentCurrency)
  const [search, setSearch] = useState('')

  const named = currencies.map((currency) => ({
    currency,
    name: currencyName(currency.id, locale),
  }))
  const shown = filterBySearch(named, search, ({ currency, name }) => [currency.id, name])

  return (
    <div className="send" data-testid="portico-onramp-fiat-select">
      <style>{onrampCss}</style>
      <SearchableList
        searchLabel={t('onrampSearchCurrencies')}
        search={search}
        onSearchChange={setSearch}
        searchTestId="portico-onramp-fiat-search"
        count={currencies.length}
        shownCount={shown.length}
        emptyText={t('onrampNoCurrencies')}
        noneFoundText={t('onrampNoCurrencyFound')}
        noticeTestId="portico-onramp-fiat"
      >
        <ul className="list token-list" aria-label={t('onrampFiatSelectTitle')}>
          {shown.map(({ currency, name }) => (
            <OptionRow
              key={currency.id}
              className="onramp-option"
              current={chosen?.id === currency.id}
              testId={`portico-onramp-fiat-option-${currency.id}`}
              onClick={() => {
                ignoreRejection(portico.onramp.setPaymentCurrency({ currency }))
                portico.modal.goBack()
              }}
            >
              <TokenIcon symbol={currency.id} catalogue="currency" />
              <span className="token-text">
                <span className="receiver-name">{currency.id}</span>
                {name && <span className="muted">{name}</span>}
              </span>
            </OptionRow>
          ))}
        </ul>
      </SearchableList>
    </div>
  )
}
