import { generateKeyPairSync } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { OnrampConfigurationError, productionOnrampProviders } from './productionProviders.js'

const EC_PEM = generateKeyPairSync('ec', { namedCurve: 'prime256v1' })
  .privateKey.export({ type: 'sec1', format: 'pem' })
  .toString()

const COINBASE = {
  PORTICO_ONRAMP_COINBASE_KEY_NAME: 'organizations/o/apiKeys/k',
  PORTICO_ONRAMP_COINBASE_PRIVATE_KEY: EC_PEM,
}
const MOONPAY = {
  PORTICO_ONRAMP_MOONPAY_API_KEY: 'pk_live_publishable',
  PORTICO_ONRAMP_MOONPAY_SECRET_KEY: 'sk_live_VERY_SECRET_1',
}
const TRANSAK = {
  PORTICO_ONRAMP_TRANSAK_API_KEY: 'transak-api-key',
  PORTICO_ONRAMP_TRANSAK_API_SECRET: 'TRANSAK_SECRET_2',
  PORTICO_ONRAMP_TRANSAK_REFERRER_DOMAIN: 'dapp.example',
}
const SECRETS = ['sk_live_VERY_SECRET_1', 'TRANSAK_SECRET_2', EC_PEM.split('\n')[1] as string]

function startError(env: NodeJS.ProcessEnv): string {
  try {
    productionOnrampProviders({ env })
  } catch (error) {
    expect(error).toBeInstanceOf(OnrampConfigurationError)
    const message = (error as Error).message
    for (const secret of SECRETS) expect(message).not.toContain(secret)
    return message
  }
  throw new Error('expected a start error')
}

describe('productionOnrampProviders: a provider is offered only when fully configured', () => {
  it.each<[string, NodeJS.ProcessEnv, string[]]>([
    ['nothing set: no production provider', {}, []],
    ['Coinbase (key name and private key)', COINBASE, ['coinbase']],
    ['MoonPay (publishable and secret keys)', MOONPAY, ['moonpay']],
    [
      'MoonPay sandbox (test keys and _SANDBOX=1)',
      {
        PORTICO_ONRAMP_MOONPAY_API_KEY: 'pk_test_a',
        PORTICO_ONRAMP_MOONPAY_SECRET_KEY: 'sk_test_b',
        PORTICO_ONRAMP_MOONPAY_SANDBOX: '1',
      },
      ['moonpay'],
    ],
    ['Transak (key, secret, referrer domain)', TRANSAK, ['transak']],
    [
      'all three, in the order Coinbase, MoonPay, Transak',
      { ...TRANSAK, ...MOONPAY, ...COINBASE },
      ['coinbase', 'moonpay', 'transak'],
    ],
    ['empty values count as unset', { PORTICO_ONRAMP_MOONPAY_API_KEY: ' ' }, []],
  ])('%s', (_, env, ids) => {
    expect(productionOnrampProviders({ env }).map((p) => p.id)).toEqual(ids)
  })

  it('MoonPay sandbox opens the sandbox widget', async () => {
    const [moonpay] = productionOnrampProviders({
      env: {
        PORTICO_ONRAMP_MOONPAY_API_KEY: 'pk_test_a',
        PORTICO_ONRAMP_MOONPAY_SECRET_KEY: 'sk_test_b',
        PORTICO_ONRAMP_MOONPAY_SANDBOX: '1',
      },
    })
    const url = await moonpay?.buildUrl({
      destinationWallets: [
        { address: '0xde0b295669a9fd93d5f28d9ec85e40f4cb697bae', blockchains: ['ethereum'] },
      ],
      defaultAsset: 'ETH',
      partnerUserId: 'u',
      defaultExperience: 'buy',
      projectId: 'p',
      apiBaseUrl: 'http://127.0.0.1:4000',
    })
    expect(
      url?.startsWith('https://buy-sandbox.moonpay.com?apiKey=pk_test_a&currencyCode=eth&'),
    ).toBe(true)
  })

  it.each<[string, NodeJS.ProcessEnv, string]>([
    [
      'Coinbase without its private key',
      { PORTICO_ONRAMP_COINBASE_KEY_NAME: 'k' },
      'Coinbase Onramp is half configured: PORTICO_ONRAMP_COINBASE_KEY_NAME set but PORTICO_ONRAMP_COINBASE_PRIVATE_KEY missing (set all of PORTICO_ONRAMP_COINBASE_KEY_NAME, PORTICO_ONRAMP_COINBASE_PRIVATE_KEY, or none)',
    ],
    [
      'MoonPay without its secret key',
      { PORTICO_ONRAMP_MOONPAY_API_KEY: 'pk_live_publishable' },
      'MoonPay is half configured: PORTICO_ONRAMP_MOONPAY_API_KEY set but PORTICO_ONRAMP_MOONPAY_SECRET_KEY missing (set all of PORTICO_ONRAMP_MOONPAY_API_KEY, PORTICO_ONRAMP_MOONPAY_SECRET_KEY, or none)',
    ],
    [
      'MoonPay with only the sandbox switch',
      { PORTICO_ONRAMP_MOONPAY_SANDBOX: '1' },
      'MoonPay is half configured: PORTICO_ONRAMP_MOONPAY_SANDBOX set but PORTICO_ONRAMP_MOONPAY_API_KEY, PORTICO_ONRAMP_MOONPAY_SECRET_KEY missing (set all of PORTICO_ONRAMP_MOONPAY_API_KEY, PORTICO_ONRAMP_MOONPAY_SECRET_KEY, or none)',
    ],
    [
      'Transak without its referrer domain',
      { ...TRANSAK, PORTICO_ONRAMP_TRANSAK_REFERRER_DOMAIN: undefined },
      'Transak is half configured: PORTICO_ONRAMP_TRANSAK_API_KEY, PORTICO_ONRAMP_TRANSAK_API_SECRET set but PORTICO_ONRAMP_TRANSAK_REFERRER_DOMAIN missing (set all of PORTICO_ONRAMP_TRANSAK_API_KEY, PORTICO_ONRAMP_TRANSAK_API_SECRET, PORTICO_ONRAMP_TRANSAK_REFERRER_DOMAIN, or none)',
    ],
    [
      'a Coinbase key that is not a CDP key',
      { ...COINBASE, PORTICO_ONRAMP_COINBASE_PRIVATE_KEY: 'sk_live_VERY_SECRET_1' },
      'PORTICO_ONRAMP_COINBASE_PRIVATE_KEY: the CDP private key is neither a PEM key nor 64 bytes of base64 (Ed25519)',
    ],
    [
      'MoonPay keys swapped',
      {
        PORTICO_ONRAMP_MOONPAY_API_KEY: 'sk_live_VERY_SECRET_1',
        PORTICO_ONRAMP_MOONPAY_SECRET_KEY: 'pk_live_publishable',
      },
      'PORTICO_ONRAMP_MOONPAY_API_KEY is not a MoonPay publishable key (pk_live_… or pk_test_…)',
    ],
    [
      'MoonPay test keys without the sandbox',
      {
        PORTICO_ONRAMP_MOONPAY_API_KEY: 'pk_test_a',
        PORTICO_ONRAMP_MOONPAY_SECRET_KEY: 'sk_test_b',
      },
      'MoonPay test keys (pk_test_…, sk_test_…) need PORTICO_ONRAMP_MOONPAY_SANDBOX=1; production takes live keys',
    ],
    [
      'MoonPay live keys in the sandbox',
      { ...MOONPAY, PORTICO_ONRAMP_MOONPAY_SANDBOX: '1' },
      'PORTICO_ONRAMP_MOONPAY_SANDBOX=1 takes test keys (pk_test_…, sk_test_…)',
    ],
    [
      'an unknown Transak environment',
      { ...TRANSAK, PORTICO_ONRAMP_TRANSAK_ENVIRONMENT: 'DEV' },
      'PORTICO_ONRAMP_TRANSAK_ENVIRONMENT is PRODUCTION or STAGING',
    ],
    [
      'a Transak referrer that is a URL',
      { ...TRANSAK, PORTICO_ONRAMP_TRANSAK_REFERRER_DOMAIN: 'https://dapp.example/' },
      'PORTICO_ONRAMP_TRANSAK_REFERRER_DOMAIN is a domain (example.com) or an app package name',
    ],
    [
      'a base URL that is not http(s)',
      { ...COINBASE, PORTICO_ONRAMP_COINBASE_API_URL: 'ftp://x' },
      'PORTICO_ONRAMP_COINBASE_API_URL is not an http(s) URL',
    ],
  ])('%s stops the API at start, naming the variables, never the secrets', (_, env, message) => {
    expect(startError(env)).toBe(message)
  })
})
