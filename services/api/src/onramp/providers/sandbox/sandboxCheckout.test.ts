import { createHash } from 'node:crypto'
import { type DevnetChainConfig, type DevnetHandle, devnetTokenAbi } from '@portico/devnet'
import { startTestDevnet } from '@portico/devnet/testing'
import { type Address, createPublicClient, type Hex, http, type PublicClient } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createProjectRepository } from '../../../projects/createProjectRepository.js'
import { createServer } from '../../../server/createServer.js'
import { ENGINES, openTestDatabase } from '../../../testing/openTestDatabase.js'
import { readDevnetOperatorConfig } from '../../../testing/readDevnetOperatorConfig.js'
import { P1_QUERY, TEST_PROJECTS } from '../../../testing/startTestApi.js'
import { createOnrampProviders } from '../../onrampProviders.js'
import { startOnrampApi } from '../../testing/startOnrampApi.js'

let devnet: DevnetHandle
const clients = new Map<number, PublicClient>()
beforeAll(async () => {
  devnet = await startTestDevnet()
  for (const chain of devnet.config.chains)
    clients.set(
      chain.chainId,
      createPublicClient({ transport: http(chain.rpcUrl) }) as PublicClient,
    )
}, 60_000)
afterAll(() => devnet?.stop())

const chainOf = (chainId: number) =>
  devnet.config.chains.find((c) => c.chainId === chainId) as DevnetChainConfig
const client = (chainId: number) => clients.get(chainId) as PublicClient
const balanceOf = async (asset: 'USDC' | 'ETH', chainId: number, address: Address) =>
  asset === 'ETH'
    ? client(chainId).getBalance({ address })
    : client(chainId).readContract({
        address: chainOf(chainId).contracts.usdc,
        abi: devnetTokenAbi,
        functionName: 'balanceOf',
        args: [address],
      })

const TEST_CARD = {
  number: '4242 4242 4242 4242',
  expiry: '12/39',
  cvc: '123',
  name: 'Ada Lovelace',
}

/** The sandbox clock: tests move it to expire a session. */
let offsetMs = 0
const now = () => Date.now() + offsetMs

describe.each(ENGINES)(
  'sandbox checkout on %s (pay with the test card, tokens on chain)',
  (engine) => {
    let api: Awaited<ReturnType<typeof startOnrampApi>>
    beforeAll(async () => {
      api = await startOnrampApi({ engine, devnet: devnet.config, now })
    })
    afterAll(() => api?.close())

    /** A checkout for a fresh buyer: its path on the API, the buyer, the stored session. */
    async function checkout({
      asset = 'USDC',
      network = 'devnet-a',
      amount = '50.00',
      currency = 'USD',
    }: {
      asset?: 'USDC' | 'ETH'
      network?: string
      amount?: string
      currency?: string
    } = {}) {
      const buyer = privateKeyToAddress(generatePrivateKey())
      const response = await api.app.inject({
        method: 'POST',
        url: `/v1/generators/onrampurl?${P1_QUERY}`,
        payload: {
          destinationWallets: [{ address: buyer, blockchains: [network], assets: [asset] }],
          defaultNetwork: network,
          partnerUserId: buyer,
          defaultExperience: 'buy',
          presetFiatAmount: amount,
          paymentCurrency: currency,
        },
      })
      expect(response.statusCode, response.body).toBe(200)
      const path = new URL(response.json().url).pathname
      const id = path.split('/').pop() as string
      const session = await api.database.db
        .selectFrom('onramp_sandbox_sessions')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
      return { path, id, buyer, session, chainId: Number(session.chain_id) }
    }
    const pay = (path: string, card: Record<string, string> = TEST_CARD) =>
      api.app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(card).toString(),
      })
    const status = async (id: string) =>
      (await api.app.inject({ url: `/v1/onramp/sandbox/status/${id}` })).json()

    it('the checkout page is public HTML with a strict CSP (no script, the one style by hash), the order, and labelled card fields', async () => {
      const { path, session } = await checkout({ amount: '100.00' })
      const page = await api.app.inject({ url: path })
      expect(page.statusCode).toBe(200)
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8')
      const csp = String(page.headers['content-security-policy'])
      for (const rule of [
        "default-src 'none'",
        "form-action 'self'",
        "frame-ancestors 'none'",
        "base-uri 'none'",
      ])
        expect(csp).toContain(rule)
      expect(csp).not.toContain('unsafe-inline')
      expect(csp).not.toContain('script-src')
      const style = /<style>([\s\S]*?)<\/style>/.exec(page.body)?.[1] ?? ''
      expect(csp).toContain(`'sha256-${createHash('sha256').update(style).digest('base64')}'`)
      expect(page.body).not.toMatch(/<script|\son\w+=/i)
      expect(page.headers['cache-control']).toBe('no-store')
      expect(page.headers['x-frame-options']).toBe('DENY')
      // The order: 100.00 USD = 98.40 + 1.50 fee + 0.10 network fee → 98.4 USDC.
      expect(page.body).toContain('data-testid="order-asset">98.4 USDC<')
      expect(page.body).toContain('data-testid="order-provider-fee">1.50 USD<')
      expect(page.body).toContain('data-testid="order-network-fee">0.10 USD<')
      expect(page.body).toContain('data-testid="order-total">100.00 USD<')
      expect(page.body).toContain(`>${session.destination}<`)
      for (const [id, label, autocomplete] of [
        ['card-number', 'Card number', 'cc-number'],
        ['card-expiry', 'Expiry (MM/YY)', 'cc-exp'],
        ['card-cvc', 'CVC', 'cc-csc'],
        ['card-name', 'Name on card', 'cc-name'],
      ]) {
        expect(page.body).toContain(`<label for="${id}">${label}</label>`)
        expect(page.body).toMatch(
          new RegExp(`<input id="${id}"[^>]*autocomplete="${autocomplete}"`),
        )
      }
      expect(page.body).toMatch(/<form method="post"/)
      expect(page.body).toContain('>Pay 100.00 USD</button>')
    })

    it.each<[string, 'USDC' | 'ETH', string, string, string]>([
      ['USDC minted on devnet-a (31337)', 'USDC', 'devnet-a', '25.00', 'USD'],
      ['ETH sent on devnet-b (31338), paid in EUR', 'ETH', 'devnet-b', '40.00', 'EUR'],
    ])(
      'pays with 4242 4242 4242 4242 by form POST: %s arrives at the destination, the page shows the amount and the transaction',
      async (_, asset, network, amount, currency) => {
        const { path, id, buyer, session, chainId } = await checkout({
          asset,
          network,
          amount,
          currency,
        })
        expect(await balanceOf(asset, chainId, buyer)).toBe(0n)
        const paid = await pay(path)
        expect(paid.statusCode, paid.body).toBe(303)
        expect(paid.headers.location).toBe(id)
        expect(await balanceOf(asset, chainId, buyer)).toBe(BigInt(session.purchase_amount))
        const result = await status(id)
        expect(result).toMatchObject({
          status: 'paid',
          chainId,
          asset,
          destination: buyer.toLowerCase(),
        })
        const receipt = await client(chainId).getTransactionReceipt({ hash: result.txHash as Hex })
        expect(receipt.status).toBe('success')
        const deployer = devnet.config.accounts.find((a) => a.label === 'deployer')?.address
        expect(receipt.from.toLowerCase()).toBe(deployer?.toLowerCase())
        expect(receipt.to?.toLowerCase()).toBe(
          asset === 'USDC' ? chainOf(chainId).contracts.usdc.toLowerCase() : buyer.toLowerCase(),
        )
        const page = await api.app.inject({ url: path })
        expect(page.statusCode).toBe(200)
        expect(page.body).toContain('Payment complete')
        expect(page.body).toContain(`data-testid="checkout-tx">${result.txHash}<`)
        expect(page.body).toContain(
          `${result.purchaseAmount} ${asset} was sent to ${buyer.toLowerCase()}`,
        )
        expect(page.body).toContain('You can close this window.')
        expect(page.body).not.toContain('<form')
      },
    )

    it.each<[string, Record<string, string>, number, string, string[]]>([
      [
        '4000 0000 0000 0002 is declined with a clear message',
        { number: '4000 0000 0000 0002' },
        402,
        'Your card was declined.',
        [],
      ],
      [
        'another real card number is declined (test cards only)',
        { number: '5555 5555 5555 4444' },
        402,
        'This sandbox takes only its test cards.',
        [],
      ],
      [
        'a number failing the Luhn check is rejected',
        { number: '4242 4242 4242 4241' },
        400,
        'This is not a valid card number.',
        ['card-number'],
      ],
      [
        'an expired card is rejected',
        { expiry: '01/20' },
        400,
        'This card has expired.',
        ['card-expiry'],
      ],
      [
        'empty fields are each named',
        { number: '', cvc: '', name: '' },
        400,
        'This field is required.',
        ['card-number', 'card-cvc', 'card-name'],
      ],
    ])(
      '%s; nothing is delivered and the session stays open',
      async (_, change, code, message, invalid) => {
        const { path, id, buyer, chainId } = await checkout()
        const response = await pay(path, { ...TEST_CARD, ...change })
        expect(response.statusCode).toBe(code)
        expect(response.headers['content-security-policy']).toContain("default-src 'none'")
        expect(response.body).toContain(message)
        expect(response.body).toContain('role="alert"')
        for (const field of invalid)
          expect(response.body).toMatch(
            new RegExp(
              `<input id="${field}"[^>]*aria-invalid="true" aria-describedby="${field}-error"`,
            ),
          )
        // The card number and CVC are never written back into the page.
        if (change.number) expect(response.body).not.toContain(`value="${change.number}"`)
        expect(response.body).not.toContain('value="123"')
        expect(await status(id)).toMatchObject({ status: 'open', txHash: null })
        expect(await balanceOf('USDC', chainId, buyer)).toBe(0n)
      },
    )

    it('what the buyer typed comes back escaped, never as markup', async () => {
      const { path } = await checkout()
      const response = await pay(path, {
        ...TEST_CARD,
        number: '1',
        name: '<script>alert(1)</script>"><img src=x onerror=alert(2)>',
      })
      expect(response.statusCode).toBe(400)
      expect(response.body).not.toMatch(/<script|<img/i)
      expect(response.body).toContain('&#60;script&#62;alert(1)&#60;/script&#62;&#34;&#62;&#60;img')
    })

    it('an expired session (30 minutes) can be neither shown nor paid', async () => {
      const { path, id, buyer, chainId } = await checkout()
      offsetMs = 30 * 60_000 + 1_000
      try {
        const page = await api.app.inject({ url: path })
        expect(page.statusCode).toBe(410)
        expect(page.body).toContain('This checkout has expired.')
        const paid = await pay(path)
        expect(paid.statusCode).toBe(410)
        expect((await status(id)).status).toBe('expired')
      } finally {
        offsetMs = 0
      }
      expect(await balanceOf('USDC', chainId, buyer)).toBe(0n)
    })

    it('single use: four concurrent payments and one more afterwards deliver exactly once', async () => {
      const { path, id, buyer, session, chainId } = await checkout({ amount: '12.34' })
      const answers = await Promise.all(Array.from({ length: 4 }, () => pay(path)))
      expect(answers.map((a) => a.statusCode)).toEqual([303, 303, 303, 303])
      const { txHash } = await status(id)
      expect(await balanceOf('USDC', chainId, buyer)).toBe(BigInt(session.purchase_amount))
      const again = await pay(path)
      expect(again.statusCode).toBe(303)
      expect((await api.app.inject({ url: path })).body).toContain(txHash)
      expect(await balanceOf('USDC', chainId, buyer)).toBe(BigInt(session.purchase_amount))
      expect(await status(id)).toMatchObject({ status: 'paid', txHash })
    })

    it.each([
      ['an unknown id', '0123456789abcdef0123456789abcdef'],
      ['a malformed id', 'not-a-session'],
    ])(
      '%s: the page answers 404 in HTML, the status 404 in the API’s error shape',
      async (_, id) => {
        const page = await api.app.inject({ url: `/v1/onramp/sandbox/checkout/${id}` })
        expect(page.statusCode).toBe(404)
        expect(page.body).toContain('This checkout does not exist.')
        const paid = await pay(`/v1/onramp/sandbox/checkout/${id}`)
        expect(paid.statusCode).toBe(404)
        const answer = await api.app.inject({ url: `/v1/onramp/sandbox/status/${id}` })
        expect(answer.statusCode).toBe(404)
        expect(answer.json().error.code).toBe('NOT_FOUND')
      },
    )
  },
)

describe('sandbox delivery that cannot be sent', () => {
  it('answers 503 with a retry message, reopens the session, and never logs or shows the deployer key', async () => {
    const lines: string[] = []
    // Chain A's RPC on a port nothing listens on: the price of USDC needs no chain, the delivery does.
    const broken = {
      ...devnet.config,
      chains: devnet.config.chains.map((c) =>
        c.chainId === 31337 ? { ...c, rpcUrl: 'http://127.0.0.1:9' } : c,
      ),
    }
    const database = await openTestDatabase('sqlite')
    const projects = createProjectRepository(database.db)
    for (const project of TEST_PROJECTS) await projects.create(project)
    const app = await createServer({
      database,
      logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
      onramp: {
        providers: createOnrampProviders({
          ...(await readDevnetOperatorConfig(broken)),
          db: database.db,
        }),
        publicUrl: 'http://127.0.0.1:4000',
      },
    })
    try {
      const buyer = privateKeyToAddress(generatePrivateKey())
      const created = await app.inject({
        method: 'POST',
        url: `/v1/generators/onrampurl?${P1_QUERY}`,
        payload: {
          destinationWallets: [{ address: buyer, blockchains: ['devnet-a'], assets: ['USDC'] }],
          partnerUserId: 'user',
          defaultExperience: 'buy',
          presetFiatAmount: '20.00',
        },
      })
      expect(created.statusCode, created.body).toBe(200)
      const path = new URL(created.json().url).pathname
      const paid = await app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(TEST_CARD).toString(),
      })
      expect(paid.statusCode).toBe(503)
      expect(paid.body).toContain('The tokens could not be sent just now.')
      const id = path.split('/').pop() as string
      expect((await app.inject({ url: `/v1/onramp/sandbox/status/${id}` })).json()).toMatchObject({
        status: 'open',
        txHash: null,
      })
      const key = devnet.config.accounts.find((a) => a.label === 'deployer')?.privateKey as string
      expect(lines.join('\n')).toContain('sandbox delivery failed')
      for (const text of [lines.join('\n'), paid.body, created.body]) {
        expect(text).not.toContain(key)
        expect(text).not.toContain(key.slice(2))
        expect(text).not.toContain('4242424242424242')
        expect(text).not.toContain('4242+4242+4242+4242')
      }
    } finally {
      await app.close()
      await database.destroy()
    }
  })
})
