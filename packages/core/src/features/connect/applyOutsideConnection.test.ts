import { describe, expect, it, vi } from 'vitest'
import { createFakeAdapter, testInstance } from '../../testing/index.js'

/**
 * A connection an adapter learned of outside Portico's connect flow (wagmi's `useConnect` on the
 * dApp's own button, issue 19 "wagmi's useConnect … reflected in Portico's button and stores").
 */
const setup = () => {
  const fake = createFakeAdapter('eip155', [
    { id: 'w1', address: '0xA', chainId: 31337 },
    { id: 'w2', address: '0xB', chainId: 31338 },
  ])
  const portico = testInstance({ adapters: [fake.adapter] })
  portico.mount()
  const events: string[] = []
  portico.subscribeEvents((event) => events.push(event.type))
  return { fake, portico, events }
}

describe('an outside connection (adapter event "connected")', () => {
  it("becomes the namespace's account, on its chain, remembered for the next visit, with CONNECT_SUCCESS", () => {
    const { fake, portico, events } = setup()
    fake.emit({ type: 'connected', connectorId: 'w2', address: '0xB', chainId: 31338 })
    expect(portico.getAccount()).toMatchObject({
      status: 'connected',
      address: '0xB',
      connectorId: 'w2',
    })
    expect(portico.stores.chains.getState().activeNetwork.id).toBe(31338)
    expect(portico.options.storage.getItem('@portico/connector_id')).toBe('w2')
    expect(events).toContain('CONNECT_SUCCESS')
    expect(fake.calls).toEqual([])
  })

  it('replaces the connected wallet when another one connects outside', async () => {
    const { fake, portico } = setup()
    await portico.connect({ connectorId: 'w1' })
    fake.emit({ type: 'connected', connectorId: 'w2', address: '0xB', chainId: 31337 })
    expect(portico.getAccount()).toMatchObject({ address: '0xB', connectorId: 'w2' })
  })

  it.each([
    {
      rule: 'ignored while Portico connects itself (its own flow applies the answer)',
      before: async (p: ReturnType<typeof setup>) => {
        // The wallet has not answered yet.
        p.fake.adapter.connect = () => new Promise(() => {})
        void p.portico.connect({ connectorId: 'w1' }).catch(() => {})
        await vi.waitFor(() => expect(p.portico.getAccount().status).toBe('connecting'))
      },
      event: { connectorId: 'w2', address: '0xB', chainId: 31337 },
      expected: { status: 'connecting' },
    },
    {
      rule: 'ignored when it is already the account (no second CONNECT_SUCCESS)',
      before: async (p: ReturnType<typeof setup>) => {
        await p.portico.connect({ connectorId: 'w1' })
        p.events.length = 0
      },
      event: { connectorId: 'w1', address: '0xa', chainId: 31337 },
      expected: { status: 'connected', address: '0xA' },
    },
    {
      rule: 'ignored for a connector the namespace does not have',
      before: async () => {},
      event: { connectorId: 'nope', address: '0xC', chainId: 31337 },
      expected: { status: 'disconnected' },
    },
  ])('$rule', async ({ before, event, expected }) => {
    const p = setup()
    await before(p)
    p.fake.emit({ type: 'connected', ...event })
    expect(p.portico.getAccount()).toMatchObject(expected)
    expect(p.events).not.toContain('CONNECT_SUCCESS')
  })
})
