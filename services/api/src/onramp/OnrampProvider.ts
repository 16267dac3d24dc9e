import type {
  OnrampOptionsResponse,
  OnrampQuoteBody,
  OnrampQuoteResponse,
  OnrampUrlBody,
} from '@portico/protocol'
import type { FastifyPluginAsync } from 'fastify'

/**
 * The on-ramp's provider interface and its wire shapes (spec §3 "Onramp quote" and "Onramp
 * options", docs/swaps-and-onramp.md). Every provider (the devnet sandbox, Coinbase Onramp, MoonPay,
 * Transak) implements OnrampProvider; the routes in onrampRoutes.ts validate the input and pick the
 * provider, so a provider sees only well-formed requests.
 *
 * Errors: a provider throws `ApiError` (server/errors.ts): 'VALIDATION_ERROR' with details for
 * input it cannot serve (a currency or network it does not offer, an amount outside its limits),
 * 'ONRAMP_PROVIDER_ERROR' when its upstream fails. Never put secrets in messages or details.
 */

export type {
  OnrampAmount,
  OnrampDestinationWallet,
  OnrampNetwork,
  OnrampPaymentCurrency,
  OnrampPaymentMethodLimit,
  OnrampPurchaseCurrency,
} from '@portico/protocol'

/** A quote as the provider answers it: `POST /v1/onramp/quote`'s answer (@portico/protocol). */
export type OnrampQuote = OnrampQuoteResponse

/** What a provider offers (the body of `GET /v1/onramp/options` without `providers`). */
export type OnrampCurrencyOptions = Omit<OnrampOptionsResponse, 'providers'>

/** `POST /v1/onramp/quote`'s body, validated (provider already picked). */
export type OnrampQuoteRequest = Omit<OnrampQuoteBody, 'provider'>

/** `POST /v1/generators/onrampurl`'s body, validated (provider already picked), plus what the route knows. */
export type OnrampUrlRequest = Omit<OnrampUrlBody, 'provider'> & {
  /** The project asking (for the provider's partner reference). */
  projectId: string
  /**
   * The API's own base URL as configured (PORTICO_API_PUBLIC_URL, `http://127.0.0.1:4000` by
   * default; never the request's Host), without a trailing slash: where the sandbox's checkout
   * page lives. Production providers ignore it.
   */
  apiBaseUrl: string
  /** The buyer's IP address as the API saw it (behind a proxy: PORTICO_API_TRUST_PROXY); Coinbase asks for it. */
  clientIp?: string | undefined
}

/** One on-ramp provider (docs/swaps-and-onramp.md "On-ramp providers"). */
export type OnrampProvider = {
  /** 'sandbox', 'coinbase', 'moonpay', 'transak': what `provider` in the requests names. */
  id: string
  /** Shown to the buyer: 'Coinbase', 'Portico Sandbox (devnet)'. */
  name: string
  /** The provider's fee range in basis points (spec §9: 100–200), for the providers list. */
  feeBps?: { min: number; max: number } | undefined
  /** Currencies and limits it offers. */
  options(): Promise<OnrampCurrencyOptions>
  /** A quote for paying `amount`; absent when the provider gives none (the widget estimates). */
  quote?(request: OnrampQuoteRequest): Promise<OnrampQuote>
  /** The URL of the provider's checkout for this purchase (signed where the provider wants it). */
  buildUrl(request: OnrampUrlRequest): Promise<string>
  /**
   * The provider's own routes, registered by the on-ramp routes (the sandbox's checkout page; a
   * provider's webhook). Routes that take no project set `config: { public: true }`.
   */
  routes?: FastifyPluginAsync | undefined
  /** Releases what it holds (clients, timers). */
  close?(): Promise<void>
}
