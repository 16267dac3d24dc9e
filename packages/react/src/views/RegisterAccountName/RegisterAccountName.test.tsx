import type { ChainNamespace, Network } from '@portico/core'
import { createFakeAdapter, testInstance, testNetwork, until } from '@portico/core/testing'
import { createEvmAdapter } from '@portico/evm'
import { installTestWallets, TEST_WALLET_RDNS, type TestWallet } from '@portico/wallet'
import { type Address, verifyMessage } from 'viem'
import { afterEach, expect, test, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { AccountButton } from '../../components/AccountButton/AccountButton.js'
import { PorticoProvider } from '../../PorticoProvider.js'

// The wallet is the real test browser wallet (apps/wallet: keys of anvil, personal_sign signed in
// the page) behind the real EVM adapter. The names API cannot run in a browser test, so
// `createNamesApiFetchMock` below stands in for it; the real routes are exercised by core's
// registerAccountName tests and e2e/specs/names.spec.ts.

const API_URL = 'https://api.names.test'
/** anvil account #0, which the test wallet holds. */
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const A: Network = testNetwork(31337, 'eip155', 'Anvil')

const root = () => document.querySelector('portico-modal')?.shadowRoot ?? null
const byTestId = (id: string) => root()?.querySelector<HTMLElement>(`[data-testid="${id}"]`) ?? null
async function find(id: string) {
  await until(() => byTestId(id) !== null, 5_000)
  return byTestId(id) as HTMLElement
}
const text = (id: string) => byTestId(id)?.textContent ?? null
async function untilText(id: string, expected: string) {
  await until(() => text(id) === expected, 5_000).catch(() => {
    throw new Error(`${id}: expected '${expected}', saw '${text(id)}'`)
  })
}

afterEach(() => {
  vi.unstubAllGlobals()
})

type NamesApiFetchMock = {
  /** Install as `globalThis.fetch` (vi.stubGlobal). */
  fetch: typeof fetch
  /** Names registered so far (full name → address). */
  names: Map<string, string>
  /** Every request, in order ("GET /v1/profile/suggestions/carol?zone=portico.eth"). */
  requests: string[]
  /** Bodies of POST /v1/profile/account, in order. */
  registrations: { coin_type: number; address: string; message: string; signature: string }[]
  /** Makes the next registration fail with HTTP 400 and this reason (or no reason). */
  refuseNext(reason?: string): void
  /** Makes the next suggestions lookup fail with HTTP 400 and this reason. */
  failNextLookup(reason: string): void
  /** Holds suggestion answers until `release()`. */
  hold(): void
  release(): void
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/**
 * A stand-in for the Portico API's account-name routes (spec §7), answering as the service does:
 * suggestions (the typed name first with whether it is taken, then variants), a name's record
 * (404 when unknown), a registration (the signed message's name, its personal_sign signature
 * checked with viem against the address), errors as `{ reasons: [{ description }] }`; an identity
 * without a name; 404 otherwise.
 */
function createNamesApiFetchMock(registered: Record<string, string> = {}): NamesApiFetchMock {
  const names = new Map(Object.entries(registered))
  const requests: string[] = []
  const registrations: NamesApiFetchMock['registrations'] = []
  let refusal: { reason?: string | undefined } | undefined
  let lookupFailure: string | undefined
  let gate: Promise<void> | undefined
  let open = () => {}

  const record = (name: string, address: string) => ({
    name,
    registered: 1,
    updated: 1,
    addresses: { '60': { address, created: 1 } },
    attributes: [{}],
  })

  async function answer(method: string, url: URL, body: string | undefined): Promise<Response> {
    const path = decodeURIComponent(url.pathname)
    const suggestion = /^\/v1\/profile\/suggestions\/([^/]+)$/.exec(path)
    if (method === 'GET' && suggestion) {
      await gate
      if (lookupFailure) {
        const description = lookupFailure
        lookupFailure = undefined
        return json(400, { reasons: [{ description }] })
      }
      const zone = url.searchParams.get('zone') ?? ''
      const label = suggestion[1] ?? ''
      const candidates = [label, `${label}1`, `${label}-app`, `my${label}`].map(
        (l) => `${l}.${zone}`,
      )
      return json(200, {
        suggestions: candidates.map((name) => ({ name, registered: names.has(name) })),
      })
    }
    const account = /^\/v1\/profile\/account\/([^/]+)$/.exec(path)
    if (method === 'GET' && account) {
      const address = names.get(account[1] ?? '')
      return address ? json(200, record(account[1] ?? '', address)) : json(404, { reasons: [] })
    }
    if (method === 'POST' && path === '/v1/profile/account') {
      const request = JSON.parse(body ?? '{}') as NamesApiFetchMock['registrations'][number]
      registrations.push(request)
      if (refusal) {
        const { reason } = refusal
        refusal = undefined
        return json(400, { reasons: reason ? [{ description: reason }] : [] })
      }
      const valid = await verifyMessage({
        address: request.address as Address,
        message: request.message,
        signature: request.signature as `0x${string}`,
      })
      if (!valid) return json(401, { reasons: [{ description: 'Invalid signature' }] })
      const { name } = JSON.parse(request.message) as { name: string }
      if (names.has(name)) return json(409, { reasons: [{ description: 'Name is already taken' }] })
      names.set(name, request.address)
      return json(200, { success: true, account: record(name, request.address) })
    }
    if (method === 'GET' && path.startsWith('/v1/identity/'))
      return json(200, { name: null, avatar: null })
    return json(404, { error: { code: 'NOT_FOUND', message: 'Not found' } })
  }

  const fetchMock = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    const method = (init?.method ?? 'GET').toUpperCase()
    requests.push(
      `${method} ${url.pathname}${url.searchParams.has('zone') ? `?zone=${url.searchParams.get('zone')}` : ''}`,
    )
    return answer(method, url, typeof init?.body === 'string' ? init.body : undefined)
  }) as typeof fetch

  return {
    fetch: fetchMock,
    names,
    requests,
    registrations,
    refuseNext: (reason) => {
      refusal = { reason }
    },
    failNextLookup: (reason) => {
      lookupFailure = reason
    },
    hold: () => {
      gate = new Promise((resolve) => {
        open = resolve
      })
    },
    release: () => {
      gate = undefined
      open()
    },
  }
}

/** A connected account of the real test wallet, the names API stand-in, the AccountButton. */
async function setup(options: { registered?: Record<string, string> } = {}) {
  const api = createNamesApiFetchMock(options.registered)
  vi.stubGlobal('fetch', api.fetch)
  const target = new EventTarget()
  const { wallets } = installTestWallets({
    target,
    config: {
      chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:31337', name: 'Anvil' }],
      wallets: [{ name: 'Portico Test Wallet', rdns: TEST_WALLET_RDNS, accountIndex: 0 }],
    },
    origin: location.origin,
  })
  const wallet = wallets[TEST_WALLET_RDNS] as TestWallet
  const portico = testInstance({
    networks: [A],
    adapters: [createEvmAdapter({ target })],
    apiUrl: API_URL,
  })
  const screen = await render(
    <PorticoProvider instance={portico}>
      <AccountButton />
    </PorticoProvider>,
  )
  await until(() => portico.stores.connectors.getState().connectors.length > 0)
  await portico.connect({ connectorId: TEST_WALLET_RDNS })
  return { portico, api, wallet, screen }
}

/** Opens Account and follows 'Choose a name' to RegisterAccountName. */
async function openRegister(portico: Awaited<ReturnType<typeof setup>>['portico']) {
  portico.open({ view: 'Account' })
  ;(await find('portico-choose-name')).click()
  return (await find('portico-register-name-input')) as HTMLInputElement
}

async function type(input: HTMLInputElement, value: string) {
  await userEvent.clear(input)
  if (value) await userEvent.type(input, value)
}

test("Account offers 'Choose a name' to an EVM account without a name; it opens RegisterAccountName with the zone after the field", async () => {
  const { portico } = await setup()
  const input = await openRegister(portico)
  expect(root()?.querySelector('h2')?.textContent).toBe('Choose Name')
  expect(text('portico-register-name-zone')).toBe('.portico.eth')
  // The field is labelled, and described by the zone and the live status.
  const label = root()?.querySelector(`label[for="${input.id}"]`)
  expect(label?.textContent).toBe('Name')
  const describedBy = (input.getAttribute('aria-describedby') ?? '').split(' ')
  expect(describedBy).toContain(byTestId('portico-register-name-zone')?.id)
  expect(describedBy).toContain(byTestId('portico-register-name-status')?.id)
  expect(byTestId('portico-register-name-status')?.getAttribute('aria-live')).toBe('polite')
  expect(text('portico-register-name-status')).toBe(
    'Letters, digits and hyphens, at least 4 characters',
  )
  expect(byTestId('portico-register-name-submit')?.hasAttribute('disabled')).toBe(true)
  // Back returns to Account.
  ;(await find('portico-back')).click()
  await find('portico-account')
})

test.each([
  [
    '§5 "letters, digits, hyphens only": an underscore',
    'ali_ce',
    'Use only letters, digits and hyphens',
  ],
  ['§5 "letters, digits, hyphens only": a dot', 'ali.ce', 'Use only letters, digits and hyphens'],
  ['§5 "at least 4 characters": three', 'ali', 'Use at least 4 characters'],
  [
    '§5 both broken: the characters are reported first',
    'a_b',
    'Use only letters, digits and hyphens',
  ],
])('live validation — %s', async (_rule, name, message) => {
  const { portico, api } = await setup()
  const input = await openRegister(portico)
  await type(input, name)
  await untilText('portico-register-name-status', message)
  expect(input.getAttribute('aria-invalid')).toBe('true')
  expect(byTestId('portico-register-name-submit')?.hasAttribute('disabled')).toBe(true)
  // An invalid name is never looked up (the connected account's own name, /v1/profile/reverse,
  // is the account's, not the typed name's).
  await new Promise((resolve) => setTimeout(resolve, 400))
  expect(
    api.requests.filter((r) => r.includes('/v1/profile/') && !r.includes('/v1/profile/reverse/')),
  ).toEqual([])
})

test('a valid name is looked up once typing pauses: available, with suggestions as rows; a registered suggestion cannot be picked, a free one fills the field', async () => {
  const { portico, api } = await setup({ registered: { 'carol1.portico.eth': '0xabc' } })
  const input = await openRegister(portico)
  await type(input, 'Carol')
  await untilText('portico-register-name-status', 'carol.portico.eth is available')
  // One lookup for the pause, not one per key.
  expect(api.requests.filter((r) => r.startsWith('GET /v1/profile/suggestions/'))).toEqual([
    'GET /v1/profile/suggestions/carol?zone=portico.eth',
  ])
  expect(byTestId('portico-register-name-submit')?.hasAttribute('disabled')).toBe(false)
  const rows = [...(byTestId('portico-name-suggestions')?.querySelectorAll('button') ?? [])]
  expect(rows.map((row) => row.textContent)).toEqual([
    'carol1.portico.ethRegistered',
    'carol-app.portico.ethAvailable',
    'mycarol.portico.ethAvailable',
  ])
  expect(rows[0]?.disabled).toBe(true)
  const section = byTestId('portico-name-suggestions')?.closest('section')
  expect(root()?.getElementById(section?.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(
    'Suggestions',
  )
  ;(await find('portico-name-suggestion-carol-app.portico.eth')).click()
  await until(() => input.value === 'carol-app')
  await untilText('portico-register-name-status', 'carol-app.portico.eth is available')
})

test("a taken name says so and cannot be registered; a lookup under way says so; a failed lookup shows the API's reason", async () => {
  const { portico, api } = await setup({ registered: { 'alice.portico.eth': '0xabc' } })
  const input = await openRegister(portico)
  await type(input, 'alice')
  await untilText('portico-register-name-status', 'alice.portico.eth is taken')
  expect(input.getAttribute('aria-invalid')).toBe('true')
  expect(byTestId('portico-register-name-submit')?.hasAttribute('disabled')).toBe(true)
  // While a lookup is under way the status says so.
  api.hold()
  await type(input, 'dave')
  await untilText('portico-register-name-status', 'Checking dave.portico.eth…')
  api.release()
  await untilText('portico-register-name-status', 'dave.portico.eth is available')
  api.failNextLookup('Name is reserved')
  await type(input, 'admin')
  await untilText('portico-register-name-status', 'Name is reserved')
  expect(byTestId('portico-register-name-submit')?.hasAttribute('disabled')).toBe(true)
})

test('Register: the wallet signs the JSON message, the API registers it, the success view shows the name, and Account and the AccountButton show it', async () => {
  const { portico, api, screen } = await setup()
  const input = await openRegister(portico)
  await type(input, 'carol')
  await untilText('portico-register-name-status', 'carol.portico.eth is available')
  ;(await find('portico-register-name-submit')).click()
  await find('portico-register-name-success')
  expect(root()?.querySelector('h2')?.textContent).toBe('Name Registered')
  expect(text('portico-registered-name')).toBe('carol.portico.eth')
  // What was sent (spec §7): coin type of chain 31337 per ENSIP-11, the address, the message
  // (JSON of name, attributes, timestamp in seconds) and its personal_sign signature.
  const [registration] = api.registrations
  expect(registration?.coin_type).toBe((0x80000000 | 31337) >>> 0)
  expect(registration?.address).toBe(ADDRESS)
  const message = JSON.parse(registration?.message ?? '{}')
  expect(Object.keys(message)).toEqual(['name', 'attributes', 'timestamp'])
  expect(message.name).toBe('carol.portico.eth')
  expect(Math.abs(message.timestamp - Date.now() / 1000)).toBeLessThan(60)
  expect(
    await verifyMessage({
      address: ADDRESS,
      message: registration?.message ?? '',
      signature: registration?.signature as `0x${string}`,
    }),
  ).toBe(true)
  expect(api.names.get('carol.portico.eth')).toBe(ADDRESS)
  expect(portico.getAccount().profileName).toBe('carol.portico.eth')
  await expect
    .element(screen.getByTestId('account-button-name'))
    .toHaveTextContent('carol.portico.eth')
  ;(await find('portico-register-name-done')).click()
  expect((await find('portico-account-name')).textContent).toBe('carol.portico.eth')
  expect(byTestId('portico-choose-name')).toBeNull()
})

test.each([
  [
    'the wallet refuses to sign',
    (ctx: { wallet: TestWallet; api: NamesApiFetchMock }) =>
      ctx.wallet.setBehavior({ reject: ['personal_sign'] }),
    'Error registering name carol.portico.eth',
  ],
  [
    "the API refuses with a reason: its first reason's description",
    (ctx: { wallet: TestWallet; api: NamesApiFetchMock }) =>
      ctx.api.refuseNext('Name is already taken'),
    'Name is already taken',
  ],
  [
    'the API refuses without a reason: the default message',
    (ctx: { wallet: TestWallet; api: NamesApiFetchMock }) => ctx.api.refuseNext(),
    'Error registering name carol.portico.eth',
  ],
])('§2 "on error return to RegisterAccountName" — %s', async (_case, arrange, message) => {
  const { portico, api, wallet } = await setup()
  const input = await openRegister(portico)
  await type(input, 'carol')
  await untilText('portico-register-name-status', 'carol.portico.eth is available')
  arrange({ wallet, api })
  ;(await find('portico-register-name-submit')).click()
  await untilText('portico-register-name-error', message)
  expect(portico.stores.router.getState().history.at(-1)).toEqual({
    view: 'RegisterAccountName',
    data: { accountName: 'carol', errorMessage: message },
  })
  expect(byTestId('portico-register-name-error')?.parentElement?.getAttribute('aria-live')).toBe(
    'assertive',
  )
  expect(input.value).toBe('carol')
  // The error shows as the view comes back; the button is free again once the attempt has ended.
  await until(() => byTestId('portico-register-name-submit')?.hasAttribute('disabled') === false)
  expect(portico.getAccount().profileName ?? null).toBeNull()
  // The message goes once the name changes.
  await type(input, 'carol2')
  await until(() => byTestId('portico-register-name-error') === null)
})

test('while registering the button shows loading and the field cannot change', async () => {
  const { portico, wallet } = await setup()
  const input = await openRegister(portico)
  await type(input, 'carol')
  await untilText('portico-register-name-status', 'carol.portico.eth is available')
  wallet.setBehavior({ delayMs: 500 })
  ;(await find('portico-register-name-submit')).click()
  await untilText('portico-register-name-submit', 'Sign the message in your wallet…')
  const button = byTestId('portico-register-name-submit')
  expect(button?.getAttribute('aria-busy')).toBe('true')
  expect(button?.hasAttribute('disabled')).toBe(true)
  expect(input.readOnly).toBe(true)
  await find('portico-register-name-success')
})

test('§9 "names: EVM only" — a Solana account is not offered a name, and the view says why', async () => {
  const solana = createFakeAdapter('solana', [
    { id: 's1', address: 'So1ana1111111111111111111111111111111111111', chainId: 'devnet' },
  ])
  const api = createNamesApiFetchMock()
  vi.stubGlobal('fetch', api.fetch)
  const portico = testInstance({
    networks: [testNetwork('devnet', 'solana' as ChainNamespace, 'Solana Devnet')],
    adapters: [solana.adapter],
    apiUrl: API_URL,
  })
  await render(<PorticoProvider instance={portico} />)
  await portico.connect({ connectorId: 's1' })
  portico.open({ view: 'Account' })
  await find('portico-account')
  expect(byTestId('portico-choose-name')).toBeNull()
  portico.modal.pushView({ view: 'RegisterAccountName' })
  expect((await find('portico-register-name-unavailable')).textContent).toBe(
    'Account names can be chosen for EVM accounts only.',
  )
  expect(api.requests.filter((r) => r.includes('/v1/profile/'))).toEqual([])
})
