/**
 * Issue 19 "@portico/wagmi: one source of truth on EVM", in Node against the devnet, for the
 * @wagmi/core this run resolves (3.x in project `unit`, 2.x in project `wagmi2`, which aliases it
 * to wagmi-core-v2): the real Portico instance and the real wagmi config over one test wallet (an
 * EIP-1193 provider that signs with anvil's keys and sends to the devnet chain), announced by
 * EIP-6963 on a `window` of its own (an EventTarget: Node has none), where wagmi discovers it.
 */
import { type ChainAdapter, createMemoryStorage, createPortico, type Portico } from '@portico/core'
import { devnetNetwork, startTestDevnet } from '@portico/devnet/testing'
import {
  ANVIL_PRIVATE_KEYS,
  announceProvider,
  createTestWalletProvider,
  type TestWallet,
} from '@portico/wallet'
import {
  type Config,
  connect,
  createStorage,
  disconnect,
  reconnect,
  switchChain,
  version,
} from '@wagmi/core'
import { createPublicClient, http, parseEther, verifyMessage } from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { createWagmiAdapter } from './createWagmiAdapter.js'

type Devnet = Awaited<ReturnType<typeof startTestDevnet>>

const RDNS = 'xyz.portico.testwallet'
const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const CAROL = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

let devnet: Devnet
let networks: [ReturnType<typeof devnetNetwork>, ReturnType<typeof devnetNetwork>]

beforeAll(async () => {
  // Each page gets a window of its own in openPage(); unstubbed after the file (the unit project
  // shares its workers between files).
  vi.stubGlobal('window', new EventTarget())
  devnet = await startTestDevnet()
  const [a, b] = devnet.config.chains
  if (!a || !b) throw new Error('the devnet has two chains')
  networks = [devnetNetwork(a), devnetNetwork(b)]
}, 120_000)

afterAll(async () => {
  vi.unstubAllGlobals()
  await devnet?.stop()
})

/** What one page holds: the wallet, wagmi's config, Portico's instance, and their storages. */
type Page = {
  wallet: TestWallet
  config: Config
  adapter: ChainAdapter
  portico: Portico
  unmount: () => void
  /** Methods the wallet was asked, in order. */
  asked: string[]
}

/** Stores that outlive a page, for a reload. */
type Kept = {
  wagmiStore: Map<string, string>
  porticoStorage: ReturnType<typeof createMemoryStorage>
}

let kept: Kept
beforeEach(() => {
  kept = { wagmiStore: new Map(), porticoStorage: createMemoryStorage() }
})

function openPage({ chainId }: { chainId?: number } = {}): Page {
  const wallet = createTestWalletProvider({
    wallet: {
      name: 'Portico Test Wallet',
      rdns: RDNS,
      accounts: [ANVIL_PRIVATE_KEYS[0], ANVIL_PRIVATE_KEYS[1]] as `0x${string}`[],
      chains: [
        ...networks.map((n) => ({
          chainId: n.id,
          name: n.name,
          rpcUrl: n.rpcUrls.default.http[0] as string,
        })),
        // A chain the dApp does not configure.
        { chainId: 1, name: 'Elsewhere', rpcUrl: networks[0].rpcUrls.default.http[0] as string },
      ],
      ...(chainId ? { chainId } : {}),
    },
  })
  const asked: string[] = []
  const request = wallet.provider.request.bind(wallet.provider)
  wallet.provider.request = ((args: { method: string }) => {
    asked.push(args.method)
    return request(args as never)
  }) as typeof wallet.provider.request
  // A page of its own: wagmi's EIP-6963 discovery listens on `window`.
  const window = new EventTarget()
  vi.stubGlobal('window', window)
  announceProvider({ target: window, info: wallet.info, provider: wallet.provider })
  const { wagmiConfig: config, adapter } = createWagmiAdapter({
    networks,
    storage: createStorage({
      storage: {
        getItem: (key) => kept.wagmiStore.get(key) ?? null,
        setItem: (key, value) => void kept.wagmiStore.set(key, value),
        removeItem: (key) => void kept.wagmiStore.delete(key),
      },
    }),
  })
  const portico = createPortico({
    projectId: 'wagmi-test',
    networks,
    adapters: [adapter],
    storage: kept.porticoStorage,
  })
  const unmount = portico.mount()
  return { wallet, config, adapter, portico, unmount, asked }
}

const wagmiConnection = (config: Config) =>
  config.state.current ? config.state.connections.get(config.state.current) : undefined

const connectorOf = (page: Page) => {
  const connector = page.config.connectors.find((c) => c.id === RDNS)
  if (!connector) throw new Error('no injected connector')
  return connector
}

describe(`@portico/wagmi on @wagmi/core ${version}`, () => {
  test('Portico offers the wallet wagmi discovered (EIP-6963) once, under its rdns', () => {
    const page = openPage()
    const offered = page.portico.stores.connectors
      .getState()
      .connectors.filter((c) => c.chain === 'eip155')
    expect(offered.map((c) => [c.id, c.type, c.name])).toEqual([
      [RDNS, 'ANNOUNCED', 'Portico Test Wallet'],
    ])
    // The wallet's own provider, for useProvider('eip155') and @portico/ethers.
    expect(offered[0]?.provider).toBe(page.wallet.provider)
    page.unmount()
  })

  test("connecting in Portico's modal connects wagmi: same account, same chain", async () => {
    const page = openPage()
    await page.portico.connect({ connectorId: RDNS })
    expect(page.portico.getAccount()).toMatchObject({ status: 'connected', address: ALICE })
    expect(wagmiConnection(page.config)).toMatchObject({
      accounts: [ALICE],
      chainId: networks[0].id,
    })
    expect(page.config.state.status).toBe('connected')
    page.unmount()
  })

  test("the dApp's own wagmi connect (useConnect) connects Portico's button", async () => {
    const page = openPage()
    expect(page.portico.getAccount().status).toBe('disconnected')
    await connect(page.config, { connector: connectorOf(page) })
    await vi.waitFor(() =>
      expect(page.portico.getAccount()).toMatchObject({
        status: 'connected',
        address: ALICE,
        connectorId: RDNS,
      }),
    )
    expect(page.portico.stores.chains.getState().activeNetwork.id).toBe(networks[0].id)
    page.unmount()
  })

  test("wagmi's switchChain (useSwitchChain) moves Portico's network; Portico's switch moves wagmi's", async () => {
    const page = openPage()
    await page.portico.connect({ connectorId: RDNS })
    await switchChain(page.config, { chainId: networks[1].id })
    await vi.waitFor(() =>
      expect(page.portico.stores.chains.getState().activeNetwork.id).toBe(networks[1].id),
    )
    await page.portico.switchNetwork({ network: networks[0] })
    expect(wagmiConnection(page.config)?.chainId).toBe(networks[0].id)
    expect(page.wallet.getState().chainId).toBe(networks[0].id)
    page.unmount()
  })

  test('the wallet switching account moves both', async () => {
    const page = openPage()
    await page.portico.connect({ connectorId: RDNS })
    page.wallet.setAccount(1)
    await vi.waitFor(() => expect(page.portico.getAccount().address).toBe(BOB))
    expect(wagmiConnection(page.config)?.accounts[0]).toBe(BOB)
    page.unmount()
  })

  test("wagmi's disconnect (useDisconnect) disconnects Portico; Portico's disconnect disconnects wagmi", async () => {
    const page = openPage()
    await connect(page.config, { connector: connectorOf(page) })
    await vi.waitFor(() => expect(page.portico.getAccount().status).toBe('connected'))
    await disconnect(page.config)
    await vi.waitFor(() => expect(page.portico.getAccount().status).toBe('disconnected'))

    await page.portico.connect({ connectorId: RDNS })
    expect(page.config.state.status).toBe('connected')
    await page.portico.disconnect()
    expect(page.config.state.status).toBe('disconnected')
    expect(page.portico.getAccount().status).toBe('disconnected')
    page.unmount()
  })

  test("a wallet on a chain the dApp does not configure is moved to Portico's network on connect", async () => {
    const page = openPage({ chainId: 1 })
    const { chainId } = await page.portico.connect({ connectorId: RDNS })
    expect(chainId).toBe(networks[0].id)
    expect(page.wallet.getState().chainId).toBe(networks[0].id)
    expect(wagmiConnection(page.config)?.chainId).toBe(networks[0].id)
    page.unmount()
  })

  test('signing and sending go through wagmi to the wallet: the signature verifies, the transfer is mined', async () => {
    const page = openPage()
    await page.portico.connect({ connectorId: RDNS })
    const connector = page.portico.stores.connectors
      .getState()
      .connectors.find((c) => c.id === RDNS)
    if (!connector) throw new Error('no connector')
    const message = 'Sign in to wagmi test'
    const signature = await page.adapter.signMessage?.({
      connector,
      network: networks[0],
      address: ALICE,
      message,
    })
    expect(
      await verifyMessage({ address: ALICE, message, signature: signature as `0x${string}` }),
    ).toBe(true)

    const chain = createPublicClient({ transport: http(networks[0].rpcUrls.default.http[0]) })
    const before = await chain.getBalance({ address: CAROL })
    const estimate = await page.adapter.estimateGas?.({
      network: networks[0],
      from: ALICE,
      transaction: { to: CAROL, value: parseEther('0.25') },
    })
    expect(estimate?.gas).toBe(21_000n)
    expect(estimate?.gasPrice).toBeGreaterThan(0n)
    const hash = await page.adapter.sendTransaction?.({
      connector,
      network: networks[0],
      from: ALICE,
      to: CAROL,
      value: parseEther('0.25'),
    })
    expect(
      await page.adapter.waitForTransaction?.({ network: networks[0], hash: hash as string }),
    ).toEqual({
      status: 'success',
    })
    expect((await chain.getBalance({ address: CAROL })) - before).toBe(parseEther('0.25'))
    const balance = await page.adapter.getBalance({ address: CAROL, network: networks[0] })
    expect(balance).toEqual({
      value: await chain.getBalance({ address: CAROL }),
      decimals: 18,
      symbol: 'ETH',
    })
    expect(page.asked).toContain('personal_sign')
    expect(page.asked).toContain('eth_sendTransaction')
    page.unmount()
  })

  test('after a reload both reconnect, without a prompt, with wagmi reconnecting once', async () => {
    const first = openPage()
    await first.portico.connect({ connectorId: RDNS })
    first.unmount()

    const page = openPage()
    // The wallet still grants the page (its authorization is per wallet object here: grant it).
    page.wallet.connect()
    page.asked.length = 0
    // What <WagmiProvider> does on mount, while Portico's mount reconnects too.
    await Promise.all([
      reconnect(page.config),
      vi.waitFor(() => expect(page.portico.getAccount().status).toBe('connected')),
    ])
    expect(page.portico.getAccount()).toMatchObject({ address: ALICE, connectorId: RDNS })
    expect(wagmiConnection(page.config)?.accounts[0]).toBe(ALICE)
    expect(page.asked).not.toContain('eth_requestAccounts')
    page.unmount()
  })

  test('createWagmiAdapter without an EVM network is refused with a clear error', () => {
    expect(() =>
      createWagmiAdapter({
        networks: [{ ...networks[0], chainNamespace: 'solana', caipNetworkId: 'solana:x' }],
      }),
    ).toThrowErrorMatchingInlineSnapshot(`
      [InvalidConfigurationError: Invalid configuration

      Details: createWagmiAdapter: \`networks\` has no EVM (eip155) network to make a chain of]
    `)
  })
})
