import { formatFiat, formatPurchaseAmount } from '@portico/core/internal'
import type { FormEvent } from 'react'
import { useId } from 'react'
import { usePortico } from '../../hooks/usePortico.js'
import { useStoreState } from '../../hooks/useStoreState.js'
import { useT } from '../../hooks/useT.js'
import { AmountField } from '../../ui/AmountField.js'
import { FormSubmit } from '../../ui/FormSubmit.js'
import { ChevronIcon } from '../../ui/icons.js'
import { ignoreRejection } from '../../ui/onramp/ignoreRejection.js'
import { onrampCss } from '../../ui/onramp/onrampCss.js'
import { paymentMethodLabel } from '../../ui/onramp/paymentMethodLabel.js'
import { onrampProviderInfo } from '../../ui/onramp/providerCatalogue.js'
import { TokenIcon } from '../../ui/TokenIcon.js'
import { onrampFormStatus } from './onrampFormStatus.js'
import { quoteBreakdown } from './quoteBreakdown.js'

/** Codes of the core's amount errors (packages/core/src/errors/onramp.ts). */
const AMOUNT_ERROR_CODES = new Set(['ONRAMP_INVALID_AMOUNT', 'ONRAMP_AMOUNT_OUT_OF_RANGE'])

/**
 * OnRamp: the fiat amount with the payment currency chip (opens OnRampFiatSelect), the token chip
 * (opens OnRampTokenSelect), the live quote — "You get ≈ 98.40 USDC", the network fee, the
 * provider's fees and the total, labelled Estimate when the provider could not quote — the payment
 * methods' limits, a note when the options are the built-in defaults, the last error, and one
 * button naming what is missing until Continue opens the provider's window (inside the click).
 */
export function OnRamp() {
  const portico = usePortico()
  const { t, tError, locale } = useT()
  const limitsId = useId()
  const state = useStoreState(portico.stores.onramp)
  const { paymentCurrency, purchaseCurrency, quote, quotesLoading, quoteIsEstimate, error } = state
  // setOnrampAmount stores what was typed at once, then quotes it.
  const amount = state.paymentAmount

  const status = onrampFormStatus({
    paymentCurrency,
    purchaseCurrency,
    amount,
    hasQuote: quote !== undefined,
    quotesLoading,
  })
  const provider = state.selectedProvider ? onrampProviderInfo(state.selectedProvider) : undefined
  const breakdown =
    quote && !status.amountError && /\d/.test(amount) ? quoteBreakdown(quote) : undefined
  // The core's amount errors say what the field's own message under the amount already says.
  const shownError =
    error && !(status.amountError && AMOUNT_ERROR_CODES.has(String(error.code))) ? error : undefined
  const money = (value: { amount: string; currency: string }) =>
    t('onrampAmount', { amount: formatFiat(value.amount, locale), currency: value.currency })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    // The provider's window opens inside this click (a popup blocker allows only that).
    if (status.ready) ignoreRejection(portico.onramp.open())
  }

  return (
    <form className="send" noValidate onSubmit={submit} data-testid="portico-onramp">
      <style>{onrampCss}</style>
      <div className="send-card">
        <AmountField
          label={t('onrampYouPay')}
          value={amount}
          onChange={(next) => ignoreRejection(portico.onramp.setAmount({ amount: next }))}
          error={
            status.amountError ? t(status.amountError.key, status.amountError.values) : undefined
          }
          describedBy={paymentCurrency?.payment_method_limits.length ? limitsId : undefined}
          testId="portico-onramp-amount"
          errorTestId="portico-onramp-amount-error"
          chip={
            <button
              type="button"
              className="token-chip"
              data-testid="portico-onramp-currency"
              onClick={() => portico.modal.pushView({ view: 'OnRampFiatSelect' })}
            >
              {paymentCurrency ? (
                <>
                  <span data-testid="portico-onramp-currency-id">{paymentCurrency.id}</span>
                  <span className="visually-hidden">{t('onrampChooseCurrencySuffix')}</span>
                </>
              ) : (
                <span>{t('onrampSelectCurrency')}</span>
              )}
              <ChevronIcon size={14} />
            </button>
          }
        />
        {paymentCurrency && paymentCurrency.payment_method_limits.length > 0 && (
          <div id={limitsId}>
            <span className="visually-hidden">{t('onrampLimits')}</span>
            <ul className="onramp-limits" data-testid="portico-onramp-limits">
              {paymentCurrency.payment_method_limits.map((limit) => (
                <li key={limit.id}>
                  {t('onrampLimit', {
                    method: paymentMethodLabel(limit.id, t),
                    min: formatFiat(limit.min, locale) || limit.min,
                    max: formatFiat(limit.max, locale) || limit.max,
                    currency: paymentCurrency.id,
                  })}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <div className="send-card onramp-chip-row">
        <span className="send-label">{t('onrampYouBuy')}</span>
        <button
          type="button"
          className="token-chip"
          data-testid="portico-onramp-token"
          onClick={() => portico.modal.pushView({ view: 'OnRampTokenSelect' })}
        >
          {purchaseCurrency ? (
            <>
              <TokenIcon symbol={purchaseCurrency.symbol} size={24} />
              <span data-testid="portico-onramp-token-symbol">{purchaseCurrency.symbol}</span>
              <span className="visually-hidden">{t('onrampChooseTokenSuffix')}</span>
            </>
          ) : (
            <span>{t('onrampSelectToken')}</span>
          )}
          <ChevronIcon size={14} />
        </button>
      </div>
      <div
        className="onramp-quote"
        aria-live="polite"
        aria-busy={quotesLoading || undefined}
        data-testid="portico-onramp-quote"
      >
        {breakdown ? (
          <>
            <p className="onramp-you-get">
              <span data-testid="portico-onramp-you-get">
                {t('onrampYouGet', {
                  amount: formatPurchaseAmount(breakdown.purchase.amount, locale),
                  symbol: purchaseCurrency?.symbol ?? breakdown.purchase.currency,
                })}
              </span>
              {quoteIsEstimate && (
                <span className="onramp-badge" data-testid="portico-onramp-estimate">
                  {t('onrampEstimate')}
                </span>
              )}
            </p>
            {quoteIsEstimate && <p className="muted">{t('onrampEstimateHint')}</p>}
            <dl>
              {provider && (
                <div>
                  <dt>{t('onrampProvider')}</dt>
                  <dd data-testid="portico-onramp-provider-name">{provider.name}</dd>
                </div>
              )}
              <div>
                <dt>{t('onrampNetworkFee')}</dt>
                <dd data-testid="portico-onramp-network-fee">
                  {breakdown.networkFee.currency === breakdown.total.currency
                    ? money(breakdown.networkFee)
                    : t('onrampAmount', {
                        amount: formatPurchaseAmount(breakdown.networkFee.amount, locale),
                        currency: breakdown.networkFee.currency,
                      })}
                </dd>
              </div>
              {breakdown.fees && (
                <div>
                  <dt>{t('onrampFees')}</dt>
                  <dd data-testid="portico-onramp-fees">{money(breakdown.fees)}</dd>
                </div>
              )}
              <div className="onramp-total">
                <dt>{t('onrampTotal')}</dt>
                <dd data-testid="portico-onramp-total">{money(breakdown.total)}</dd>
              </div>
            </dl>
          </>
        ) : (
          quotesLoading && <p className="muted">{t('onrampGettingQuote')}</p>
        )}
      </div>
      {state.defaultOptions && (
        <p className="note" data-testid="portico-onramp-default-options">
          {t('onrampDefaultOptions')}
        </p>
      )}
      <div aria-live="assertive">
        {shownError && (
          <p className="field-error" data-testid="portico-onramp-error">
            {tError(shownError.shortMessage)}
          </p>
        )}
      </div>
      <FormSubmit ready={status.ready} label={t(status.label)} testId="portico-onramp-continue" />
    </form>
  )
}
