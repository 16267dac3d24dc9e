import { useId, useState } from 'react'
import { usePortico } from '../../hooks/usePortico.js'
import { useStoreState } from '../../hooks/useStoreState.js'
import { useT } from '../../hooks/useT.js'
import { ignoreRejection } from '../../ui/onramp/ignoreRejection.js'
import { onrampCss } from '../../ui/onramp/onrampCss.js'

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
  const searchId = useId()
  const currencies = useStoreState(portico.stores.onramp, (s) => s.paymentCurrencies)
  const chosen = useStoreState(portico.stores.onramp, (s) => s.paymentCurrency)
  const [search, setSearch] = useState('')

  const query = search.trim().toLowerCase()
  const named = currencies.map((currency) => ({
    currency,
    name: currencyName(currency.id, locale),
  }))
  const shown = query
    ? named.filter(
        ({ currency, name }) =>
          currency.id.toLowerCase().includes(query) || name.toLowerCase().includes(query),
      )
    : named

  return (
    <div className="send" data-testid="portico-onramp-fiat-select">
      <style>{onrampCss}</style>
      <label htmlFor={searchId} className="visually-hidden">
        {t('onrampSearchCurrencies')}
      </label>
      <input
        id={searchId}
        type="search"
        className="search"
        placeholder={t('onrampSearchCurrencies')}
        value={search}
        autoComplete="off"
        onChange={(event) => setSearch(event.target.value)}
        data-testid="portico-onramp-fiat-search"
      />
      <div aria-live="polite">
        {currencies.length === 0 && (
          <p className="muted center" data-testid="portico-onramp-fiat-empty">
            {t('onrampNoCurrencies')}
          </p>
        )}
        {currencies.length > 0 && shown.length === 0 && (
          <p className="muted center" data-testid="portico-onramp-fiat-none-found">
            {t('onrampNoCurrencyFound')}
          </p>
        )}
      </div>
      {shown.length > 0 && (
        <ul className="list token-list" aria-label={t('onrampFiatSelectTitle')}>
          {shown.map(({ currency, name }) => (
            <li key={currency.id}>
              <button
                type="button"
                className="option onramp-option"
                aria-current={chosen?.id === currency.id ? 'true' : undefined}
                data-testid={`portico-onramp-fiat-option-${currency.id}`}
                onClick={() => {
                  ignoreRejection(portico.setOnrampPaymentCurrency(currency))
                  portico.goBack()
                }}
              >
                <span className="token-text">
                  <span className="receiver-name">{currency.id}</span>
                  {name && <span className="muted">{name}</span>}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
