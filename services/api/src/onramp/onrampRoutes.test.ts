import { type DevnetChainConfig, type DevnetHandle, uniswapV2PairAbi } from '@portico/devnet'
import { startTestDevnet } from '@portico/devnet/testing'
import {
  OnrampOptionsResponse,
  type OnrampQuoteBody,
  OnrampQuoteResponse,
  type OnrampUrlBody,
  OnrampUrlResponse,
} from '@portico/protocol'
import { schemaErrors } from '@portico/protocol/testing'
import { createPublicClient, getAddress, http } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NATIVE_TOKEN_ADDRESS } from '../indexer/constants.js'
import { ENGINES } from '../testing/openTestDatabase.js'
import { P1_QUERY } from '../testing/startTestApi.js'
import { parseFiatAmount } from './fiatAmount.js'
import { SANDBOX_USD_MICROS_PER_CENT } from './providers/sandbox/sandboxConstants.js'
import { startOnrampApi } from './testing/startOnrampApi.js'

let devnet: DevnetHandle
beforeAll(async () => {
  devnet = await startTestDevnet()
}, 60_000)
afterAll(() => devnet?.stop())

const chainOf = (chainId: number) =>
  devnet.config.chains.find((c) => c.chainId === chainId) as DevnetChainConfig

/** The USDC and WETH reserves of a chain's USDC/WETH pool, read here with viem. */
async function reserves(chainId: number) {
  const chain = chainOf(chainId)
  const client = createPublicClient({ transport: http(chain.rpcUrl) })
  const pair = chain.contracts.pairs['USDC/WETH']
  const [token0, [r0, r1]] = await Promise.all([
    client.readContract({ address: pair, abi: uniswapV2PairAbi, functionName: 'token0' }),
    client.readContract({ address: pair, abi: uniswapV2PairAbi, functionName: 'getReserves' }),
  ])
  const usdcFirst = token0.toLowerCase() === chain.contracts.usdc.toLowerCase()
  return { usdc: usdcFirst ? r0 : r1, weth: usdcFirst ? r1 : r0 }
}

const cents = (value: string) => {
  const parsed = parseFiatAmount(value)
  if (parsed === undefined) throw new Error(`not an amount: ${value}`)
  return parsed
}
/** A decimal string as base units. */
const baseUnits = (value: string, decimals: number) => {
  const [whole = '0', fraction = ''] = value.split('.')
  return BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0')
}

describe.each(ENGINES)('on-ramp routes on %s (spec §3, §7)', (engine) => {
  let api: Awaited<ReturnType<typeof startOnrampApi>>
  beforeAll(async () => {
    api = await startOnrampApi({ engine, devnet: devnet.config })
  })
  afterAll(() => api?.close())

  const get = (path: string) =>
    api.app.inject({ url: `${path}${path.includes('?') ? '&' : '?'}${P1_QUERY}` })
  const post = (path: string, body: unknown) =>
    api.app.inject({ method: 'POST', url: `${path}?${P1_QUERY}`, payload: body as never })

  describe('GET /v1/onramp/options', () => {
    it('spec §3 shapes: providers ["sandbox"]; USD and EUR with card 10.00–7500.00 and ach 10.00–25000.00; USDC and ETH on the devnet chains', async () => {
      const response = await get('/v1/onramp/options')
      expect(response.statusCode).toBe(200)
      const limits = [
        { id: 'card', min: '10.00', max: '7500.00' },
        { id: 'ach', min: '10.00', max: '25000.00' },
      ]
      const networks = (address: (c: DevnetChainConfig) => string) =>
        devnet.config.chains.map((chain) => ({
          name: `devnet-${chain.key.toLowerCase()}`,
          display_name: chain.name,
          chain_id: String(chain.chainId),
          contract_address: address(chain),
        }))
      expect(response.json()).toEqual({
        providers: ['sandbox'],
        paymentCurrencies: [
          { id: 'USD', payment_method_limits: limits },
          { id: 'EUR', payment_method_limits: limits },
        ],
        purchaseCurrencies: [
          {
            id: 'USDC',
            name: 'USD Coin',
            symbol: 'USDC',
            networks: networks((c) => getAddress(c.contracts.usdc)),
          },
          {
            id: 'ETH',
            name: 'Ether',
            symbol: 'ETH',
            networks: networks(() => NATIVE_TOKEN_ADDRESS),
          },
        ],
      })
      expect(devnet.config.chains.map((c) => c.chainId)).toEqual([31337, 31338])
    })

    it.each<[string, number, string | undefined]>([
      ['provider=sandbox gives the sandbox’s options', 200, undefined],
      [
        'provider=coinbase (not configured) → ONRAMP_PROVIDER_NOT_AVAILABLE',
        400,
        'ONRAMP_PROVIDER_NOT_AVAILABLE',
      ],
      ['provider=Bad! → VALIDATION_ERROR', 400, 'VALIDATION_ERROR'],
    ])('%s', async (name, status, code) => {
      const provider = name.split(' ')[0]?.split('=')[1] ?? ''
      const response = await get(`/v1/onramp/options?provider=${encodeURIComponent(provider)}`)
      expect(response.statusCode).toBe(status)
      if (code) expect(response.json().error.code).toBe(code)
      else expect(response.json().providers).toEqual(['sandbox'])
    })

    it('needs the project like every API route (spec §7), answering 401 without it', async () => {
      expect((await api.app.inject({ url: '/v1/onramp/options' })).statusCode).toBe(401)
    })
  })

  describe('POST /v1/onramp/quote', () => {
    it.each<[string, string, string, string, string]>([
      ['USDC', 'devnet-a', 'USD', '100.00', 'card'],
      ['USDC', 'devnet-b', 'EUR', '10.00', 'card'],
      ['USDC', 'devnet-a', 'USD', '7500.00', 'card'],
      ['ETH', 'devnet-a', 'USD', '250.00', 'card'],
      ['ETH', 'devnet-b', 'EUR', '25000.00', 'ach'],
      ['ETH', 'eip155:31338', 'USD', '33.33', 'card'],
    ])(
      '%s on %s for %s %s (%s): provider fee 1.5%% (spec §9 1-2%%), the parts add up to the total exactly, the amount at the price',
      async (purchaseCurrency, network, paymentCurrency, amount, paymentMethod) => {
        const response = await post('/v1/onramp/quote', {
          purchaseCurrency,
          paymentCurrency,
          amount,
          network,
          paymentMethod,
        })
        expect(response.statusCode).toBe(200)
        const quote = response.json()
        expect(Object.keys(quote).sort()).toEqual(
          [
            'networkFee',
            'paymentSubtotal',
            'paymentTotal',
            'providerFee',
            'purchaseAmount',
            'quoteId',
          ].sort(),
        )
        expect(quote.quoteId).toMatch(/^[0-9a-f-]{36}$/)
        for (const key of ['networkFee', 'paymentSubtotal', 'paymentTotal', 'providerFee'])
          expect(quote[key].currency).toBe(paymentCurrency)
        expect(quote.purchaseAmount.currency).toBe(purchaseCurrency)
        const total = cents(quote.paymentTotal.amount)
        const fee = cents(quote.providerFee.amount)
        const subtotal = cents(quote.paymentSubtotal.amount)
        expect(total).toBe(cents(amount))
        expect(subtotal + fee + cents(quote.networkFee.amount)).toBe(total)
        expect(fee * 100n).toBeGreaterThanOrEqual(total)
        expect(fee * 50n).toBeLessThanOrEqual(total)
        expect(fee).toBe((total * 150n + 5_000n) / 10_000n)
        const micros = subtotal * SANDBOX_USD_MICROS_PER_CENT[paymentCurrency as 'USD' | 'EUR']
        if (purchaseCurrency === 'USDC')
          expect(baseUnits(quote.purchaseAmount.amount, 6)).toBe(micros)
        else {
          const chainId = network.endsWith('31338') || network === 'devnet-b' ? 31338 : 31337
          const pool = await reserves(chainId)
          expect(baseUnits(quote.purchaseAmount.amount, 18)).toBe((micros * pool.weth) / pool.usdc)
        }
      },
    )

    const quote = {
      purchaseCurrency: 'USDC',
      paymentCurrency: 'USD',
      amount: '50.00',
      network: 'devnet-a',
    }
    it.each<[string, Record<string, unknown>, number, string?, string?]>([
      ['card minimum 10.00 is taken', { amount: '10.00' }, 200],
      ['card below 10.00 is refused', { amount: '9.99' }, 400, 'VALIDATION_ERROR', '/amount'],
      ['card maximum 7500.00 is taken', { amount: '7500.00' }, 200],
      ['card above 7500.00 is refused', { amount: '7500.01' }, 400, 'VALIDATION_ERROR', '/amount'],
      ['ach above the card limit is taken', { amount: '7500.01', paymentMethod: 'ach' }, 200],
      ['ach maximum 25000.00 is taken', { amount: '25000.00', paymentMethod: 'ach' }, 200],
      [
        'ach above 25000.00 is refused',
        { amount: '25000.01', paymentMethod: 'ach' },
        400,
        'VALIDATION_ERROR',
        '/amount',
      ],
      [
        'EUR ach above 25000.00 is refused',
        { amount: '25000.01', paymentMethod: 'ach', paymentCurrency: 'EUR' },
        400,
        'VALIDATION_ERROR',
        '/amount',
      ],
      ['3 decimals are refused', { amount: '10.001' }, 400, 'VALIDATION_ERROR', '/amount'],
      [
        'a number with 3 decimals is refused',
        { amount: 10.001 },
        400,
        'VALIDATION_ERROR',
        '/amount',
      ],
      [
        'an unknown payment method',
        { paymentMethod: 'sepa' },
        400,
        'VALIDATION_ERROR',
        '/paymentMethod',
      ],
      [
        'an unknown purchase currency',
        { purchaseCurrency: 'DOGE' },
        400,
        'VALIDATION_ERROR',
        '/purchaseCurrency',
      ],
      ['an unknown network', { network: 'ethereum' }, 400, 'VALIDATION_ERROR', '/network'],
      ['an unknown CAIP-2 network', { network: 'eip155:1' }, 400, 'VALIDATION_ERROR', '/network'],
      [
        'an unknown payment currency',
        { paymentCurrency: 'GBP' },
        400,
        'VALIDATION_ERROR',
        '/paymentCurrency',
      ],
      ['a symbol in lower case is the currency', { purchaseCurrency: 'usdc' }, 200],
      ['a provider not configured', { provider: 'moonpay' }, 400, 'ONRAMP_PROVIDER_NOT_AVAILABLE'],
      ['the sandbox by name', { provider: 'sandbox' }, 200],
    ])('%s', async (_, change, status, code, path) => {
      const response = await post('/v1/onramp/quote', { ...quote, ...change })
      expect(response.statusCode, response.body).toBe(status)
      if (!code) return
      const { error } = response.json()
      expect(error.code).toBe(code)
      if (path) expect(JSON.stringify(error.details)).toContain(`"path":"${path}`)
    })

    it('several problems are answered at once, each naming its field', async () => {
      const response = await post('/v1/onramp/quote', {
        ...quote,
        purchaseCurrency: 'DOGE',
        paymentCurrency: 'GBP',
      })
      expect(response.json().error.details.map((d: { path: string }) => d.path)).toEqual([
        '/purchaseCurrency',
        '/paymentCurrency',
      ])
    })
  })

  describe('POST /v1/generators/onrampurl', () => {
    const buyer = privateKeyToAddress(generatePrivateKey())
    const body = {
      destinationWallets: [{ address: buyer, blockchains: ['devnet-a'], assets: ['USDC'] }],
      defaultNetwork: 'devnet-a',
      partnerUserId: buyer,
      defaultExperience: 'buy',
      presetFiatAmount: '25.00',
      paymentCurrency: 'USD',
    }
    /** The checksummed address with one letter's case flipped: mixed case, wrong checksum. */
    const mixedWrongChecksum = buyer.replace(/(?<=^0x[0-9]*)[a-fA-F]/, (c) =>
      c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase(),
    )

    it.each<[string, Record<string, unknown>, string, string]>([
      [
        'an address that is not one',
        { destinationWallets: [{ address: '0x123', blockchains: ['devnet-a'] }] },
        'VALIDATION_ERROR',
        '/destinationWallets/0/address',
      ],
      [
        'a mixed-case address with a wrong checksum',
        { destinationWallets: [{ address: mixedWrongChecksum, blockchains: ['devnet-a'] }] },
        'VALIDATION_ERROR',
        '/destinationWallets/0/address',
      ],
      [
        'a Solana address on an EVM network',
        {
          destinationWallets: [
            { address: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM', blockchains: ['devnet-a'] },
          ],
        },
        'VALIDATION_ERROR',
        '/destinationWallets/0/address',
      ],
      [
        'a CAIP-10 account of another chain',
        { destinationWallets: [{ address: `eip155:1:${buyer}`, blockchains: ['devnet-a'] }] },
        'VALIDATION_ERROR',
        '/destinationWallets/0/address',
      ],
      [
        'a network not offered',
        { destinationWallets: [{ address: buyer, blockchains: ['ethereum'] }] },
        'VALIDATION_ERROR',
        '/destinationWallets/0/blockchains/0',
      ],
      [
        'an asset not offered',
        { destinationWallets: [{ address: buyer, blockchains: ['devnet-a'], assets: ['DOGE'] }] },
        'VALIDATION_ERROR',
        '/destinationWallets/0/assets/0',
      ],
      ['no wallet at all', { destinationWallets: [] }, 'VALIDATION_ERROR', '/destinationWallets'],
      [
        'a default network none of the wallets is on',
        { defaultNetwork: 'devnet-b' },
        'VALIDATION_ERROR',
        '/defaultNetwork',
      ],
      [
        'defaultExperience other than buy',
        { defaultExperience: 'sell' },
        'VALIDATION_ERROR',
        '/defaultExperience',
      ],
      ['no partnerUserId', { partnerUserId: undefined }, 'VALIDATION_ERROR', 'partnerUserId'],
      [
        'a preset fiat amount under the card minimum',
        { presetFiatAmount: '9.99' },
        'VALIDATION_ERROR',
        '/presetFiatAmount',
      ],
      [
        'a preset fiat amount with 3 decimals',
        { presetFiatAmount: '25.001' },
        'VALIDATION_ERROR',
        '/presetFiatAmount',
      ],
      [
        'a preset crypto amount with more decimals than USDC has',
        { presetFiatAmount: undefined, presetCryptoAmount: '1.0000001' },
        'VALIDATION_ERROR',
        '/presetCryptoAmount',
      ],
      [
        'a preset crypto amount above the card limit',
        { presetFiatAmount: undefined, presetCryptoAmount: '8000' },
        'VALIDATION_ERROR',
        '/presetCryptoAmount',
      ],
      [
        'neither preset amount (the sandbox needs one)',
        { presetFiatAmount: undefined },
        'VALIDATION_ERROR',
        '"path":"/"',
      ],
      [
        'a redirect URL that is not http(s)',
        { redirectUrl: 'javascript:alert(1)' },
        'VALIDATION_ERROR',
        '/redirectUrl',
      ],
      [
        'a provider not configured',
        { provider: 'transak' },
        'ONRAMP_PROVIDER_NOT_AVAILABLE',
        'transak',
      ],
    ])('refuses %s', async (_, change, code, detail) => {
      const response = await post('/v1/generators/onrampurl', { ...body, ...change })
      expect(response.statusCode, response.body).toBe(400)
      expect(response.json().error.code).toBe(code)
      expect(JSON.stringify(response.json().error.details)).toContain(detail)
    })

    it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
      [
        'USDC for 25.00 USD on devnet-a',
        {},
        { asset: 'USDC', chain_id: 31337, payment_total: '25.00', purchase_amount: '24520000' },
      ],
      [
        'ETH on devnet-b, the address as CAIP-10, the network as CAIP-2, EUR by ach',
        {
          destinationWallets: [
            { address: `eip155:31338:${buyer}`, blockchains: ['eip155:31338'], assets: ['ETH'] },
          ],
          defaultNetwork: 'eip155:31338',
          paymentCurrency: 'EUR',
          paymentMethod: 'ach',
          presetFiatAmount: '9000',
        },
        {
          asset: 'ETH',
          chain_id: 31338,
          network: 'devnet-b',
          payment_currency: 'EUR',
          payment_method: 'ach',
          payment_total: '9000.00',
        },
      ],
      [
        'a preset crypto amount below the minimum costs the minimum',
        { presetFiatAmount: undefined, presetCryptoAmount: '1' },
        { asset: 'USDC', payment_total: '10.00', purchase_amount: '9750000' },
      ],
      [
        'a preset crypto amount: the smallest total that buys it',
        { presetFiatAmount: undefined, presetCryptoAmount: '100' },
        { asset: 'USDC', payment_total: '101.62', purchase_amount: '100000000' },
      ],
    ])(
      'stores a 30-minute checkout session and answers the API’s own checkout URL: %s',
      async (_, change, stored) => {
        const before = Date.now()
        const response = await post('/v1/generators/onrampurl', { ...body, ...change })
        expect(response.statusCode, response.body).toBe(200)
        const { url } = response.json()
        const match =
          /^http:\/\/127\.0\.0\.1:4000\/v1\/onramp\/sandbox\/checkout\/([0-9a-f]{32})$/.exec(url)
        expect(match, url).not.toBeNull()
        const session = await api.database.db
          .selectFrom('onramp_sandbox_sessions')
          .selectAll()
          .where('id', '=', match?.[1] ?? '')
          .executeTakeFirstOrThrow()
        expect({ ...session, chain_id: Number(session.chain_id) }).toMatchObject({
          project_id: 'p1',
          partner_user_id: buyer,
          destination: buyer.toLowerCase(),
          status: 'open',
          tx_hash: null,
          ...stored,
        })
        const ttl = Number(session.expires_at) - Number(session.created_at)
        expect(ttl).toBe(30 * 60_000)
        expect(Number(session.created_at)).toBeGreaterThanOrEqual(before)
        expect(
          cents(session.payment_subtotal) +
            cents(session.provider_fee) +
            cents(session.network_fee),
        ).toBe(cents(session.payment_total))
      },
    )
  })

  it("answers @portico/protocol's schemas, to the bodies core sends (options, quote, checkout URL)", async () => {
    const options = await get('/v1/onramp/options')
    expect(schemaErrors(OnrampOptionsResponse, options.json())).toEqual([])
    const quoteBody = {
      purchaseCurrency: 'USDC',
      paymentCurrency: 'USD',
      amount: '100.00',
      network: 'devnet-a',
    } satisfies OnrampQuoteBody
    const quote = await post('/v1/onramp/quote', quoteBody)
    expect(quote.statusCode).toBe(200)
    expect(schemaErrors(OnrampQuoteResponse, quote.json())).toEqual([])
    const buyer = privateKeyToAddress(generatePrivateKey())
    const urlBody = {
      destinationWallets: [{ address: buyer, blockchains: ['devnet-a'], assets: ['USDC'] }],
      defaultNetwork: 'devnet-a',
      partnerUserId: buyer,
      defaultExperience: 'buy',
      presetFiatAmount: '25.00',
      paymentCurrency: 'USD',
    } satisfies OnrampUrlBody
    const url = await post('/v1/generators/onrampurl', urlBody)
    expect(url.statusCode).toBe(200)
    expect(schemaErrors(OnrampUrlResponse, url.json())).toEqual([])
  })
})

describe('on-ramp configuration', () => {
  it('without PORTICO_API_PUBLIC_URL the checkout URL is on the default address, never the Host header', async () => {
    const api = await startOnrampApi({ engine: 'sqlite', devnet: devnet.config, publicUrl: null })
    try {
      const buyer = privateKeyToAddress(generatePrivateKey())
      const response = await api.app.inject({
        method: 'POST',
        url: `/v1/generators/onrampurl?${P1_QUERY}`,
        headers: { host: 'api.portico.test:8443' },
        payload: {
          destinationWallets: [{ address: buyer, blockchains: ['devnet-b'] }],
          partnerUserId: 'user',
          defaultExperience: 'buy',
          presetFiatAmount: '20',
        },
      })
      expect(response.statusCode, response.body).toBe(200)
      expect(response.json().url).toMatch(
        /^http:\/\/127\.0\.0\.1:4000\/v1\/onramp\/sandbox\/checkout\/[0-9a-f]{32}$/,
      )
    } finally {
      await api.close()
    }
  })

  it.each<[string, NodeJS.ProcessEnv, RegExp | undefined]>([
    ['no devnet and nothing configured: no provider', {}, undefined],
    [
      'PORTICO_ONRAMP_SANDBOX_FEE_BPS=100 (1 %) is taken',
      { PORTICO_ONRAMP_SANDBOX_FEE_BPS: '100' },
      undefined,
    ],
    [
      'PORTICO_ONRAMP_SANDBOX_FEE_BPS=200 (2 %) is taken',
      { PORTICO_ONRAMP_SANDBOX_FEE_BPS: '200' },
      undefined,
    ],
    [
      'PORTICO_ONRAMP_SANDBOX_FEE_BPS=99 is refused at start (spec §9 1-2 %)',
      { PORTICO_ONRAMP_SANDBOX_FEE_BPS: '99' },
      /100-200 basis points/,
    ],
    [
      'PORTICO_ONRAMP_SANDBOX_FEE_BPS=201 is refused at start',
      { PORTICO_ONRAMP_SANDBOX_FEE_BPS: '201' },
      /100-200 basis points/,
    ],
    [
      'PORTICO_ONRAMP_SANDBOX_FEE_BPS=1.5 is refused at start',
      { PORTICO_ONRAMP_SANDBOX_FEE_BPS: '1.5' },
      /whole number/,
    ],
  ])('%s', async (name, env, error) => {
    const withDevnet = !name.startsWith('no devnet')
    const start = () =>
      startOnrampApi({ engine: 'sqlite', devnet: withDevnet ? devnet.config : undefined, env })
    if (error) {
      await expect(start()).rejects.toThrow(error)
      return
    }
    const api = await start()
    try {
      const options = (await api.app.inject({ url: `/v1/onramp/options?${P1_QUERY}` })).json()
      expect(options.providers).toEqual(withDevnet ? ['sandbox'] : [])
      if (!withDevnet) {
        expect(options).toEqual({ providers: [], paymentCurrencies: [], purchaseCurrencies: [] })
        const quote = await api.app.inject({
          method: 'POST',
          url: `/v1/onramp/quote?${P1_QUERY}`,
          payload: {
            purchaseCurrency: 'USDC',
            paymentCurrency: 'USD',
            amount: '20',
            network: 'devnet-a',
          },
        })
        expect(quote.statusCode).toBe(400)
        expect(quote.json().error.code).toBe('ONRAMP_PROVIDER_NOT_AVAILABLE')
        return
      }
      const bps = Number(env.PORTICO_ONRAMP_SANDBOX_FEE_BPS)
      const quote = await api.app.inject({
        method: 'POST',
        url: `/v1/onramp/quote?${P1_QUERY}`,
        payload: {
          purchaseCurrency: 'USDC',
          paymentCurrency: 'USD',
          amount: '100.00',
          network: 'devnet-a',
        },
      })
      expect(cents(quote.json().providerFee.amount)).toBe(BigInt(bps))
    } finally {
      await api.close()
    }
  })
})
