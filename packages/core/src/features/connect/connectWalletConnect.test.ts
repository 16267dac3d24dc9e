import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PAIRING_EXPIRED_THRESHOLD_MS, PAIRING_EXPIRY_MS } from '../../constants.js'
import type { PorticoEvent } from '../../events/createEmitter.js'
import {
  createFakeAdapter,
  createFakeWalletConnectAdapter,
  testInstance,
  testNetwork,
  testPairingUri,
} from '../../testing/index.js'

const EVM = { address: '0x00000000000000000000000000000000000000a1', chainId: 31337 }
const SOLANA = { address: 'So1anaAccount1111111111111111111111111111111', chainId: 'devnet' }

/** Lets promise callbacks run (with fake timers on). */
const flush = () => vi.advanceTimersByTimeAsync(0)

function setup(options: Parameters<typeof testInstance>[0] = {}) {
  const wc = createFakeWalletConnectAdapter({ eip155: EVM, solana: SOLANA })
  const portico = testInstance({
    networks: [testNetwork(31337), testNetwork(31338), testNetwork('devnet', 'solana')],
    adapters: [wc.adapter],
    ...options,
  })
  const events: PorticoEvent[] = []
  portico.subscribeEvents((event) => void events.push(event))
  portico.mount()
  return { portico, wc, events }
}

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('pairing URI expiry (spec §4 "Pairing URI expires 4 minutes after creation; counts as expired at 10 s or less remaining")', () => {
  it.each([
    ['11 s left: still the first URI', PAIRING_EXPIRY_MS - 11_000, 1],
    [
      '10 s + 1 ms left: still the first URI',
      PAIRING_EXPIRY_MS - PAIRING_EXPIRED_THRESHOLD_MS - 1,
      1,
    ],
    ['exactly 10 s left: a fresh URI', PAIRING_EXPIRY_MS - PAIRING_EXPIRED_THRESHOLD_MS, 2],
    [
      'after a second period: a third URI',
      2 * (PAIRING_EXPIRY_MS - PAIRING_EXPIRED_THRESHOLD_MS),
      3,
    ],
  ])('%s', async (_rule, elapsedMs, pairings) => {
    const { portico, wc } = setup()
    portico.open()
    portico.connection.ensurePairing()
    const first = portico.stores.pairing.getState()
    expect(first).toMatchObject({ status: 'ready', uri: testPairingUri(1), createdAt: 1_000_000 })
    expect(first.expiresAt).toBe(1_000_000 + PAIRING_EXPIRY_MS)
    await vi.advanceTimersByTimeAsync(elapsedMs)
    expect(wc.uris()).toHaveLength(pairings)
    const state = portico.stores.pairing.getState()
    expect(state.uri).toBe(testPairingUri(pairings))
    expect(state.status).toBe('ready')
  })

  it('a replaced pairing that fails later (its proposal expired) leaves the fresh URI and no error', async () => {
    const { portico, wc, events } = setup()
    portico.open()
    portico.connection.ensurePairing()
    await vi.advanceTimersByTimeAsync(PAIRING_EXPIRY_MS - PAIRING_EXPIRED_THRESHOLD_MS)
    wc.reject(0, new Error('Proposal expired'))
    await flush()
    expect(portico.stores.pairing.getState()).toMatchObject({
      status: 'ready',
      uri: testPairingUri(2),
      error: undefined,
    })
    expect(portico.stores.connectAttempt.getState().error).toBeUndefined()
    expect(events.some((e) => e.type === 'CONNECT_ERROR')).toBe(false)
  })

  it('with manualWCControl the dApp drives the pairing: no fresh URI is made on expiry', async () => {
    const { portico, wc } = setup({ manualWCControl: true })
    void portico.connection.connectWalletConnect().catch(() => undefined)
    await vi.advanceTimersByTimeAsync(PAIRING_EXPIRY_MS)
    expect(wc.uris()).toHaveLength(1)
  })

  it('a live URI is kept when a Connecting view asks again (the deep link uses the URI shown)', async () => {
    const { portico, wc } = setup()
    portico.open()
    portico.connection.ensurePairing()
    await vi.advanceTimersByTimeAsync(60_000)
    portico.connection.ensurePairing()
    expect(wc.uris()).toHaveLength(1)
  })
})

describe('wallet session (spec §4 "connect/pair (URI shown, awaiting approval), connected")', () => {
  it('the approved pairing connects the account, clears the URI and closes the modal', async () => {
    const { portico, wc, events } = setup()
    portico.open()
    portico.connection.ensurePairing()
    expect(portico.stores.connectAttempt.getState()).toMatchObject({
      pending: true,
      connectorId: 'walletConnect',
    })
    wc.approve()
    await flush()
    expect(portico.getAccount({ namespace: 'eip155' })).toMatchObject({
      status: 'connected',
      address: EVM.address,
      connectorId: 'walletConnect',
    })
    expect(portico.stores.pairing.getState()).toMatchObject({ status: 'idle', uri: undefined })
    expect(portico.stores.modal.getState().open).toBe(false)
    expect(events).toContainEqual({
      type: 'CONNECT_SUCCESS',
      connectorId: 'walletConnect',
      address: EVM.address,
    })
  })

  it("the wallet's refusal shows 'Connection rejected' in the pairing and the attempt", async () => {
    const { portico, wc } = setup()
    portico.open()
    portico.connection.ensurePairing()
    wc.reject()
    await flush()
    const pairing = portico.stores.pairing.getState()
    expect(pairing.status).toBe('error')
    expect(pairing.error?.shortMessage).toBe('Connection rejected')
    expect(portico.stores.connectAttempt.getState().error?.shortMessage).toBe('Connection rejected')
  })

  it('closing the modal stops the pairing: no fresh URI, a late failure changes nothing', async () => {
    const { portico, wc } = setup()
    portico.open()
    portico.connection.ensurePairing()
    portico.close()
    expect(portico.stores.pairing.getState().status).toBe('idle')
    await vi.advanceTimersByTimeAsync(PAIRING_EXPIRY_MS)
    expect(wc.uris()).toHaveLength(1)
    wc.reject(0)
    await flush()
    expect(portico.stores.pairing.getState().status).toBe('idle')
  })

  it('a wallet that approves the last URI after the modal closed still connects', async () => {
    const { portico, wc } = setup()
    portico.open()
    portico.connection.ensurePairing()
    portico.close()
    wc.approve(0)
    await flush()
    expect(portico.getAccount({ namespace: 'eip155' }).status).toBe('connected')
  })

  it("'WalletConnectConnector not found' without a WalletConnect adapter", async () => {
    const portico = testInstance()
    portico.mount()
    await expect(portico.connection.connectWalletConnect()).rejects.toMatchObject({
      shortMessage: 'WalletConnectConnector not found',
    })
    expect(portico.stores.pairing.getState().status).toBe('error')
  })
})

describe('one WalletConnect connector for every namespace', () => {
  it('registers one WALLET_CONNECT connector naming the configured namespaces it serves', () => {
    const { portico } = setup()
    expect(portico.stores.connectors.getState().connectors).toEqual([
      {
        id: 'walletConnect',
        type: 'WALLET_CONNECT',
        name: 'WalletConnect',
        chain: 'eip155',
        chains: ['eip155', 'solana'],
      },
    ])
  })

  it("stays beside the EVM adapter's connectors of the same namespace", () => {
    const wc = createFakeWalletConnectAdapter({ eip155: EVM })
    const evm = createFakeAdapter('eip155', [{ id: 'injected', ...EVM }])
    const portico = testInstance({ adapters: [evm.adapter, wc.adapter] })
    portico.mount()
    const ids = portico.stores.connectors.getState().connectors.map((c) => c.id)
    expect(ids.sort()).toEqual(['injected', 'walletConnect'])
    expect(portico.options.adapters).toEqual([evm.adapter])
    expect(portico.options.multiNamespaceAdapters).toEqual([wc.adapter])
  })

  it('is left out with enableWalletConnect: false', () => {
    const { portico } = setup({ enableWalletConnect: false })
    expect(portico.stores.connectors.getState().connectors).toEqual([])
  })

  it('choosing it in the modal opens ConnectingWalletConnect (not ConnectingExternal)', async () => {
    const { portico } = setup()
    portico.open()
    await portico.connection.connectFromModal({ connectorId: 'walletConnect' })
    expect(portico.stores.router.getState().history.at(-1)).toEqual({
      view: 'ConnectingWalletConnect',
      data: { connectorId: 'walletConnect' },
    })
  })

  it('connects in the active namespace: solana when a solana network is active', async () => {
    const { portico, wc } = setup({ defaultNetwork: testNetwork('devnet', 'solana') })
    portico.connection.ensurePairing()
    expect(wc.calls).toEqual(['connect:solana'])
    wc.approve()
    await flush()
    expect(portico.getAccount({ namespace: 'solana' })).toMatchObject({
      status: 'connected',
      address: SOLANA.address,
      caipAddress: `solana:devnet:${SOLANA.address}`,
    })
  })

  it("a wallet's events reach the namespace they name; session deleted → disconnected", async () => {
    const { portico, wc, events } = setup()
    portico.connection.ensurePairing()
    wc.approve()
    await flush()
    wc.emit('eip155', { type: 'chainChanged', chainId: 31338, connectorId: 'walletConnect' })
    expect(portico.stores.chains.getState().activeNetwork.id).toBe(31338)
    wc.emit('eip155', { type: 'disconnected', connectorId: 'walletConnect' })
    expect(portico.getAccount({ namespace: 'eip155' }).status).toBe('disconnected')
    expect(events.at(-1)).toEqual({ type: 'DISCONNECT_SUCCESS' })
  })

  it('with no chain adapter (WalletConnect only) the modal opens the basic connecting view (spec §2)', () => {
    const { portico } = setup()
    portico.open()
    expect(portico.stores.router.getState().history).toEqual([
      { view: 'ConnectingWalletConnectBasic', data: undefined },
    ])
  })

  it('a reload restores the session in the remembered namespace without a prompt', async () => {
    const first = setup()
    first.portico.connection.ensurePairing()
    first.wc.approve()
    await flush()
    const storage = first.portico.options.storage
    const wc = createFakeWalletConnectAdapter({ eip155: EVM, solana: SOLANA })
    const portico = testInstance({
      networks: [testNetwork(31337), testNetwork('devnet', 'solana')],
      adapters: [wc.adapter],
      storage,
    })
    portico.mount()
    await flush()
    expect(wc.calls).toEqual(['reconnect:eip155'])
    expect(portico.getAccount({ namespace: 'eip155' })).toMatchObject({
      status: 'connected',
      address: EVM.address,
    })
  })
})
