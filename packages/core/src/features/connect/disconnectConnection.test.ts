import { describe, expect, it } from 'vitest'
import { createFakeAdapter, testInstance, testNetwork } from '../../testing/index.js'

async function setup(multiWallet: boolean) {
  const evm = createFakeAdapter('eip155', [
    { id: 'w1', address: '0xA', chainId: 31337 },
    { id: 'w2', address: '0xB', chainId: 31337 },
  ])
  const portico = testInstance({ adapters: [evm.adapter], features: { multiWallet } })
  portico.mount()
  await portico.connect({ connectorId: 'w1' })
  if (multiWallet) await portico.connect({ connectorId: 'w2' })
  portico.open()
  const statuses = () =>
    (portico.stores.connections.getState().connections.eip155 ?? []).map(
      (c) => `${c.connectorId}:${c.status}`,
    )
  return { portico, evm, statuses }
}

describe('per-wallet disconnect (spec §4 "Adapter disconnect")', () => {
  it('a connected (not active) wallet lets go; the active one and the account stay', async () => {
    const { portico, evm, statuses } = await setup(true)
    expect(statuses()).toEqual(['w2:active', 'w1:connected'])
    await portico.connection.disconnect({ namespace: 'eip155', connectorId: 'w1' })
    expect(evm.calls).toContain('disconnect:w1')
    expect(statuses()).toEqual(['w2:active'])
    expect(portico.getAccount().address).toBe('0xB')
    expect(portico.stores.modal.getState().open).toBe(true)
  })

  it("the active wallet lets go: 'first remaining connection becomes active' and the account follows", async () => {
    const { portico, evm, statuses } = await setup(true)
    await portico.connection.disconnect({ namespace: 'eip155', connectorId: 'w2' })
    expect(evm.calls).toContain('disconnect:w2')
    expect(evm.calls.at(-1)).toBe('reconnect:w1')
    expect(statuses()).toEqual(['w1:active'])
    expect(portico.getAccount()).toMatchObject({ address: '0xA', connectorId: 'w1' })
  })

  it("the last wallet is a full disconnect: account reset, modal closed, 'DISCONNECT_SUCCESS'", async () => {
    const { portico, statuses } = await setup(false)
    const events: string[] = []
    portico.subscribeEvents((e) => events.push(e.type))
    await portico.connection.disconnect({ namespace: 'eip155', connectorId: 'w1' })
    expect(statuses()).toEqual([])
    expect(portico.getAccount().status).toBe('disconnected')
    expect(portico.stores.modal.getState().open).toBe(false)
    expect(events).toContain('DISCONNECT_SUCCESS')
  })

  it("a wallet that refuses is forgotten anyway, then reported as 'Failed to disconnect'", async () => {
    const { portico, evm, statuses } = await setup(true)
    evm.fail('disconnect:w1')
    await expect(
      portico.connection.disconnect({ namespace: 'eip155', connectorId: 'w1' }),
    ).rejects.toThrow('Failed to disconnect')
    expect(statuses()).toEqual(['w2:active'])
  })

  it('an unknown wallet changes nothing', async () => {
    const { portico, statuses } = await setup(true)
    await portico.connection.disconnect({ namespace: 'eip155', connectorId: 'nope' })
    expect(statuses()).toEqual(['w2:active', 'w1:connected'])
  })
})

describe('the last wallet of a namespace while another namespace has one', () => {
  it('the modal stays open and the other namespace, with its account, becomes active', async () => {
    const evm = createFakeAdapter('eip155', [{ id: 'w1', address: '0xA', chainId: 31337 }])
    const sol = createFakeAdapter('solana', [{ id: 's1', address: 'So1', chainId: 'devnet' }])
    const portico = testInstance({
      networks: [testNetwork(31337), testNetwork('devnet', 'solana')],
      adapters: [evm.adapter, sol.adapter],
    })
    portico.mount()
    await portico.connect({ connectorId: 'w1' })
    await portico.connect({ connectorId: 's1' })
    portico.open()
    expect(portico.stores.chains.getState().activeNamespace).toBe('solana')
    await portico.connection.disconnect({ namespace: 'solana', connectorId: 's1' })
    expect(sol.calls).toContain('disconnect:s1')
    expect(portico.stores.modal.getState().open).toBe(true)
    expect(portico.stores.chains.getState()).toMatchObject({
      activeNamespace: 'eip155',
      isSwitchingNamespace: false,
    })
    expect(portico.getAccount()).toMatchObject({ status: 'connected', address: '0xA' })
    expect(portico.getAccount({ namespace: 'solana' }).status).toBe('disconnected')
    // Then the last wallet of all: a full disconnect, the modal closes.
    await portico.connection.disconnect({ namespace: 'eip155', connectorId: 'w1' })
    expect(portico.stores.modal.getState().open).toBe(false)
  })
})
