// Account names against the real Portico API (services/api on SQLite, listening on a free port)
// and a seeded devnet, with the real test browser wallet (apps/wallet) signing: core's
// fetchNameSuggestions and registerAccountName, and what they route and set.
import type { AddressInfo } from 'node:net'
import type { DevnetHandle } from '@portico/devnet'
import { startTestDevnet } from '@portico/devnet/testing'
import { createTestWalletProvider, TEST_WALLET_RDNS, type TestWallet } from '@portico/wallet'
import { type Address, verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ChainAdapter } from '../../adapter/ChainAdapter.js'
import type { Portico } from '../../instance/Portico.js'
import type { RouterEntry } from '../../state/types.js'
import { createFakeAdapter, testInstance, testNetwork } from '../../testing/index.js'
import type { Network } from '../../types/network.js'
import {
  FetchNameSuggestionsError,
  InvalidAccountNameError,
  InvalidChainIdError,
  RegisterNameError,
} from './errors.js'
import { readAccountName, readReverseNames } from './profileApi.js'

const PROJECT = 'p1'
let devnet: DevnetHandle
let network: Network
let apiUrl: string
let closeApi: () => Promise<void>

beforeAll(async () => {
  devnet = await startTestDevnet()
  const chain = devnet.config.chains[0]
  if (!chain) throw new Error('the devnet has a chain')
  network = {
    ...testNetwork(chain.chainId, 'eip155', chain.name),
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  }
  const { startTestApi } = await import('@portico/api/testing')
  const api = await startTestApi('sqlite', {
    profile: {
      chains: [
        {
          chainId: chain.chainId,
          rpcUrls: [chain.rpcUrl],
          ensRegistry: chain.contracts.ensRegistry as Address,
        },
      ],
    },
  })
  await api.app.listen({ host: '127.0.0.1', port: 0 })
  apiUrl = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`
  closeApi = api.close
}, 60_000)

afterAll(async () => {
  await closeApi?.()
  devnet?.stop()
})

/**
 * A chain adapter over one real test wallet: the wallet (its EIP-1193 provider) is the thing under
 * test's counterpart; the adapter only hands it to core as a connector, as @portico/evm does.
 */
function walletAdapter(wallet: TestWallet): ChainAdapter {
  const connector = {
    id: TEST_WALLET_RDNS,
    type: 'ANNOUNCED' as const,
    name: wallet.info.name,
    chain: 'eip155' as const,
    provider: wallet.provider,
  }
  const connect = async () => {
    const [address] = (await wallet.provider.request({ method: 'eth_requestAccounts' })) as string[]
    const chainId = Number(await wallet.provider.request({ method: 'eth_chainId' }))
    return { address: address as string, chainId }
  }
  return {
    namespace: 'eip155',
    setup(context) {
      context.setConnectors([connector])
      return () => {}
    },
    connect,
    reconnect: async () => null,
    disconnect: async () => {},
    getBalance: async () => ({ value: 0n, decimals: 18, symbol: 'ETH' }),
  }
}

/** A mounted widget on the devnet's chain A with a connected test wallet holding `privateKey`. */
async function connected(privateKey = generatePrivateKey(), options: { apiUrl?: string } = {}) {
  const wallet = createTestWalletProvider({
    wallet: {
      name: 'Portico Test Wallet',
      rdns: TEST_WALLET_RDNS,
      accounts: [privateKey],
      chains: devnet.config.chains.map((c) => ({ chainId: c.chainId, rpcUrl: c.rpcUrl })),
    },
    origin: 'http://127.0.0.1',
  })
  const portico = testInstance({
    projectId: PROJECT,
    networks: [network],
    adapters: [walletAdapter(wallet)],
    apiUrl: 'apiUrl' in options ? options.apiUrl : apiUrl,
  })
  portico.mount()
  await portico.connect({ connectorId: TEST_WALLET_RDNS })
  return { portico, wallet, address: privateKeyToAccount(privateKey).address }
}

/** Opens the modal on Account and pushes RegisterAccountName, as the view's way in does. */
function openRegister(portico: Portico) {
  portico.open({ view: 'Account' })
  portico.modal.pushView({ view: 'RegisterAccountName' })
}

const history = (portico: Portico) => portico.stores.router.getState().history
/** An entry read as RegisterAccountName's (the view a failed registration comes back to). */
const registerEntry = (entry: RouterEntry | undefined) =>
  entry as RouterEntry<'RegisterAccountName'> | undefined
const unique = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`

describe('registerAccountName with the real API', () => {
  it('spec §2 "sign message, register, success view": the wallet signs the JSON message, the API stores the name for the address, profileName is set, RegisterAccountNameSuccess replaces RegisterAccountName', async () => {
    const { portico, address } = await connected()
    openRegister(portico)
    const label = unique('carol')
    const before = Math.floor(Date.now() / 1_000)
    const result = await portico.names.register({ name: label.toUpperCase() })
    const name = `${label}.portico.eth`
    expect(result).toEqual({ name })
    expect(history(portico)).toEqual([
      { view: 'Account' },
      { view: 'RegisterAccountNameSuccess', data: { accountName: name } },
    ])
    expect(portico.getAccount().profileName).toBe(name)
    // What the API stored (spec §7, apiVersion 2): the address under chain A's ENSIP-11 coin type.
    const record = await readAccountName({ apiUrl, projectId: PROJECT, name })
    expect(record?.name).toBe(name)
    const coinType = String((0x80000000 | Number(network.id)) >>> 0)
    expect(record?.addresses[coinType]?.address).toBe(address)
    expect(record?.registered).toBeGreaterThanOrEqual(before)
    const reverse = await readReverseNames({ apiUrl, projectId: PROJECT, address })
    expect(reverse.map((r) => r.name)).toContain(name)
  })

  it('fetchNameSuggestions: a free name is available with free variants; once registered it is taken', async () => {
    const { portico } = await connected()
    const label = unique('dave')
    const free = await portico.names.fetchSuggestions({ name: label })
    expect(free.name).toBe(`${label}.portico.eth`)
    expect(free.registered).toBe(false)
    expect(free.suggestions.length).toBeGreaterThan(0)
    for (const suggestion of free.suggestions) {
      expect(suggestion.name).toMatch(/^[a-z0-9-]+\.portico\.eth$/)
      expect(suggestion.name).not.toBe(free.name)
      expect(suggestion.registered).toBe(false)
    }
    await portico.names.register({ name: label })
    // Typed with the zone or without, in any case: the same name.
    const taken = await portico.names.fetchSuggestions({
      name: `${label.toUpperCase()}.portico.eth`,
    })
    expect(taken).toMatchObject({ name: `${label}.portico.eth`, registered: true })
  })

  it("a seeded devnet name (alice.portico.eth, held in the chain's ENS registry) is taken", async () => {
    const { portico } = await connected()
    expect((await portico.names.fetchSuggestions({ name: 'alice' })).registered).toBe(true)
  })

  it('spec §8 "Name API errors show the first reason description": a name taken meanwhile comes back to RegisterAccountName with the reason', async () => {
    const first = await connected()
    const second = await connected()
    const label = unique('erin')
    await first.portico.names.register({ name: label })
    openRegister(second.portico)
    const error = await second.portico.names.register({ name: label }).catch((e) => e)
    expect(error).toBeInstanceOf(RegisterNameError)
    expect(error.shortMessage).toBe('Name is already taken')
    expect(history(second.portico).at(-1)).toEqual({
      view: 'RegisterAccountName',
      data: { accountName: label, errorMessage: 'Name is already taken' },
    })
    expect(second.portico.getAccount().profileName ?? null).toBeNull()
  })

  it("the wallet refusing to sign: 'Error registering name {name}', back to RegisterAccountName, nothing sent", async () => {
    const { portico, wallet, address } = await connected()
    wallet.setBehavior({ reject: ['personal_sign'] })
    openRegister(portico)
    const label = unique('frank')
    const error = await portico.names.register({ name: label }).catch((e) => e)
    expect(error).toBeInstanceOf(RegisterNameError)
    expect(error.shortMessage).toBe(`Error registering name ${label}.portico.eth`)
    expect(registerEntry(history(portico).at(-1))?.data?.errorMessage).toBe(
      `Error registering name ${label}.portico.eth`,
    )
    expect(await readReverseNames({ apiUrl, projectId: PROJECT, address })).toEqual([])
  })

  it('the signed message is JSON of name, attributes and timestamp in seconds, signed by the account (personal_sign)', async () => {
    const { portico, wallet, address } = await connected()
    const signed: { message: string; signature: string }[] = []
    const request = wallet.provider.request.bind(wallet.provider)
    // Watch what the wallet is asked to sign (the wallet still answers).
    Object.assign(wallet.provider, {
      request: async (args: Parameters<typeof request>[0]) => {
        const result = await request(args)
        if (args.method === 'personal_sign') {
          const [hex] = args.params as [string]
          signed.push({
            message: Buffer.from(hex.slice(2), 'hex').toString('utf8'),
            signature: result as string,
          })
        }
        return result
      },
    })
    const label = unique('gwen')
    await portico.names.register({
      name: label,
      attributes: { avatar: 'https://a.test/g.png' },
    })
    const [{ message, signature } = { message: '', signature: '' }] = signed
    const parsed = JSON.parse(message)
    expect(Object.keys(parsed)).toEqual(['name', 'attributes', 'timestamp'])
    expect(parsed.name).toBe(`${label}.portico.eth`)
    expect(parsed.attributes).toEqual({ avatar: 'https://a.test/g.png' })
    expect(Number.isInteger(parsed.timestamp)).toBe(true)
    expect(Math.abs(parsed.timestamp - Date.now() / 1_000)).toBeLessThan(60)
    expect(await verifyMessage({ address, message, signature: signature as `0x${string}` })).toBe(
      true,
    )
    const record = await readAccountName({ apiUrl, projectId: PROJECT, name: parsed.name })
    expect(record?.attributes[0]?.avatar).toBe('https://a.test/g.png')
  })

  it('fetchNameSuggestions: an API refusal carries its reason (a zone the API does not serve)', async () => {
    const { portico } = await connected()
    const other = testInstance({
      projectId: PROJECT,
      networks: [network],
      adapters: [],
      apiUrl,
      accountNameZone: 'other.eth',
    })
    // Same namespace rule, another zone: the API refuses with 'Unknown zone'-like reasons.
    const error = await other.names.fetchSuggestions({ name: 'henry' }).catch((e) => e)
    expect(error).toBeInstanceOf(FetchNameSuggestionsError)
    expect(error.shortMessage).not.toBe('Error fetching name suggestions')
    expect(portico.names.canRegister()).toBe(true)
  })
})

describe('registerAccountName — the rules before anything is signed', () => {
  it.each([
    [
      '§5 "letters, digits, hyphens only"',
      'ann_e',
      'Account name can only contain letters, digits and hyphens',
    ],
    ['§5 "at least 4 characters"', 'ann', 'Account name must be at least 4 characters'],
  ])('%s: %j is refused and RegisterAccountName shows why', async (_rule, name, message) => {
    const { portico, address } = await connected()
    openRegister(portico)
    const error = await portico.names.register({ name }).catch((e) => e)
    expect(error).toBeInstanceOf(InvalidAccountNameError)
    expect(error.shortMessage).toBe(message)
    expect(history(portico).at(-1)).toEqual({
      view: 'RegisterAccountName',
      data: { accountName: name, errorMessage: message },
    })
    expect(await readReverseNames({ apiUrl, projectId: PROJECT, address })).toEqual([])
  })

  it('§5 "EVM chain id must be below 2^31 as coin type, else \'Invalid chainId\'"', async () => {
    const big = testNetwork(2 ** 31, 'eip155', 'Too big')
    const evm = createFakeAdapter('eip155', [{ id: 'w1', address: '0xA1', chainId: 2 ** 31 }])
    const portico = testInstance({ networks: [big], adapters: [evm.adapter], apiUrl })
    portico.mount()
    await portico.connect({ connectorId: 'w1' })
    openRegister(portico)
    const error = await portico.names.register({ name: 'ivan' }).catch((e) => e)
    expect(error).toBeInstanceOf(InvalidChainIdError)
    expect(registerEntry(history(portico).at(-1))?.data?.errorMessage).toBe('Invalid chainId')
  })

  it.each([
    ['the connector has no EIP-1193 provider to sign with', 'eip155' as const],
    ['§9 "names: EVM only": a Solana account', 'solana' as const],
  ])(
    '%s: RegisterNameError, and canRegisterAccountName says whether the feature shows',
    async (_case, namespace) => {
      const adapter = createFakeAdapter(namespace, [{ id: 'w1', address: 'So1111', chainId: 1 }])
      const portico = testInstance({
        networks: [testNetwork(1, namespace)],
        adapters: [adapter.adapter],
        apiUrl,
      })
      portico.mount()
      await portico.connect({ connectorId: 'w1' })
      expect(portico.names.canRegister()).toBe(namespace === 'eip155')
      const error = await portico.names.register({ name: 'judy' }).catch((e) => e)
      expect(error).toBeInstanceOf(RegisterNameError)
      expect(error.shortMessage).toBe('Error registering name judy.portico.eth')
      if (namespace === 'solana')
        await expect(portico.names.fetchSuggestions({ name: 'judy' })).rejects.toBeInstanceOf(
          FetchNameSuggestionsError,
        )
    },
  )

  it('without an API the feature does not show and nothing is fetched', async () => {
    const { portico } = await connected(undefined, { apiUrl: undefined })
    expect(portico.names.canRegister()).toBe(false)
    await expect(portico.names.fetchSuggestions({ name: 'kate' })).rejects.toMatchObject({
      shortMessage: 'Error fetching name suggestions',
    })
    // Closed modal, no RegisterAccountName in the history: the router is left alone.
    await expect(portico.names.register({ name: 'kate' })).rejects.toBeInstanceOf(RegisterNameError)
    expect(history(portico)).toEqual([{ view: 'Connect' }])
  })

  it('fetchNameSuggestions checks the name first: an invalid one throws InvalidAccountNameError without a request', async () => {
    const { portico } = await connected(undefined, { apiUrl: 'http://127.0.0.1:9' })
    await expect(portico.names.fetchSuggestions({ name: 'a.b' })).rejects.toBeInstanceOf(
      InvalidAccountNameError,
    )
  })
})
