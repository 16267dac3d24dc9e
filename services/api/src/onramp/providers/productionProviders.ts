/**
 * The production on-ramp providers the environment configures, in the order Coinbase, MoonPay,
 * Transak. A provider is offered only when all its required settings are present; some present
 * and others missing, or one that cannot be right (a key of the wrong kind, an unknown
 * environment), stops the API at start with an error naming the variables — never their values.
 *
 * | provider | required | optional |
 * |---|---|---|
 * | Coinbase | PORTICO_ONRAMP_COINBASE_KEY_NAME, PORTICO_ONRAMP_COINBASE_PRIVATE_KEY | _API_URL, _PAY_URL |
 * | MoonPay | PORTICO_ONRAMP_MOONPAY_API_KEY, PORTICO_ONRAMP_MOONPAY_SECRET_KEY | _SANDBOX=1, _API_URL |
 * | Transak | PORTICO_ONRAMP_TRANSAK_API_KEY, PORTICO_ONRAMP_TRANSAK_API_SECRET, PORTICO_ONRAMP_TRANSAK_REFERRER_DOMAIN | _ENVIRONMENT (PRODUCTION, STAGING), _API_URL, _GATEWAY_URL |
 */
import type { OnrampProvider } from '../OnrampProvider.js'
import { parseCdpSigningKey } from './cdpJwt.js'
import { createCoinbaseProvider } from './coinbase.js'
import { createMoonPayProvider } from './moonpay.js'
import { createTransakProvider, TRANSAK_ENVIRONMENTS, type TransakEnvironment } from './transak.js'

/** A production on-ramp setting that cannot start the API. */
export class OnrampConfigurationError extends Error {
  override name = 'OnrampConfigurationError'
}

/** Parameters of {@link productionOnrampProviders}. */
export type ProductionOnrampProvidersParameters = {
  env: NodeJS.ProcessEnv
  /** Outgoing HTTP. @default fetch */
  fetch?: typeof fetch | undefined
  /** @default Date.now */
  now?: (() => number) | undefined
}

type Settings = Record<string, string | undefined>

/**
 * Reads one provider's variables: undefined when none is set, the values when every required
 * one is, an OnrampConfigurationError naming the missing ones otherwise.
 */
function read(
  env: NodeJS.ProcessEnv,
  provider: string,
  prefix: string,
  required: readonly string[],
  optional: readonly string[],
): Settings | undefined {
  const value = (name: string) => {
    const text = env[`${prefix}${name}`]?.trim()
    return text ? text : undefined
  }
  const settings: Settings = {}
  for (const name of [...required, ...optional]) settings[name] = value(name)
  const set = Object.entries(settings).filter(([, v]) => v !== undefined)
  if (set.length === 0) return undefined
  const missing = required.filter((name) => settings[name] === undefined)
  if (missing.length > 0)
    throw new OnrampConfigurationError(
      `${provider} is half configured: ${set.map(([n]) => prefix + n).join(', ')} set but ${missing
        .map((n) => prefix + n)
        .join(', ')} missing (set all of ${required.map((n) => prefix + n).join(', ')}, or none)`,
    )
  return settings
}

function httpUrl(variable: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined
  let url: URL | undefined
  try {
    url = new URL(value)
  } catch {}
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:'))
    throw new OnrampConfigurationError(`${variable} is not an http(s) URL`)
  return value.replace(/\/$/, '')
}

/** Every fully configured production provider (see the module comment). */
export function productionOnrampProviders({
  env,
  fetch: fetchImpl,
  now,
}: ProductionOnrampProvidersParameters): OnrampProvider[] {
  const providers: OnrampProvider[] = []

  const coinbase = read(
    env,
    'Coinbase Onramp',
    'PORTICO_ONRAMP_COINBASE_',
    ['KEY_NAME', 'PRIVATE_KEY'],
    ['API_URL', 'PAY_URL'],
  )
  if (coinbase) {
    try {
      parseCdpSigningKey(coinbase.PRIVATE_KEY as string)
    } catch (error) {
      throw new OnrampConfigurationError(
        `PORTICO_ONRAMP_COINBASE_PRIVATE_KEY: ${(error as Error).message}`,
      )
    }
    providers.push(
      createCoinbaseProvider({
        keyName: coinbase.KEY_NAME as string,
        privateKey: coinbase.PRIVATE_KEY as string,
        apiUrl: httpUrl('PORTICO_ONRAMP_COINBASE_API_URL', coinbase.API_URL),
        payUrl: httpUrl('PORTICO_ONRAMP_COINBASE_PAY_URL', coinbase.PAY_URL),
        fetch: fetchImpl,
      }),
    )
  }

  const moonpay = read(
    env,
    'MoonPay',
    'PORTICO_ONRAMP_MOONPAY_',
    ['API_KEY', 'SECRET_KEY'],
    ['SANDBOX', 'API_URL'],
  )
  if (moonpay) {
    const apiKey = /^pk_(live|test)_\S+$/.exec(moonpay.API_KEY as string)
    const secretKey = /^sk_(live|test)_\S+$/.exec(moonpay.SECRET_KEY as string)
    if (!apiKey)
      throw new OnrampConfigurationError(
        'PORTICO_ONRAMP_MOONPAY_API_KEY is not a MoonPay publishable key (pk_live_… or pk_test_…)',
      )
    if (!secretKey)
      throw new OnrampConfigurationError(
        'PORTICO_ONRAMP_MOONPAY_SECRET_KEY is not a MoonPay secret key (sk_live_… or sk_test_…)',
      )
    if (moonpay.SANDBOX !== undefined && moonpay.SANDBOX !== '1' && moonpay.SANDBOX !== '0')
      throw new OnrampConfigurationError('PORTICO_ONRAMP_MOONPAY_SANDBOX is 1 or 0')
    const sandbox = moonpay.SANDBOX === '1'
    const mode = sandbox ? 'test' : 'live'
    if (apiKey[1] !== mode || secretKey[1] !== mode)
      throw new OnrampConfigurationError(
        sandbox
          ? 'PORTICO_ONRAMP_MOONPAY_SANDBOX=1 takes test keys (pk_test_…, sk_test_…)'
          : 'MoonPay test keys (pk_test_…, sk_test_…) need PORTICO_ONRAMP_MOONPAY_SANDBOX=1; production takes live keys',
      )
    providers.push(
      createMoonPayProvider({
        apiKey: moonpay.API_KEY as string,
        secretKey: moonpay.SECRET_KEY as string,
        sandbox,
        apiUrl: httpUrl('PORTICO_ONRAMP_MOONPAY_API_URL', moonpay.API_URL),
        fetch: fetchImpl,
      }),
    )
  }

  const transak = read(
    env,
    'Transak',
    'PORTICO_ONRAMP_TRANSAK_',
    ['API_KEY', 'API_SECRET', 'REFERRER_DOMAIN'],
    ['ENVIRONMENT', 'API_URL', 'GATEWAY_URL'],
  )
  if (transak) {
    const environment = (transak.ENVIRONMENT ?? 'PRODUCTION').toUpperCase()
    if (!(environment in TRANSAK_ENVIRONMENTS))
      throw new OnrampConfigurationError(
        'PORTICO_ONRAMP_TRANSAK_ENVIRONMENT is PRODUCTION or STAGING',
      )
    if (/\s|\//.test(transak.REFERRER_DOMAIN as string))
      throw new OnrampConfigurationError(
        'PORTICO_ONRAMP_TRANSAK_REFERRER_DOMAIN is a domain (example.com) or an app package name',
      )
    providers.push(
      createTransakProvider({
        apiKey: transak.API_KEY as string,
        apiSecret: transak.API_SECRET as string,
        referrerDomain: transak.REFERRER_DOMAIN as string,
        environment: environment as TransakEnvironment,
        apiUrl: httpUrl('PORTICO_ONRAMP_TRANSAK_API_URL', transak.API_URL),
        gatewayUrl: httpUrl('PORTICO_ONRAMP_TRANSAK_GATEWAY_URL', transak.GATEWAY_URL),
        fetch: fetchImpl,
        now,
      }),
    )
  }
  return providers
}
