import {
  OnrampOptionsResponse,
  OnrampQuoteBody,
  OnrampQuoteResponse,
  OnrampUrlBody,
  OnrampUrlResponse,
} from '@portico/protocol'
import type { FastifyBaseLogger } from 'fastify'
import type { RoutePlugin } from '../routes/index.js'
import { ApiError } from '../server/errors.js'
import { mergeOnrampOptions } from './mergeOnrampOptions.js'
import type { OnrampCurrencyOptions, OnrampProvider } from './OnrampProvider.js'
import { DEFAULT_API_PUBLIC_URL } from './onrampProviders.js'
import { resolveQuoteInput, resolveUrlInput } from './resolveOnrampInput.js'
import { ONRAMP_ROUTE_ERRORS, OptionsQuery } from './schemas.js'

/**
 * The on-ramp routes (spec §7, docs/swaps-and-onramp.md): `GET /v1/onramp/options`,
 * `POST /v1/onramp/quote`, `POST /v1/generators/onrampurl`, over the configured providers
 * (RouteContext.onramp; none configured: empty options, and ONRAMP_PROVIDER_NOT_AVAILABLE for the
 * rest). Requests are checked against the chosen provider's own options before it sees them; each
 * provider's own routes (the sandbox's checkout) are registered here too.
 */
export const onrampRoutes: RoutePlugin = ({ onramp }) =>
  async function onrampRoutesPlugin(app) {
    const providers = onramp?.providers ?? []
    const ids = providers.map((p) => p.id)

    const pick = (id: string | undefined): OnrampProvider => {
      const provider = id === undefined ? providers[0] : providers.find((p) => p.id === id)
      if (!provider)
        throw new ApiError('ONRAMP_PROVIDER_NOT_AVAILABLE', {
          details: { provider: id ?? null, available: ids },
        })
      return provider
    }
    const readOptions = async (
      provider: OnrampProvider,
      log: FastifyBaseLogger,
    ): Promise<OnrampCurrencyOptions> => {
      try {
        return await provider.options()
      } catch (error) {
        if (error instanceof ApiError) throw error
        log.error({ err: error, provider: provider.id }, 'on-ramp options failed')
        throw new ApiError('ONRAMP_PROVIDER_ERROR', { details: { provider: provider.id } })
      }
    }
    const call = async <T>(
      provider: OnrampProvider,
      log: FastifyBaseLogger,
      run: () => Promise<T>,
    ) => {
      try {
        return await run()
      } catch (error) {
        if (error instanceof ApiError) throw error
        log.error({ err: error, provider: provider.id }, 'on-ramp provider failed')
        throw new ApiError('ONRAMP_PROVIDER_ERROR', { details: { provider: provider.id } })
      }
    }
    /** The API's own URL as configured (PORTICO_API_PUBLIC_URL); never the request's Host. */
    const apiBaseUrl = (onramp?.publicUrl ?? DEFAULT_API_PUBLIC_URL).replace(/\/+$/, '')

    app.get<{ Querystring: OptionsQuery }>(
      '/v1/onramp/options',
      {
        schema: {
          tags: ['onramp'],
          summary:
            'What can be bought and paid with: every configured provider’s options, or one’s (spec §3)',
          querystring: OptionsQuery,
          response: { 200: OnrampOptionsResponse, ...ONRAMP_ROUTE_ERRORS },
        },
      },
      async (request) => {
        const { provider } = request.query
        if (provider !== undefined) {
          const chosen = pick(provider)
          return { providers: [chosen.id], ...(await readOptions(chosen, request.log)) }
        }
        // One provider that cannot answer leaves the others' options standing.
        const all = await Promise.all(
          providers.map((p) => readOptions(p, request.log).catch(() => undefined)),
        )
        return {
          providers: providers.filter((_, i) => all[i]).map((p) => p.id),
          ...mergeOnrampOptions(all.filter((o): o is OnrampCurrencyOptions => Boolean(o))),
        }
      },
    )

    app.post<{ Body: OnrampQuoteBody }>(
      '/v1/onramp/quote',
      {
        schema: {
          tags: ['onramp'],
          summary: 'A quote for paying `amount` (spec §3 "Onramp quote")',
          body: OnrampQuoteBody,
          response: { 200: OnrampQuoteResponse, ...ONRAMP_ROUTE_ERRORS },
        },
      },
      async (request) => {
        const provider = pick(request.body.provider)
        const input = resolveQuoteInput(await readOptions(provider, request.log), request.body)
        const quote = provider.quote?.bind(provider)
        if (!quote)
          throw new ApiError('ONRAMP_PROVIDER_NOT_AVAILABLE', {
            message: 'This on-ramp provider gives no quotes',
            details: { provider: provider.id },
          })
        return call(provider, request.log, () => quote(input))
      },
    )

    app.post<{ Body: OnrampUrlBody }>(
      '/v1/generators/onrampurl',
      {
        schema: {
          tags: ['onramp'],
          summary: 'The URL of the provider’s checkout for a purchase',
          body: OnrampUrlBody,
          response: { 200: OnrampUrlResponse, ...ONRAMP_ROUTE_ERRORS },
        },
      },
      async (request) => {
        const { body } = request
        const provider = pick(body.provider)
        const resolved = resolveUrlInput(await readOptions(provider, request.log), body)
        const url = await call(provider, request.log, () =>
          provider.buildUrl({
            destinationWallets: resolved.destinationWallets,
            defaultNetwork: resolved.defaultNetwork,
            partnerUserId: body.partnerUserId,
            defaultExperience: 'buy',
            defaultAsset: body.defaultAsset,
            presetCryptoAmount: body.presetCryptoAmount,
            presetFiatAmount: body.presetFiatAmount,
            paymentCurrency: resolved.paymentCurrency,
            paymentMethod: resolved.paymentMethod,
            redirectUrl: body.redirectUrl,
            projectId: request.project?.id ?? '',
            apiBaseUrl,
            clientIp: request.ip,
          }),
        )
        return { url }
      },
    )

    for (const provider of providers) if (provider.routes) await app.register(provider.routes)
  }
