import type { PorticoContext } from '../../context.js'
import { lazyFeature } from '../../instance/lazyFeature.js'
import type { FetchOnrampOptionsErrorType } from './fetchOnrampOptions.js'
import type { FetchOnrampQuoteErrorType } from './fetchOnrampQuote.js'
import type { OnrampPaymentCurrency, OnrampPurchaseCurrency } from './OnrampState.js'
import type { OpenOnrampErrorType } from './openOnramp.js'
import { openOnrampPopup } from './openOnrampPopup.js'
import { resetOnramp } from './resetOnramp.js'
import { selectOnrampProvider } from './selectOnrampProvider.js'
import { setOnrampAmount } from './setOnrampAmount.js'
import { setOnrampPaymentCurrency } from './setOnrampPaymentCurrency.js'
import { setOnrampPurchaseCurrency } from './setOnrampPurchaseCurrency.js'

/** Parameters of `portico.onramp.open`. */
export type OpenOnrampActionParameters = {
  /** Opens the provider's window; called synchronously inside the click. */
  openPopup?: (() => Window | null) | undefined
  /** How often the balance is read while the purchase is watched. @default 5000 */
  intervalMs?: number | undefined
  /** How long the purchase is watched. @default 1800000 (30 min) */
  timeoutMs?: number | undefined
}

/**
 * `portico.onramp`: buying crypto (docs/swaps-and-onramp.md); state in `stores.onramp`. The picks
 * and the reset change the state at once (the views read it in the same click); options, quotes
 * and the purchase load on first use.
 */
export type OnrampActions = {
  /**
   * Loads the on-ramp options into `stores.onramp` — the built-in defaults when they cannot be
   * read (`defaultOptions: true`) — and picks USD and USDC (or the first token offered on the
   * active network).
   */
  fetchOptions(): Promise<void>
  /** Selects a provider of `stores.onramp.providers`, or none with undefined; quotes again. */
  selectProvider(parameters: { provider: string | undefined }): Promise<void>
  /** Picks the fiat currency to pay with (the currency or its id); quotes again. */
  setPaymentCurrency(parameters: { currency: OnrampPaymentCurrency | string }): Promise<void>
  /** Picks the token to buy (the currency or its id); quotes again. */
  setPurchaseCurrency(parameters: { currency: OnrampPurchaseCurrency | string }): Promise<void>
  /**
   * Sets the amount to pay as typed ("100.50"), then checks it against the payment method's
   * limits and quotes it (the estimate when the quote fails; older requests aborted).
   */
  setAmount(parameters: { amount: string }): Promise<void>
  /** Quotes the current amount again (also run by every pick). */
  fetchQuote(): Promise<void>
  /**
   * Starts the purchase in the provider's popup and shows BuyInProgress, watching the balance
   * until the tokens arrive (`stores.onramp.purchase`). Call it inside the click: the popup opens
   * synchronously (or pass `openPopup`), the rest loads on demand. Rejects with the error it puts
   * in `stores.onramp.error`.
   */
  open(parameters?: OpenOnrampActionParameters): Promise<void>
  /** Back to the initial on-ramp state: the quote aborted, the watch stopped, the popup forgotten. */
  reset(): void
}

export function createOnrampActions(context: PorticoContext): OnrampActions {
  const onramp = lazyFeature(() => import('./onrampModule.js'))
  return {
    fetchOptions: () => onramp((m) => m.fetchOnrampOptions(context)),
    selectProvider: ({ provider }) => selectOnrampProvider(context, provider),
    setPaymentCurrency: ({ currency }) => setOnrampPaymentCurrency(context, currency),
    setPurchaseCurrency: ({ currency }) => setOnrampPurchaseCurrency(context, currency),
    setAmount: ({ amount }) => setOnrampAmount(context, amount),
    fetchQuote: () => onramp((m) => m.fetchOnrampQuote(context)),
    open: ({ openPopup = openOnrampPopup, ...watch } = {}) => {
      const popup = openPopup()
      return onramp((m) => m.openOnramp(context, { popup, ...watch }))
    },
    reset: () => resetOnramp(context),
  }
}

/**
 * What each `portico.onramp` method throws, by method (docs/errors.md): `OnrampActionsErrorTypes['fetchOptions']`
 * is the union of the PorticoError classes it can reject or throw with; `never` where the method
 * throws nothing (a failure it meets is kept in the feature's store for the view). The named types
 * are the actions' own (`<Action>ErrorType`, beside each action).
 */
export type OnrampActionsErrorTypes = {
  fetchOptions: FetchOnrampOptionsErrorType
  selectProvider: FetchOnrampQuoteErrorType
  setPaymentCurrency: FetchOnrampQuoteErrorType
  setPurchaseCurrency: FetchOnrampQuoteErrorType
  setAmount: FetchOnrampQuoteErrorType
  fetchQuote: FetchOnrampQuoteErrorType
  open: OpenOnrampErrorType
  reset: never
}

export type { FetchOnrampOptionsErrorType } from './fetchOnrampOptions.js'
export type { FetchOnrampQuoteErrorType } from './fetchOnrampQuote.js'
export type { OpenOnrampErrorType } from './openOnramp.js'
