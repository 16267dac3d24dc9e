import { describe, expect, it } from 'vitest'
import type { ChainAdapter } from '../../adapter/ChainAdapter.js'
import type { Connection } from '../../state/types.js'
import {
  createFakeAdapter,
  createFakeAuthAdapter,
  createFakeWalletConnectAdapter,
  testInstance,
  testNetwork,
  until,
} from '../../testing/index.js'

// Issue 10 "Across namespaces": spec §2 (network switch) and §4 (connections, is-switching,
// per-namespace accounts). The rules tested elsewhere: requestNetworkSwitch.test.ts (the three
// switch rules, UnsupportedChain unless allowed/disabled/basic), lifecycle.test.ts (connection
// statuses, switchConnection on active/connected, adapter disconnect, removing the active network),
// disconnectConnection.test.ts (per-wallet disconnect).

const A = testNetwork(31337)
const B = testNetwork(31338)
const SOL = testNetwork('devnet', 'solana')
const SOL_2 = testNetwork('testnet', 'solana')

/** An EVM adapter whose wallet switches only when `release()` is called. */
function heldSwitch(adapter: ChainAdapter) {
  let release = () => {}
  const held: ChainAdapter = {
    ...adapter,
    async switchNetwork(parameters) {
      await new Promise<void>((resolve) => {
        release = resolve
      })
      return adapter.switchNetwork?.(parameters)
    },
  }
  return { held, release: () => release() }
}

async function twoNamespaces(options: { multiWallet?: boolean; holdSolanaSwitch?: boolean } = {}) {
  const evm = createFakeAdapter('eip155', [
    { id: 'w1', address: '0xA1', chainId: 31337 },
    { id: 'w2', address: '0xB2', chainId: 31337 },
  ])
  const sol = createFakeAdapter('solana', [{ id: 's1', address: 'So1', chainId: 'devnet' }])
  const held = heldSwitch(sol.adapter)
  const portico = testInstance({
    networks: [A, B, SOL, SOL_2],
    adapters: [evm.adapter, options.holdSolanaSwitch ? held.held : sol.adapter],
    features: { multiWallet: options.multiWallet ?? false },
  })
  portico.mount()
  return { portico, evm, sol, release: held.release }
}

const statuses = (portico: ReturnType<typeof testInstance>) =>
  Object.fromEntries(
    Object.entries(portico.stores.connections.getState().connections).map(([ns, list]) => [
      ns,
      (list ?? []).map((c) => `${c.connectorId}:${c.status}`),
    ]),
  )

describe('switching across namespaces (spec §4)', () => {
  it("'Switching namespace sets an is-switching flag': up while the other namespace's wallet answers, down after", async () => {
    const { portico, sol, release } = await twoNamespaces({ holdSolanaSwitch: true })
    await portico.connect({ connectorId: 's1' })
    await portico.connect({ connectorId: 'w1' })
    expect(portico.stores.chains.getState().activeNamespace).toBe('eip155')
    const switching = portico.switchNetwork({ network: SOL_2 })
    await until(() => portico.stores.chains.getState().isSwitchingNamespace)
    expect(portico.stores.chains.getState().activeNamespace).toBe('eip155')
    release()
    await switching
    expect(sol.calls).toContain('switchNetwork:s1:testnet')
    expect(portico.stores.chains.getState()).toMatchObject({
      activeNamespace: 'solana',
      activeNetwork: SOL_2,
      isSwitchingNamespace: false,
      isSwitchingNetwork: false,
    })
  })

  it('the is-switching flag comes down when the wallet refuses, and the namespace stays', async () => {
    const { portico, sol, release } = await twoNamespaces({ holdSolanaSwitch: true })
    await portico.connect({ connectorId: 's1' })
    await portico.connect({ connectorId: 'w1' })
    sol.fail('switchNetwork:s1')
    const switching = portico.switchNetwork({ network: SOL_2 })
    await until(() => portico.stores.chains.getState().isSwitchingNamespace)
    release()
    await expect(switching).rejects.toThrow()
    expect(portico.stores.chains.getState()).toMatchObject({
      activeNamespace: 'eip155',
      activeNetwork: A,
      isSwitchingNamespace: false,
    })
  })

  it("'Account state (per chain)': each namespace keeps its account across switches back and forth", async () => {
    const { portico } = await twoNamespaces()
    await portico.connect({ connectorId: 's1' })
    await portico.connect({ connectorId: 'w1' })
    const evmAccount = { status: 'connected', address: '0xA1', connectorId: 'w1' }
    const solAccount = { status: 'connected', address: 'So1', connectorId: 's1' }
    await portico.switchNetwork({ network: SOL })
    expect(portico.getAccount()).toMatchObject({ ...solAccount, caipAddress: 'solana:devnet:So1' })
    expect(portico.getAccount({ namespace: 'eip155' })).toMatchObject(evmAccount)
    await portico.switchNetwork({ network: B })
    expect(portico.getAccount()).toMatchObject({ ...evmAccount, caipAddress: 'eip155:31338:0xA1' })
    expect(portico.getAccount({ namespace: 'solana' })).toMatchObject(solAccount)
    await portico.switchNetwork({ network: SOL_2 })
    expect(portico.getAccount()).toMatchObject({
      ...solAccount,
      caipAddress: 'solana:testnet:So1',
    })
    expect(portico.getAccount({ namespace: 'eip155' }).caipAddress).toBe('eip155:31338:0xA1')
  })

  it("'on failure go back': SwitchActiveChain goes back when the switch fails, the namespace unchanged", async () => {
    const { portico } = await twoNamespaces()
    await portico.connect({ connectorId: 'w1' })
    portico.open()
    portico.modal.pushView({ view: 'Networks' })
    expect(portico.network.requestSwitch({ network: SOL })).toBe('SwitchActiveChain')
    // The network goes away before the visitor confirms.
    await portico.network.remove({ caipNetworkId: SOL.caipNetworkId })
    const { error } = await portico.network.confirmSwitch()
    expect((error as Error).message).toContain('Network not found')
    expect(portico.stores.router.getState().history.map((e) => e.view)).toEqual([
      'Account',
      'Networks',
    ])
    expect(portico.stores.chains.getState()).toMatchObject({
      activeNamespace: 'eip155',
      isSwitchingNamespace: false,
    })
  })

  it('SwitchActiveChain lands on its network with the is-switching flag raised meanwhile', async () => {
    const { portico } = await twoNamespaces()
    await portico.connect({ connectorId: 'w1' })
    portico.open()
    portico.network.requestSwitch({ network: SOL_2 })
    const seen: boolean[] = []
    portico.stores.chains.subscribe((s, p) => {
      if (s.isSwitchingNamespace !== p.isSwitchingNamespace) seen.push(s.isSwitchingNamespace)
    })
    expect(await portico.network.confirmSwitch()).toEqual({})
    expect(seen).toEqual([true, false])
    expect(portico.stores.chains.getState().activeNetwork).toBe(SOL_2)
    expect(portico.getAccount({ namespace: 'eip155' })).toMatchObject({
      status: 'connected',
      address: '0xA1',
    })
  })
})

describe('connections per namespace (spec §4)', () => {
  it.each([
    [
      'without multiWallet, one connection per namespace at once: a second EVM wallet replaces the first, Solana stays',
      false,
      { eip155: ['w2:active'], solana: ['s1:active'] },
    ],
    [
      'with multiWallet, several in one namespace: the newest active, the earlier connected; Solana stays',
      true,
      { eip155: ['w2:active', 'w1:connected'], solana: ['s1:active'] },
    ],
  ] as const)('%s', async (_rule, multiWallet, expected) => {
    const { portico } = await twoNamespaces({ multiWallet })
    await portico.connect({ connectorId: 'w1' })
    await portico.connect({ connectorId: 's1' })
    await portico.connect({ connectorId: 'w2' })
    expect(statuses(portico)).toEqual(expected)
    expect(portico.getAccount({ namespace: 'solana' })).toMatchObject({
      status: 'connected',
      address: 'So1',
    })
    expect(portico.getAccount({ namespace: 'eip155' })).toMatchObject({
      status: 'connected',
      address: '0xB2',
    })
  })

  it("a connection whose status is not connected/active/disconnected: 'Invalid connection status'", async () => {
    const { portico } = await twoNamespaces({ multiWallet: true })
    await portico.connect({ connectorId: 'w1' })
    await portico.connect({ connectorId: 'w2' })
    portico._internal.stores.connections.setState((s) => ({
      connections: {
        ...s.connections,
        eip155: s.connections.eip155?.map((c) =>
          c.connectorId === 'w1' ? ({ ...c, status: 'pending' } as unknown as Connection) : c,
        ),
      },
    }))
    await expect(
      portico.connection.switch({ namespace: 'eip155', connectorId: 'w1' }),
    ).rejects.toThrow('Invalid connection status')
    expect(portico.getAccount().address).toBe('0xB2')
  })
})

describe("'a disconnected connection is reconnected via social, email or wallet-connect flow' (spec §4)", () => {
  /** Records `connectorId` in eip155 as a disconnected connection, with `auth` when given. */
  function markDisconnected(
    portico: ReturnType<typeof testInstance>,
    connectorId: string,
    auth?: Connection['auth'],
  ) {
    portico._internal.stores.connections.setState((s) => ({
      connections: {
        ...s.connections,
        eip155: [
          ...(s.connections.eip155 ?? []),
          { connectorId, accounts: [], status: 'disconnected', auth },
        ],
      },
    }))
  }

  it('wallet-connect: the pairing view shows, and the approval switches account and wallet', async () => {
    const evm = createFakeAdapter('eip155', [{ id: 'w1', address: '0xA1', chainId: 31337 }])
    const wc = createFakeWalletConnectAdapter({ eip155: { address: '0xC3', chainId: 31337 } })
    const portico = testInstance({
      networks: [A],
      adapters: [evm.adapter, wc.adapter],
      features: { multiWallet: true },
    })
    portico.mount()
    await portico.connect({ connectorId: 'w1' })
    portico.open()
    markDisconnected(portico, 'walletConnect')
    const switching = portico.connection.switch({
      namespace: 'eip155',
      connectorId: 'walletConnect',
    })
    await until(() => portico.stores.pairing.getState().status === 'ready')
    expect(portico.stores.router.getState().history.at(-1)).toEqual({
      view: 'ConnectingWalletConnect',
      data: { connectorId: 'walletConnect' },
    })
    wc.approve()
    expect(await switching).toEqual({ hasSwitchedAccount: true, hasSwitchedWallet: true })
    expect(portico.getAccount()).toMatchObject({ address: '0xC3', connectorId: 'walletConnect' })
    expect(statuses(portico).eip155).toEqual(['walletConnect:active', 'w1:connected'])
  })

  it.each([
    ['email', { name: 'email' }, 'EmailLogin'],
    ['social', { name: 'google' }, 'ConnectSocials'],
    ['Farcaster', { name: 'farcaster' }, 'ConnectingFarcaster'],
  ] as const)('%s: its login view shows; nothing has switched yet', async (_flow, auth, view) => {
    const evm = createFakeAdapter('eip155', [{ id: 'w1', address: '0xA1', chainId: 31337 }])
    const embedded = createFakeAuthAdapter()
    const portico = testInstance({
      networks: [A],
      adapters: [evm.adapter, embedded.adapter],
      features: { multiWallet: true },
    })
    portico.mount()
    await portico.connect({ connectorId: 'w1' })
    portico.open()
    markDisconnected(portico, 'AUTH', auth)
    expect(await portico.connection.switch({ namespace: 'eip155', connectorId: 'AUTH' })).toEqual({
      hasSwitchedAccount: false,
      hasSwitchedWallet: false,
    })
    expect(portico.stores.router.getState().history.at(-1)?.view).toBe(view)
    expect(embedded.calls.filter((call) => call.includes('connect'))).toEqual([])
  })

  it('any other wallet is asked to connect again', async () => {
    const { portico, evm } = await twoNamespaces({ multiWallet: true })
    await portico.connect({ connectorId: 'w2' })
    markDisconnected(portico, 'w1')
    expect(await portico.connection.switch({ namespace: 'eip155', connectorId: 'w1' })).toEqual({
      hasSwitchedAccount: true,
      hasSwitchedWallet: true,
    })
    expect(evm.calls.at(-1)).toBe('connect:w1')
  })
})

describe("adapter disconnect of a wallet that is not the active one (spec §4 'connection deleted')", () => {
  it('the connection is deleted; the active account, its balance and the remembered wallet stay; no disconnect event', async () => {
    const { portico, evm } = await twoNamespaces({ multiWallet: true })
    await portico.connect({ connectorId: 'w1' })
    await portico.connect({ connectorId: 'w2' })
    await until(() => portico.getAccount().balance !== undefined)
    const before = portico.getAccount()
    const events: string[] = []
    portico.subscribeEvents((e) => events.push(e.type))
    evm.emit({ type: 'disconnected', connectorId: 'w1' })
    expect(statuses(portico).eip155).toEqual(['w2:active'])
    expect(portico.getAccount()).toBe(before)
    expect(events).toEqual([])
  })
})
