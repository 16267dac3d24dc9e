import { describe, expect, it, vi } from 'vitest'
import { createMemoryStorage, STORAGE_KEYS } from '../storage/createStorage.js'
import { createFakeAdapter, testInstance, testNetwork, until } from '../testing/index.js'

const A = testNetwork(31337)
const B = testNetwork(31338)
const wallets = () => [
  { id: 'w1', address: '0xA1', chainId: 31337 },
  { id: 'w2', address: '0xB2', chainId: 31338 },
]

describe('per-connection status (spec §4)', () => {
  it.each(['connected', 'active', 'disconnected'])("'%s' is a connection status", (status) => {
    expect(() => testInstance().connection.assertStatus(status)).not.toThrow()
  })
  it.each(['pending', '', 'CONNECTED'])(
    "'any other value is an error 'Invalid connection status'': %j",
    (status) => {
      expect(() => testInstance().connection.assertStatus(status)).toThrow(
        'Invalid connection status',
      )
    },
  )
})

describe('start (spec §4)', () => {
  it("'with reconnect enabled the existing connection is synced (connecting, then connected …)'", async () => {
    const storage = createMemoryStorage()
    storage.setItem(STORAGE_KEYS.connectorId, 'w2')
    const fake = createFakeAdapter('eip155', wallets())
    const portico = testInstance({ adapters: [fake.adapter], storage })
    const statuses: string[] = []
    portico.stores.chains.subscribe((s) => statuses.push(s.accounts.eip155?.status ?? ''))
    portico.mount()
    await until(() => portico.getAccount().status === 'connected')
    expect(statuses[0]).toBe('connecting')
    expect(portico.getAccount()).toMatchObject({
      address: '0xB2',
      caipAddress: 'eip155:31338:0xB2',
      connectorId: 'w2',
    })
    expect(fake.calls).toEqual(['reconnect:w2'])
  })

  it("'… or disconnected' when the wallet no longer grants access", async () => {
    const storage = createMemoryStorage()
    storage.setItem(STORAGE_KEYS.connectorId, 'w1')
    const fake = createFakeAdapter('eip155', wallets())
    fake.fail('reconnect:w1')
    const portico = testInstance({ adapters: [fake.adapter], storage })
    portico.mount()
    await until(() => fake.calls.length > 0 && portico.getAccount().status === 'disconnected')
    expect(storage.getItem(STORAGE_KEYS.connectorId)).toBeNull()
  })

  it("'with reconnect disabled every namespace is disconnected'", () => {
    const storage = createMemoryStorage()
    storage.setItem(STORAGE_KEYS.connectorId, 'w1')
    const fake = createFakeAdapter('eip155', wallets())
    const portico = testInstance({ adapters: [fake.adapter], storage, enableReconnect: false })
    portico.mount()
    expect(portico.getAccount().status).toBe('disconnected')
    expect(storage.getItem(STORAGE_KEYS.connectorId)).toBeNull()
    expect(fake.calls).toEqual([])
  })
})

describe('disconnect and reset (spec §4)', () => {
  it("'account and network are reset, connector id removed, modal closes unless told otherwise'", async () => {
    // w3 is on chain 1, which the dApp did not configure: the widget is on an unsupported chain.
    const fake = createFakeAdapter('eip155', [
      ...wallets(),
      { id: 'w3', address: '0xC3', chainId: 1 },
    ])
    const portico = testInstance({ adapters: [fake.adapter], networks: [A, B] })
    portico.mount()
    await portico.connect({ connectorId: 'w3' })
    expect(portico.stores.chains.getState().isUnsupportedChain).toBe(true)
    portico.open()
    await portico.disconnect({ closeModal: false })
    expect(portico.stores.modal.getState().open).toBe(true)
    expect(portico.getAccount()).toMatchObject({ status: 'disconnected', currentTab: 'Tokens' })
    expect(portico.getAccount().address).toBeUndefined()
    expect(portico.getAccount().balance).toBeUndefined()
    expect(portico.getAccount().connectorId).toBeUndefined()
    expect(portico.stores.connections.getState().connections.eip155).toEqual([])
    // The network: no longer on the wallet's unsupported chain, not switching, on a configured one.
    expect(portico.stores.chains.getState()).toMatchObject({
      isUnsupportedChain: false,
      isSwitchingNetwork: false,
      activeNetwork: A,
    })
    await portico.connect({ connectorId: 'w1' })
    await portico.disconnect()
    expect(portico.stores.modal.getState().open).toBe(false)
  })

  it("'Sign out on disconnect defaults to true for sign-in-with-wallet'", async () => {
    const signOut = vi.fn(async () => {})
    const fake = createFakeAdapter('eip155', wallets())
    const portico = testInstance({ adapters: [fake.adapter], siwx: { signOut } })
    portico.mount()
    await portico.connect({ connectorId: 'w1' })
    await portico.disconnect()
    expect(signOut).toHaveBeenCalledOnce()
  })

  it('signOutOnDisconnect: false keeps the sign-in session', async () => {
    const signOut = vi.fn(async () => {})
    const fake = createFakeAdapter('eip155', wallets())
    const portico = testInstance({
      adapters: [fake.adapter],
      siwx: { signOut, signOutOnDisconnect: false },
    })
    portico.mount()
    await portico.connect({ connectorId: 'w1' })
    await portico.disconnect()
    expect(signOut).not.toHaveBeenCalled()
  })
})

describe("open RPC requests can be aborted ('Request was aborted', spec §4)", () => {
  it('disconnect aborts a balance read still under way; its late answer is dropped', async () => {
    const fake = createFakeAdapter('eip155', wallets())
    const release = fake.holdBalances()
    const portico = testInstance({ adapters: [fake.adapter] })
    portico.mount()
    await portico.connect({ connectorId: 'w1' })
    const pending = portico.account.syncBalance({ force: true })
    await portico.disconnect()
    release()
    await pending
    expect(portico.getAccount().balance).toBeUndefined()
  })

  it('abortRequests rejects what is open with RequestAbortedError', async () => {
    const fake = createFakeAdapter('eip155', wallets())
    const release = fake.holdBalances()
    const portico = testInstance({ adapters: [fake.adapter] })
    portico.mount()
    await portico.connect({ connectorId: 'w1' })
    portico.connection.abortRequests({ details: 'test' })
    release()
    await until(() => portico.getAccount().balance === undefined)
    await portico.account.syncBalance({ force: true })
    expect(portico.getAccount().balance).toBe('1.234')
  })
})

describe('several wallets (spec §4 "Adapter disconnect", "Switching … connection")', () => {
  async function twoWallets() {
    const fake = createFakeAdapter('eip155', wallets())
    const portico = testInstance({
      adapters: [fake.adapter],
      networks: [A, B],
      features: { multiWallet: true },
    })
    portico.mount()
    await portico.connect({ connectorId: 'w1' })
    await portico.connect({ connectorId: 'w2' })
    return { portico, fake }
  }
  const statuses = (portico: Awaited<ReturnType<typeof twoWallets>>['portico']) =>
    portico.stores.connections
      .getState()
      .connections.eip155?.map((c) => `${c.connectorId}:${c.status}`)

  it('the newest connection is active, the earlier one stays connected', async () => {
    const { portico } = await twoWallets()
    expect(statuses(portico)).toEqual(['w2:active', 'w1:connected'])
  })

  it('without multiWallet a new wallet replaces the connection', async () => {
    const fake = createFakeAdapter('eip155', wallets())
    const portico = testInstance({ adapters: [fake.adapter], networks: [A, B] })
    portico.mount()
    await portico.connect({ connectorId: 'w1' })
    await portico.connect({ connectorId: 'w2' })
    expect(statuses(portico)).toEqual(['w2:active'])
  })

  it("'Switching to an active or connected connection reconnects it and reports whether account or wallet changed'", async () => {
    const { portico, fake } = await twoWallets()
    expect(await portico.connection.switch({ namespace: 'eip155', connectorId: 'w1' })).toEqual({
      hasSwitchedAccount: true,
      hasSwitchedWallet: true,
    })
    expect(fake.calls.at(-1)).toBe('reconnect:w1')
    expect(statuses(portico)).toEqual(['w1:active', 'w2:connected'])
    expect(await portico.connection.switch({ namespace: 'eip155', connectorId: 'w1' })).toEqual({
      hasSwitchedAccount: false,
      hasSwitchedWallet: false,
    })
  })

  it("'a disconnected connection is reconnected via' its connect flow", async () => {
    const { portico, fake } = await twoWallets()
    portico._internal.stores.connections.setState((s) => ({
      connections: {
        ...s.connections,
        eip155: s.connections.eip155?.map((c) =>
          c.connectorId === 'w1' ? { ...c, status: 'disconnected' as const } : c,
        ),
      },
    }))
    await portico.connection.switch({ namespace: 'eip155', connectorId: 'w1' })
    expect(fake.calls.at(-1)).toBe('connect:w1')
  })

  it("adapter disconnect: 'connection deleted, first remaining connection becomes active, a disconnect event fires when none remain'", async () => {
    const { portico, fake } = await twoWallets()
    const events: string[] = []
    portico.subscribeEvents((e) => events.push(e.type))
    fake.emit({ type: 'disconnected', connectorId: 'w2' })
    expect(statuses(portico)).toEqual(['w1:active'])
    expect(portico.getAccount()).toMatchObject({
      status: 'connected',
      address: '0xA1',
      connectorId: 'w1',
    })
    expect(events).toEqual([])
    fake.emit({ type: 'disconnected', connectorId: 'w1' })
    expect(statuses(portico)).toEqual([])
    expect(portico.getAccount().status).toBe('disconnected')
    expect(events).toEqual(['DISCONNECT_SUCCESS'])
  })

  it('only the active wallet moves the account', async () => {
    const { portico, fake } = await twoWallets()
    fake.emit({ type: 'accountChanged', address: '0xC3', connectorId: 'w1' })
    expect(portico.getAccount().address).toBe('0xB2')
    fake.emit({ type: 'accountChanged', address: '0xC3', connectorId: 'w2' })
    expect(portico.getAccount().address).toBe('0xC3')
  })

  it('a refused second wallet leaves the first connected', async () => {
    const fake = createFakeAdapter('eip155', wallets())
    const portico = testInstance({ adapters: [fake.adapter], networks: [A, B] })
    portico.mount()
    await portico.connect({ connectorId: 'w1' })
    fake.fail('connect:w2')
    await expect(portico.connect({ connectorId: 'w2' })).rejects.toThrow('Connection rejected')
    expect(portico.getAccount()).toMatchObject({ status: 'connected', address: '0xA1' })
  })
})

describe('networks (spec §4)', () => {
  it("'Removing the active network switches to the first remaining network of that namespace'", async () => {
    const C = testNetwork(31339)
    const SOL = testNetwork('devnet', 'solana')
    const portico = testInstance({ networks: [SOL, A, B, C], defaultNetwork: B })
    await portico.network.remove({ caipNetworkId: 'eip155:31338' })
    expect(portico.stores.chains.getState().activeNetwork).toBe(A)
    expect(portico.stores.chains.getState().networks).toEqual([SOL, A, C])
  })

  it('removing another network keeps the active one; the last network cannot go', async () => {
    const portico = testInstance({ networks: [A, B] })
    await portico.network.remove({ caipNetworkId: 'eip155:31338' })
    expect(portico.stores.chains.getState().activeNetwork).toBe(A)
    await expect(portico.network.remove({ caipNetworkId: 'eip155:31337' })).rejects.toThrow(
      'last network',
    )
  })

  it("'Switching namespace sets an is-switching flag'", async () => {
    const SOL = testNetwork('devnet', 'solana')
    const portico = testInstance({ networks: [A, SOL] })
    const seen: boolean[] = []
    portico.stores.chains.subscribe((s) => seen.push(s.isSwitchingNamespace))
    await portico.switchNetwork({ network: SOL })
    expect(seen[0]).toBe(true)
    expect(portico.stores.chains.getState()).toMatchObject({
      activeNamespace: 'solana',
      isSwitchingNamespace: false,
    })
  })
})
