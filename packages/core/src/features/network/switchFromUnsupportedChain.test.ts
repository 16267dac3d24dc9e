import { describe, expect, it } from 'vitest'
import { createFakeAdapter, testInstance, testNetwork } from '../../testing/index.js'

const A = testNetwork(31337)
const B = testNetwork(31338)

async function setup() {
  const evm = createFakeAdapter('eip155', [{ id: 'w1', address: '0xA', chainId: 31337 }])
  const portico = testInstance({ networks: [A, B], adapters: [evm.adapter] })
  portico.mount()
  await portico.connect({ connectorId: 'w1' })
  evm.emit({ type: 'chainChanged', chainId: 999, connectorId: 'w1' })
  const views = () => portico.stores.router.getState().history.map((e) => e.view)
  return { portico, evm, views }
}

describe('leaving an unsupported chain (spec §2 UnsupportedChain)', () => {
  it('the wallet is asked to move even to the network that stood in as active, then the modal closes', async () => {
    const { portico, evm, views } = await setup()
    expect(views()).toEqual(['UnsupportedChain'])
    expect(portico.stores.chains.getState().activeNetwork).toBe(A)
    expect(await portico.network.switchFromUnsupportedChain({ network: A })).toEqual({})
    expect(evm.calls).toContain('switchNetwork:w1:31337')
    expect(portico.stores.chains.getState().isUnsupportedChain).toBe(false)
    expect(portico.stores.modal.getState().open).toBe(false)
  })

  it('requestNetworkSwitch to the stand-in network is not a no-op on an unsupported chain', async () => {
    const { portico } = await setup()
    expect(portico.network.requestSwitch({ network: A })).toBe('SwitchNetwork')
  })

  it('goes back when UnsupportedChain was pushed over another view', async () => {
    const { portico, views } = await setup()
    portico._internal.stores.router.setState({
      history: [{ view: 'Account' }, { view: 'UnsupportedChain' }],
    })
    await portico.network.switchFromUnsupportedChain({ network: B })
    expect(views()).toEqual(['Account'])
    expect(portico.stores.chains.getState().activeNetwork).toBe(B)
  })

  it('a refusal is returned and the view stays (the wallet is still on the unsupported chain)', async () => {
    const { portico, evm, views } = await setup()
    evm.fail('switchNetwork:w1')
    const { error } = await portico.network.switchFromUnsupportedChain({ network: B })
    expect((error as { code?: number }).code).toBe(4001)
    expect(views()).toEqual(['UnsupportedChain'])
    expect(portico.stores.chains.getState().isUnsupportedChain).toBe(true)
    expect(portico.stores.modal.getState().open).toBe(true)
  })
})
