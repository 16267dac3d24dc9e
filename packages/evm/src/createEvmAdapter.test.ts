// Integration: core + the EVM adapter + the real test browser wallet, against a seeded devnet.
import {
  ConnectionRejectedError,
  createMemoryStorage,
  createPortico,
  formatBalance,
  type Network,
  type PorticoStorage,
  RECONNECT_DISCOVERY_TIMEOUT_MS,
  STORAGE_KEYS,
} from '@portico/core/internal'
import type { DevnetHandle } from '@portico/devnet'
import { devnetNetwork, startTestDevnet } from '@portico/devnet/testing'
import {
  installTestWallets,
  TEST_WALLET_2_RDNS,
  TEST_WALLET_RDNS,
  type TestWallet,
} from '@portico/wallet'
import { createPublicClient, http, verifyMessage } from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createEvmAdapter } from './createEvmAdapter.js'

let devnet: DevnetHandle
let networks: [Network, Network]

beforeAll(async () => {
  devnet = await startTestDevnet()
  const [a, b] = devnet.config.chains.map(devnetNetwork)
  if (!a || !b) throw new Error('the devnet has two chains')
  networks = [a, b]
}, 60_000)

afterAll(() => devnet?.stop())

/** A page: a window-like target carrying the two test wallets (and optionally one on chain 999). */
function page(options: { withStrangerChainWallet?: boolean } = {}) {
  const target = new EventTarget()
  const chains = [
    ...devnet.config.chains.map((c) => ({ chainId: c.chainId, rpcUrl: c.rpcUrl, name: c.name })),
    { chainId: 999, rpcUrl: devnet.config.chains[0]!.rpcUrl, name: 'Stranger chain' },
  ]
  const wallets = [
    { name: 'Portico Test Wallet', rdns: TEST_WALLET_RDNS, accountIndex: 0 },
    { name: 'Portico Test Wallet 2', rdns: TEST_WALLET_2_RDNS, accountIndex: 1 },
    ...(options.withStrangerChainWallet
      ? [{ name: 'Stranger', rdns: 'xyz.portico.stranger', accountIndex: 2, chainId: 999 }]
      : []),
  ]
  const { wallets: installed } = installTestWallets({
    target,
    config: { chains, wallets },
    storage: createMemoryStorage(),
    origin: 'http://127.0.0.1',
  })
  return { target, wallets: installed as Record<string, TestWallet> }
}

function widget(target: EventTarget, storage: PorticoStorage = createMemoryStorage()) {
  const portico = createPortico({
    projectId: 'test',
    networks,
    adapters: [createEvmAdapter({ target })],
    storage,
  })
  const unmount = portico.mount()
  return { portico, storage, unmount }
}

async function until(check: () => boolean, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

async function chainBalance(network: Network, address: `0x${string}`) {
  const client = createPublicClient({ transport: http(network.rpcUrls.default.http[0]) })
  return formatBalance({ value: await client.getBalance({ address }), decimals: 18 })
}

const account = (index: number) =>
  devnet.config.accounts.find((a) => a.index === index)!.address as `0x${string}`

describe('EVM adapter with the test wallet on the devnet', () => {
  let current: { unmount(): void }[] = []
  beforeEach(() => {
    for (const w of current) w.unmount()
    current = []
  })
  const track = <T extends { unmount(): void }>(w: T) => {
    current.push(w)
    return w
  }

  it('discovers both announced wallets by rdns', () => {
    const { target } = page()
    const { portico } = track(widget(target))
    expect(
      portico.stores.connectors.getState().connectors.map((c) => [c.id, c.name, c.type]),
    ).toEqual([
      [TEST_WALLET_RDNS, 'Portico Test Wallet', 'ANNOUNCED'],
      [TEST_WALLET_2_RDNS, 'Portico Test Wallet 2', 'ANNOUNCED'],
    ])
  })

  it('connects: status, address, CAIP-10 address, remembered connector, balance read from the chain', async () => {
    const { target } = page()
    const { portico, storage } = track(widget(target))
    const events: string[] = []
    portico.subscribeEvents((e) => events.push(e.type))
    await portico.connect({ connectorId: TEST_WALLET_RDNS })
    const state = portico.getAccount()
    expect(state.status).toBe('connected')
    expect(state.address).toBe(account(0))
    expect(state.caipAddress).toBe(`eip155:31337:${account(0)}`)
    expect(storage.getItem(STORAGE_KEYS.connectorId)).toBe(TEST_WALLET_RDNS)
    expect(events).toContain('CONNECT_SUCCESS')
    const expected = await chainBalance(networks[0], account(0))
    await until(() => portico.getAccount().balance === expected)
    expect(portico.getAccount().balanceSymbol).toBe('ETH')
  })

  it("a refusal in the wallet (4001) is 'Connection rejected' and leaves the account disconnected", async () => {
    const { target, wallets } = page()
    wallets[TEST_WALLET_RDNS]!.setBehavior({ reject: true })
    const { portico, storage } = track(widget(target))
    const error = await portico.connect({ connectorId: TEST_WALLET_RDNS }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ConnectionRejectedError)
    expect(portico.getAccount().status).toBe('disconnected')
    expect(portico.stores.connectAttempt.getState().error?.shortMessage).toBe('Connection rejected')
    expect(storage.getItem(STORAGE_KEYS.connectorId)).toBeNull()
  })

  it('from the modal: ConnectingExternal shows the error, Try again reuses it, success closes the modal', async () => {
    const { target, wallets } = page()
    const { portico } = track(widget(target))
    wallets[TEST_WALLET_RDNS]!.setBehavior({ reject: true })
    portico.open()
    await portico.connection.connectFromModal({ connectorId: TEST_WALLET_RDNS })
    const views = () => portico.stores.router.getState().history.map((e) => e.view)
    expect(views()).toEqual(['Connect', 'ConnectingExternal'])
    expect(portico.stores.connectAttempt.getState().error?.shortMessage).toBe('Connection rejected')
    wallets[TEST_WALLET_RDNS]!.setBehavior({})
    await portico.connection.connectFromModal({ connectorId: TEST_WALLET_RDNS })
    expect(portico.getAccount().status).toBe('connected')
    expect(portico.stores.modal.getState().open).toBe(false)
    expect(views()).toEqual(['Connect'])
  })

  it('a wallet on a chain the dApp does not support is switched to the active network', async () => {
    const { target, wallets } = page({ withStrangerChainWallet: true })
    const { portico } = track(widget(target))
    await portico.connect({ connectorId: 'xyz.portico.stranger' })
    expect(wallets['xyz.portico.stranger']!.getState().chainId).toBe(31337)
    expect(portico.stores.chains.getState().activeNetwork.id).toBe(31337)
  })

  it("follows the wallet's own account and chain changes, and its disconnect", async () => {
    const { target, wallets } = page()
    const { portico, storage } = track(widget(target))
    await portico.connect({ connectorId: TEST_WALLET_RDNS })
    const wallet = wallets[TEST_WALLET_RDNS]!

    wallet.setChain(31338)
    await until(() => portico.stores.chains.getState().activeNetwork.id === 31338)
    expect(portico.getAccount().caipAddress).toBe(`eip155:31338:${account(0)}`)
    const onB = await chainBalance(networks[1], account(0))
    await until(() => portico.getAccount().balance === onB)

    wallet.setAccount(2)
    await until(() => portico.getAccount().address === account(2))
    expect(portico.getAccount().caipAddress).toBe(`eip155:31338:${account(2)}`)

    wallet.disconnect()
    await until(() => portico.getAccount().status === 'disconnected')
    expect(storage.getItem(STORAGE_KEYS.connectorId)).toBeNull()
  })

  it('reconnects on start without prompting the wallet', async () => {
    const { target, wallets } = page()
    const storage = createMemoryStorage()
    const first = track(widget(target, storage))
    await first.portico.connect({ connectorId: TEST_WALLET_2_RDNS })
    first.unmount()
    const provider = wallets[TEST_WALLET_2_RDNS]!.provider
    const request = provider.request.bind(provider)
    const methods: string[] = []
    Object.assign(provider, {
      request: (args: { method: string }) => {
        methods.push(args.method)
        return request(args)
      },
    })
    const second = track(widget(target, storage))
    await until(() => second.portico.getAccount().status === 'connected')
    expect(second.portico.getAccount().address).toBe(account(1))
    expect(methods).toContain('eth_accounts')
    expect(methods).not.toContain('eth_requestAccounts')
  })

  it('forgets a remembered wallet that no longer announces itself', async () => {
    const storage = createMemoryStorage()
    storage.setItem(STORAGE_KEYS.connectorId, 'xyz.gone.wallet')
    const { portico } = track(widget(page().target, storage))
    expect(portico.getAccount().status).toBe('connecting')
    await until(
      () => portico.getAccount().status === 'disconnected',
      RECONNECT_DISCOVERY_TIMEOUT_MS + 2_000,
    )
    expect(storage.getItem(STORAGE_KEYS.connectorId)).toBeNull()
  })

  it('disconnect revokes the permission in the wallet and forgets the connector', async () => {
    const { target, wallets } = page()
    const { portico, storage } = track(widget(target))
    await portico.connect({ connectorId: TEST_WALLET_RDNS })
    portico.open()
    await portico.disconnect()
    // Reset clears address, balances and connector id (spec §4); the user's choices stay.
    expect(portico.getAccount()).toEqual({
      status: 'disconnected',
      currentTab: 'Tokens',
      preferredAccountType: 'smartAccount',
    })
    expect(portico.stores.modal.getState().open).toBe(false)
    expect(storage.getItem(STORAGE_KEYS.connectorId)).toBeNull()
    expect(wallets[TEST_WALLET_RDNS]!.getState().connected).toBe(false)
  })

  it('signMessage: the wallet signs the text with personal_sign (EIP-191), viem verifies it; a refusal rejects', async () => {
    const { target, wallets } = page()
    const { portico } = track(widget(target))
    await portico.connect({ connectorId: TEST_WALLET_RDNS })
    const connector = portico.stores.connectors
      .getState()
      .connectors.find((c) => c.id === TEST_WALLET_RDNS)!
    const adapter = createEvmAdapter({ target })
    const address = account(0)
    const message = 'app.example wants you to sign in with your Ethereum account:\nline two'
    const signature = await adapter.signMessage!({
      connector,
      network: networks[0],
      address: address.toLowerCase(),
      message,
    })
    expect(await verifyMessage({ address, message, signature: signature as `0x${string}` })).toBe(
      true,
    )
    wallets[TEST_WALLET_RDNS]!.setBehavior({ reject: ['personal_sign'] })
    await expect(
      adapter.signMessage!({ connector, network: networks[0], address, message }),
    ).rejects.toThrow()
  })

  it('two widgets on one page keep separate state', async () => {
    const { target } = page()
    const a = track(widget(target))
    const b = track(widget(target))
    await a.portico.connect({ connectorId: TEST_WALLET_RDNS })
    expect(a.portico.getAccount().status).toBe('connected')
    expect(b.portico.getAccount().status).toBe('disconnected')
  })
})
