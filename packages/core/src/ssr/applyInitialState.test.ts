import { describe, expect, it } from 'vitest'
import type { CreatePorticoParameters } from '../createPortico.js'
import { createMemoryStorage, STORAGE_KEYS } from '../storage/createStorage.js'
import { createFakeAdapter, testInstance, testNetwork, until } from '../testing/index.js'
import type { PorticoInitialState } from './PorticoInitialState.js'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const INITIAL: PorticoInitialState = {
  account: { namespace: 'eip155', chainId: '31338', address: ADDRESS, connectorId: 'w1' },
}
const wallets = (address = ADDRESS) => [{ id: 'w1', address, chainId: 31338 }]

/** An instance as the browser makes it from the server's initial state, with the stored connector. */
function restoredInstance(overrides: Partial<CreatePorticoParameters> = {}, wallet = wallets()) {
  const storage = createMemoryStorage()
  storage.setItem(STORAGE_KEYS.connectorId, 'w1')
  storage.setItem(STORAGE_KEYS.activeNamespace, 'eip155')
  const fake = createFakeAdapter('eip155', wallet)
  const portico = testInstance({
    adapters: [fake.adapter],
    storage,
    initialState: INITIAL,
    ...overrides,
  })
  const statuses: string[] = []
  portico.stores.chains.subscribe((s) => statuses.push(s.accounts.eip155?.status ?? ''))
  return { portico, fake, storage, statuses }
}

describe('createPortico({ initialState })', () => {
  it('the first render, before mount, shows the account connected on its network', () => {
    const { portico, fake } = restoredInstance()
    expect(portico.getAccount()).toMatchObject({
      status: 'connected',
      address: ADDRESS,
      caipAddress: `eip155:31338:${ADDRESS}`,
      connectorId: 'w1',
    })
    expect(portico.stores.chains.getState()).toMatchObject({
      activeNamespace: 'eip155',
      activeNetwork: { caipNetworkId: 'eip155:31338' },
      isUnsupportedChain: false,
    })
    // Nothing asked a wallet yet: that is mount's reconnect.
    expect(fake.calls).toEqual([])
  })

  it('on mount the wallet confirms it, with no flash of connecting', async () => {
    const { portico, fake, statuses } = restoredInstance()
    portico.mount()
    await until(() => portico.stores.lifecycle.getState().initialized)
    expect(fake.calls).toEqual(['reconnect:w1'])
    expect(statuses).not.toContain('connecting')
    expect(portico.getAccount()).toMatchObject({ status: 'connected', address: ADDRESS })
  })

  it('a wallet now on another account: the wallet wins', async () => {
    const { portico } = restoredInstance({}, wallets(OTHER))
    portico.mount()
    await until(() => portico.stores.lifecycle.getState().initialized)
    expect(portico.getAccount()).toMatchObject({ status: 'connected', address: OTHER })
  })

  it('a wallet that no longer grants access: disconnected, the stored account forgotten', async () => {
    const { portico, fake, storage } = restoredInstance()
    fake.fail('reconnect:w1')
    portico.mount()
    await until(() => portico.stores.lifecycle.getState().initialized)
    expect(portico.getAccount().status).toBe('disconnected')
    expect(portico.getAccount().address).toBeUndefined()
    expect(storage.getItem(STORAGE_KEYS.connectorId)).toBeNull()
  })

  it('no connector stored beside it (the cookie outlived it): disconnected once started', async () => {
    const fake = createFakeAdapter('eip155', wallets())
    const portico = testInstance({ adapters: [fake.adapter], initialState: INITIAL })
    expect(portico.getAccount().status).toBe('connected')
    portico.mount()
    await until(() => portico.stores.lifecycle.getState().initialized)
    expect(portico.getAccount().status).toBe('disconnected')
    expect(fake.calls).toEqual([])
  })

  it('the remembered connector serves another namespace: the account it did not confirm is reset', async () => {
    const storage = createMemoryStorage()
    storage.setItem(STORAGE_KEYS.connectorId, 's1')
    storage.setItem(STORAGE_KEYS.activeNamespace, 'solana')
    const evm = createFakeAdapter('eip155', wallets())
    const solana = createFakeAdapter('solana', [
      { id: 's1', address: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM', chainId: 'sol' },
    ])
    const portico = testInstance({
      adapters: [evm.adapter, solana.adapter],
      networks: [testNetwork(31337), testNetwork(31338), testNetwork('sol', 'solana')],
      storage,
      initialState: INITIAL,
    })
    portico.mount()
    await until(() => portico.stores.lifecycle.getState().initialized)
    expect(portico.getAccount({ namespace: 'solana' }).status).toBe('connected')
    expect(portico.getAccount({ namespace: 'eip155' }).status).toBe('disconnected')
  })

  it.each<[string, Partial<CreatePorticoParameters>]>([
    [
      'a network the instance does not configure',
      { initialState: { account: { ...INITIAL.account, chainId: '1' } } },
    ],
    ['a namespace without an adapter', { adapters: [] }],
    ['reconnect turned off (spec §4: start disconnected)', { enableReconnect: false }],
    [
      'a state without an account',
      { initialState: { account: 'x' } as unknown as PorticoInitialState },
    ],
    ['no state', { initialState: undefined }],
  ])('%s: ignored, the first render is disconnected', (_rule, overrides) => {
    const { portico } = restoredInstance(overrides)
    expect(portico.getAccount().status).toBe('disconnected')
    expect(portico.stores.chains.getState().activeNetwork.caipNetworkId).toBe('eip155:31337')
  })

  it('an ignored state is noted in the debug log with its network', () => {
    const { portico } = restoredInstance({
      initialState: { account: { ...INITIAL.account, chainId: '1' } },
    })
    expect(portico.debug.exportLog()).toMatch(/initialState ignored.*eip155:1/)
  })
})
