import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ChainAdapter } from './adapter/ChainAdapter.js'
import { createPortico } from './createPortico.js'
import { FailedToDisconnectError } from './features/connect/errors.js'
import { createMemoryStorage } from './storage/createStorage.js'
import { testNetwork } from './testing/index.js'

const networks = [testNetwork(31337), testNetwork(31338)] as const

function instance(overrides: Partial<Parameters<typeof createPortico>[0]> = {}) {
  return createPortico({
    projectId: 'p1',
    networks: [...networks],
    adapters: [],
    storage: createMemoryStorage(),
    ...overrides,
  })
}

afterEach(() => vi.restoreAllMocks())

describe('createPortico — configuration (spec §1, §5)', () => {
  it("without a project id: console 'project id not configured' and the alert 'Project ID Not Configured'", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const portico = instance({ projectId: '' })
    expect(error).toHaveBeenCalledWith('project id not configured')
    expect(portico.stores.alert.getState().alert?.title).toBe('Project ID Not Configured')
  })

  it('with a project id: no alert', () => {
    expect(instance().stores.alert.getState().alert).toBeUndefined()
  })

  it('needs at least one network', () => {
    expect(() => instance({ networks: [] as never })).toThrowErrorMatchingInlineSnapshot(`
      [InvalidConfigurationError: Invalid configuration

      Details: \`networks\` needs at least one network]
    `)
  })

  it('refuses two adapters for one namespace', () => {
    const adapter = { namespace: 'eip155' } as never
    expect(() => instance({ adapters: [adapter, adapter] })).toThrow(
      /Two adapters for namespace 'eip155'/,
    )
  })

  it('starts on the first network, or defaultNetwork when given', () => {
    expect(instance().stores.chains.getState().activeNetwork.id).toBe(31337)
    expect(
      instance({ defaultNetwork: networks[1] }).stores.chains.getState().activeNetwork.id,
    ).toBe(31338)
  })
})

describe('instances', () => {
  it('two instances on one page do not interfere', () => {
    const a = instance()
    const b = instance()
    a.open()
    a._internal.stores.chains.setState({
      accounts: { eip155: { status: 'connected', address: '0xa', currentTab: 'Tokens' } },
    })
    expect(b.stores.modal.getState().open).toBe(false)
    expect(b.getAccount().status).toBe('disconnected')
    expect(a.stores).not.toBe(b.stores)
  })

  it('reconnect with nothing remembered leaves the account disconnected', () => {
    const portico = instance()
    portico.mount()
    expect(portico.getAccount().status).toBe('disconnected')
  })
})

describe('disconnect (spec §4)', () => {
  /** Fault injection: an adapter whose wallet refuses to let go. No real wallet fails this way on demand. */
  const walletThatFailsToDisconnect: ChainAdapter = {
    namespace: 'eip155',
    setup: (context) => {
      context.setConnectors([{ id: 'w', type: 'ANNOUNCED', name: 'W', chain: 'eip155' }])
      return () => {}
    },
    connect: async () => ({ address: '0x1', chainId: 31337 }),
    reconnect: async () => null,
    disconnect: async () => {
      throw new Error('wallet busy')
    },
    getBalance: async () => ({ value: 0n, decimals: 18, symbol: 'ETH' }),
  }

  it("a failing wallet gives 'Failed to disconnect', the dApp still forgets the account, and no success event fires", async () => {
    const portico = instance({ adapters: [walletThatFailsToDisconnect] })
    portico.mount()
    await portico.connect({ connectorId: 'w' })
    const events: string[] = []
    portico.subscribeEvents((e) => events.push(e.type))
    const error = await portico.disconnect().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(FailedToDisconnectError)
    expect((error as FailedToDisconnectError).shortMessage).toBe('Failed to disconnect')
    expect(portico.getAccount()).toMatchObject({ status: 'disconnected' })
    expect(portico.getAccount().address).toBeUndefined()
    expect(events).not.toContain('DISCONNECT_SUCCESS')
  })
})
