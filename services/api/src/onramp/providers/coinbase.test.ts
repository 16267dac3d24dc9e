import { generateKeyPairSync, type KeyObject, verify } from 'node:crypto'
import { afterEach, describe, expect, it } from 'vitest'
import { ApiError } from '../../server/errors.js'
import type { OnrampUrlRequest } from '../OnrampProvider.js'
import { CDP_JWT_EXPIRES_IN_S, createCdpJwt, parseCdpSigningKey } from './cdpJwt.js'
import {
  buildCoinbaseUrl,
  COINBASE_COVERAGE,
  type CoinbaseUrlRequest,
  coinbasePartnerUserId,
  coinbaseSessionTokenRequest,
  createCoinbaseProvider,
} from './coinbase.js'
import { resolveProductionPurchase } from './productionPurchase.js'
import {
  type RecordedProviderServer,
  startRecordedProviderServer,
} from './recordedProviderServer.js'

const EVM = '0xde0b295669a9fd93d5f28d9ec85e40f4cb697bae'
const SOLANA = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
const KEY_NAME =
  'organizations/6f4a9c1e-0000-4000-8000-000000000001/apiKeys/9b2f5d3a-0000-4000-8000-000000000002'

/** An ECDSA P-256 secret key as the CDP portal gives it (SEC1 PEM). */
function ecKey(): { secret: string; publicKey: KeyObject } {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' })
  return { secret: privateKey.export({ type: 'sec1', format: 'pem' }).toString(), publicKey }
}

/** An Ed25519 secret key as the CDP portal gives it: base64 of seed (32 bytes) + public key (32). */
function edKey(): { secret: string; publicKey: KeyObject } {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519')
  const jwk = privateKey.export({ format: 'jwk' })
  const bytes = Buffer.concat([
    Buffer.from(jwk.d as string, 'base64url'),
    Buffer.from(jwk.x as string, 'base64url'),
  ])
  return { secret: bytes.toString('base64'), publicKey }
}

/** Decodes a JWT and checks its signature with the public key (apart from the code under test). */
function verifyJwt(jwt: string, publicKey: KeyObject) {
  const [header, claims, signature] = jwt.split('.') as [string, string, string]
  const decodedHeader = JSON.parse(Buffer.from(header, 'base64url').toString())
  const input = Buffer.from(`${header}.${claims}`)
  const valid =
    decodedHeader.alg === 'ES256'
      ? verify(
          'sha256',
          input,
          { key: publicKey, dsaEncoding: 'ieee-p1363' },
          Buffer.from(signature, 'base64url'),
        )
      : verify(null, input, publicKey, Buffer.from(signature, 'base64url'))
  return {
    header: decodedHeader,
    claims: JSON.parse(Buffer.from(claims, 'base64url').toString()),
    valid,
  }
}

function request(overrides: Partial<CoinbaseUrlRequest>): CoinbaseUrlRequest {
  return {
    destinationWallets: [{ address: EVM, blockchains: ['eip155:1'], assets: ['USDC'] }],
    partnerUserId: 'user-42',
    defaultExperience: 'buy',
    projectId: 'portico-demo',
    apiBaseUrl: 'http://127.0.0.1:4000',
    ...overrides,
  }
}

describe('CDP JWT: the bearer token of the Session Token API', () => {
  it.each([
    ['ECDSA P-256 (PEM)', 'ES256', ecKey],
    ['Ed25519 (base64 seed + public key)', 'EdDSA', edKey],
  ] as const)(
    '%s key: signature verifies with the public key; header kid/typ/nonce and claims iss cdp, sub, uris, nbf..exp 120 s',
    (_, alg, make) => {
      const { secret, publicKey } = make()
      const jwt = createCdpJwt({
        keyName: KEY_NAME,
        signingKey: parseCdpSigningKey(secret),
        method: 'POST',
        host: 'api.developer.coinbase.com',
        path: '/onramp/v1/token',
        nowS: 1_760_000_000,
      })
      const { header, claims, valid } = verifyJwt(jwt, publicKey)
      expect(valid).toBe(true)
      expect(header).toEqual({
        alg,
        kid: KEY_NAME,
        typ: 'JWT',
        nonce: expect.stringMatching(/^[0-9a-f]{32}$/),
      })
      expect(claims).toEqual({
        sub: KEY_NAME,
        iss: 'cdp',
        aud: ['cdp_service'],
        uris: ['POST api.developer.coinbase.com/onramp/v1/token'],
        iat: 1_760_000_000,
        nbf: 1_760_000_000,
        exp: 1_760_000_000 + CDP_JWT_EXPIRES_IN_S,
      })
      expect(CDP_JWT_EXPIRES_IN_S).toBe(120)
      // Another key does not verify it; each token has its own nonce.
      expect(verifyJwt(jwt, make().publicKey).valid).toBe(false)
      const again = createCdpJwt({
        keyName: KEY_NAME,
        signingKey: parseCdpSigningKey(secret),
        method: 'POST',
        host: 'h',
        path: '/p',
      })
      expect(verifyJwt(again, publicKey).header.nonce).not.toBe(header.nonce)
    },
  )

  it('reads a PEM key given on one line with literal \\n (an environment variable)', () => {
    const { secret, publicKey } = ecKey()
    const oneLine = secret.trim().replace(/\n/g, '\\n')
    const jwt = createCdpJwt({
      keyName: 'k',
      signingKey: parseCdpSigningKey(oneLine),
      method: 'POST',
      host: 'h',
      path: '/p',
    })
    expect(verifyJwt(jwt, publicKey).valid).toBe(true)
  })

  it.each<[string, () => string, string]>([
    [
      'text that is no key',
      () => 'not-a-key-at-all',
      'the CDP private key is neither a PEM key nor 64 bytes of base64 (Ed25519)',
    ],
    [
      '32 bytes of base64 (a seed alone)',
      () => Buffer.alloc(32, 7).toString('base64'),
      'the CDP private key is neither a PEM key nor 64 bytes of base64 (Ed25519)',
    ],
    [
      'an RSA key',
      () =>
        generateKeyPairSync('rsa', { modulusLength: 1024 })
          .privateKey.export({ type: 'pkcs8', format: 'pem' })
          .toString(),
      'the CDP private key is neither ECDSA P-256 nor Ed25519',
    ],
    [
      'a P-384 key',
      () =>
        generateKeyPairSync('ec', { namedCurve: 'secp384r1' })
          .privateKey.export({ type: 'sec1', format: 'pem' })
          .toString(),
      'the CDP private key is neither ECDSA P-256 nor Ed25519',
    ],
    [
      'an Ed25519 seed with another public key',
      () => {
        const a = Buffer.from(edKey().secret, 'base64')
        const b = Buffer.from(edKey().secret, 'base64')
        return Buffer.concat([a.subarray(0, 32), b.subarray(32)]).toString('base64')
      },
      "the CDP private key's public half does not match its seed",
    ],
    [
      'a broken PEM',
      () => '-----BEGIN EC PRIVATE KEY-----\nAAAA\n-----END EC PRIVATE KEY-----',
      'the CDP private key is not a readable PEM key',
    ],
  ])('refuses %s with a message that does not contain the key', (_, make, message) => {
    const secret = make()
    expect(() => parseCdpSigningKey(secret)).toThrow(message)
    try {
      parseCdpSigningKey(secret)
    } catch (error) {
      expect((error as Error).message).not.toContain(secret.trim().slice(0, 40))
    }
  })
})

describe('buildCoinbaseUrl: https://pay.coinbase.com/buy/select-asset with the documented parameters', () => {
  it.each<[string, Partial<CoinbaseUrlRequest>, string]>([
    [
      'one wallet, USDC on Ethereum (CAIP-2): defaultNetwork and defaultAsset, presetFiatAmount with fiatCurrency, buy, CARD, partnerUserId, redirectUrl',
      { presetFiatAmount: '20.00', redirectUrl: 'https://dapp.example/back?x=1' },
      'https://pay.coinbase.com/buy/select-asset?sessionToken=TOKEN&defaultNetwork=ethereum&defaultAsset=USDC&presetFiatAmount=20.00&fiatCurrency=USD&defaultExperience=buy&defaultPaymentMethod=CARD&partnerUserId=user-42',
    ],
    [
      'SOL on Solana with a crypto amount, EUR',
      {
        destinationWallets: [
          { address: SOLANA, blockchains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] },
        ],
        defaultAsset: 'SOL',
        presetCryptoAmount: '0.25',
        paymentCurrency: 'eur',
      },
      'https://pay.coinbase.com/buy/select-asset?sessionToken=TOKEN&defaultNetwork=solana&defaultAsset=SOL&presetCryptoAmount=0.25&fiatCurrency=EUR&defaultExperience=buy&defaultPaymentMethod=CARD&partnerUserId=user-42',
    ],
    [
      'several networks, none chosen: no defaultNetwork, the buyer picks in the checkout',
      {
        destinationWallets: [
          { address: EVM, blockchains: ['ethereum', 'polygon'] },
          { address: SOLANA, blockchains: ['solana'] },
        ],
      },
      'https://pay.coinbase.com/buy/select-asset?sessionToken=TOKEN&fiatCurrency=USD&defaultExperience=buy&defaultPaymentMethod=CARD&partnerUserId=user-42',
    ],
  ])('%s', (_, overrides, expected) => {
    const purchase = resolveProductionPurchase(request(overrides), COINBASE_COVERAGE)
    const url = buildCoinbaseUrl('TOKEN', purchase)
    expect(url).toBe(
      overrides.redirectUrl
        ? `${expected}&redirectUrl=${encodeURIComponent(overrides.redirectUrl)}`
        : expected,
    )
    expect(new URL(url).search).toBe(url.slice(url.indexOf('?')))
  })

  it("partnerUserId 'must be less than 50 chars': a CAIP-10 account (51) becomes a stable digest of 47", () => {
    const account = `eip155:1:${EVM}`
    expect(account).toHaveLength(51)
    const id = coinbasePartnerUserId(account)
    expect(id).toMatch(/^sha256-[0-9a-f]{40}$/)
    expect(id.length).toBeLessThan(50)
    expect(coinbasePartnerUserId(account)).toBe(id)
    expect(coinbasePartnerUserId(`eip155:1:${SOLANA.padEnd(42, 'x')}`)).not.toBe(id)
    expect(coinbasePartnerUserId('x'.repeat(49))).toBe('x'.repeat(49))
  })

  it('the session token body: each wallet with its Coinbase networks; assets only when every wallet restricts them', () => {
    const read = (wallets: OnrampUrlRequest['destinationWallets']) =>
      coinbaseSessionTokenRequest(
        resolveProductionPurchase(request({ destinationWallets: wallets }), COINBASE_COVERAGE),
        '203.0.113.7',
      )
    expect(
      read([
        { address: EVM, blockchains: ['1', '137'], assets: ['usdc', 'ETH'] },
        { address: SOLANA, blockchains: ['solana'], assets: ['SOL'] },
      ]),
    ).toEqual({
      addresses: [
        { address: EVM, blockchains: ['ethereum', 'polygon'] },
        { address: SOLANA, blockchains: ['solana'] },
      ],
      assets: ['USDC', 'ETH', 'SOL'],
      clientIp: '203.0.113.7',
    })
    expect(
      read([
        { address: EVM, blockchains: ['ethereum'], assets: ['USDC'] },
        { address: SOLANA, blockchains: ['solana'] },
      ]),
    ).toEqual({
      addresses: [
        { address: EVM, blockchains: ['ethereum'] },
        { address: SOLANA, blockchains: ['solana'] },
      ],
      clientIp: '203.0.113.7',
    })
  })
})

describe('Coinbase provider against a recorded Session Token API', () => {
  let server: RecordedProviderServer | undefined
  afterEach(async () => {
    await server?.close()
    server = undefined
  })

  /** Coinbase's documented answer of POST /onramp/v1/token. */
  const RECORDED_TOKEN = {
    token: 'ZWJlNDgwYmItNjBkMi00ZmFiLWIxYTQtMTM3MGI2YjJiNjFh',
    channel_id: '',
  }

  it('asks for a token with a CDP JWT for exactly this request, then answers the checkout URL with it', async () => {
    server = await startRecordedProviderServer({
      'POST /onramp/v1/token': { status: 200, body: RECORDED_TOKEN },
    })
    const { secret, publicKey } = edKey()
    const provider = createCoinbaseProvider({
      keyName: KEY_NAME,
      privateKey: secret,
      apiUrl: server.url,
    })
    const url = await provider.buildUrl(
      request({
        destinationWallets: [{ address: EVM, blockchains: ['eip155:137'], assets: ['USDC'] }],
        presetFiatAmount: '10',
        clientIp: '198.51.100.23',
      }),
    )
    expect(url).toBe(
      `https://pay.coinbase.com/buy/select-asset?sessionToken=${RECORDED_TOKEN.token}&defaultNetwork=polygon&defaultAsset=USDC&presetFiatAmount=10&fiatCurrency=USD&defaultExperience=buy&defaultPaymentMethod=CARD&partnerUserId=user-42`,
    )
    expect(server.requests).toHaveLength(1)
    const [sent] = server.requests
    expect(sent?.method).toBe('POST')
    expect(sent?.url).toBe('/onramp/v1/token')
    expect(sent?.headers['content-type']).toBe('application/json')
    expect(JSON.parse(sent?.body ?? '')).toEqual({
      addresses: [{ address: EVM, blockchains: ['polygon'] }],
      assets: ['USDC'],
      clientIp: '198.51.100.23',
    })
    const authorization = String(sent?.headers.authorization)
    expect(authorization).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/)
    const { claims, valid } = verifyJwt(authorization.slice('Bearer '.length), publicKey)
    expect(valid).toBe(true)
    expect(claims.uris).toEqual([`POST ${server.host}/onramp/v1/token`])
    expect(claims.exp - claims.nbf).toBe(120)
    expect(Math.abs(claims.nbf - Date.now() / 1000)).toBeLessThan(60)
    expect(sent?.body).not.toContain(secret)
  })

  it.each<[string, { status: number; body: unknown }, string]>([
    [
      'HTTP 401 (a key Coinbase refuses)',
      { status: 401, body: { message: 'Unauthorized' } },
      'Coinbase answered the session token request with HTTP 401',
    ],
    [
      'an answer without a token',
      { status: 200, body: { channel_id: '' } },
      'Coinbase answered the session token request without a token',
    ],
  ])('%s is an ONRAMP_PROVIDER_ERROR without the key or the JWT', async (_, answer, message) => {
    server = await startRecordedProviderServer({ 'POST /onramp/v1/token': answer })
    const { secret } = ecKey()
    const provider = createCoinbaseProvider({
      keyName: KEY_NAME,
      privateKey: secret,
      apiUrl: server.url,
    })
    const error = await provider.buildUrl(request({})).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).code).toBe('ONRAMP_PROVIDER_ERROR')
    expect((error as ApiError).message).toBe(message)
    const body = JSON.stringify((error as ApiError).toBody())
    expect(body).not.toContain('PRIVATE KEY')
    expect(body).not.toContain(secret.split('\n')[1])
    expect(body).not.toContain('Bearer')
  })

  it.each<[string, Partial<CoinbaseUrlRequest>, string]>([
    [
      'a network Coinbase is not offered on here',
      { destinationWallets: [{ address: EVM, blockchains: ['eip155:10'] }] },
      'destinationWallets[0].blockchains',
    ],
    [
      'ETH on Polygon',
      { destinationWallets: [{ address: EVM, blockchains: ['polygon'] }], defaultAsset: 'ETH' },
      'defaultAsset',
    ],
    ['GBP (not offered here)', { paymentCurrency: 'GBP' }, 'paymentCurrency'],
    ['ACH (not offered here)', { paymentMethod: 'ach' }, 'paymentMethod'],
    ['a client IP that is not one', { clientIp: '10.0.0.999' }, 'clientIp'],
  ])('refuses %s before asking Coinbase for a session', async (_, overrides, field) => {
    server = await startRecordedProviderServer({
      'POST /onramp/v1/token': { status: 200, body: RECORDED_TOKEN },
    })
    const provider = createCoinbaseProvider({
      keyName: KEY_NAME,
      privateKey: ecKey().secret,
      apiUrl: server.url,
    })
    const error = await provider.buildUrl(request(overrides)).catch((e: unknown) => e)
    expect((error as ApiError).code).toBe('VALIDATION_ERROR')
    expect((error as ApiError).details).toEqual({ field })
    expect(server.requests).toHaveLength(0)
  })

  it('options: USD/EUR card (guest checkout 5–500), USDC on 1/137/Solana, ETH on 1, SOL on Solana', async () => {
    const provider = createCoinbaseProvider({ keyName: KEY_NAME, privateKey: edKey().secret })
    expect(provider.id).toBe('coinbase')
    expect(provider.quote).toBeUndefined()
    const options = await provider.options()
    expect(options.paymentCurrencies).toEqual([
      { id: 'USD', payment_method_limits: [{ id: 'card', min: '5.00', max: '500.00' }] },
      { id: 'EUR', payment_method_limits: [{ id: 'card', min: '5.00', max: '500.00' }] },
    ])
    expect(options.purchaseCurrencies.find((c) => c.id === 'USDC')?.networks).toEqual([
      {
        name: 'ethereum',
        display_name: 'Ethereum',
        chain_id: '1',
        contract_address: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
      },
      {
        name: 'polygon',
        display_name: 'Polygon',
        chain_id: '137',
        contract_address: '0x3c499c542cef5e3811e1192ce70d8cc03d5c3359',
      },
      {
        name: 'solana',
        display_name: 'Solana',
        chain_id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        contract_address: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
      },
    ])
  })

  it('a key that cannot sign stops the provider at creation, without the key in the message', () => {
    expect(() =>
      createCoinbaseProvider({ keyName: KEY_NAME, privateKey: 'sk-oops-secret' }),
    ).toThrow(/^the CDP private key is neither/)
  })
})
