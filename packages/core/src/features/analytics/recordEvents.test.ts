import { describe, expect, it } from 'vitest'
import { createFakeAdapter, testInstance } from '../../testing/index.js'

describe('stores.lastEvent', () => {
  it('holds the last event of spec §7 (MODAL_OPEN, CONNECT_SUCCESS, …) with its time', async () => {
    const fake = createFakeAdapter('eip155', [{ id: 'a', address: '0xA', chainId: 31337 }])
    const portico = testInstance({ adapters: [fake.adapter] })
    portico.mount()
    expect(portico.stores.lastEvent.getState().last).toBeUndefined()
    const before = Date.now()
    portico.open()
    expect(portico.stores.lastEvent.getState().last?.data).toEqual({
      type: 'MODAL_OPEN',
      connected: false,
    })
    expect(portico.stores.lastEvent.getState().last?.timestamp).toBeGreaterThanOrEqual(before)
    await portico.connect({ connectorId: 'a' })
    expect(portico.stores.lastEvent.getState().last?.data).toEqual({
      type: 'CONNECT_SUCCESS',
      connectorId: 'a',
      address: '0xA',
    })
  })
})

describe('stores.lifecycle', () => {
  it('spec §4 start: initialized once the remembered connection is synced, not before', async () => {
    const fake = createFakeAdapter('eip155', [{ id: 'a', address: '0xA', chainId: 31337 }])
    const first = testInstance({ adapters: [fake.adapter] })
    first.mount()
    await first.connect({ connectorId: 'a' })
    const portico = testInstance({ adapters: [fake.adapter], storage: first.options.storage })
    expect(portico.stores.lifecycle.getState().initialized).toBe(false)
    const unmount = portico.mount()
    expect(portico.getAccount().status).toBe('connecting')
    expect(portico.stores.lifecycle.getState().initialized).toBe(false)
    await new Promise<void>((resolve) =>
      portico.stores.lifecycle.subscribe((s) => s.initialized && resolve()),
    )
    expect(portico.getAccount().status).toBe('connected')
    unmount()
    expect(portico.stores.lifecycle.getState().initialized).toBe(false)
  })

  it('with reconnect off, initialized at mount', () => {
    const portico = testInstance({ enableReconnect: false })
    portico.mount()
    expect(portico.stores.lifecycle.getState().initialized).toBe(true)
  })
})
