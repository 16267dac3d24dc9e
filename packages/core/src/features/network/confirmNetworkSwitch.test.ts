import { describe, expect, it } from 'vitest'
import { createFakeAdapter, testInstance, testNetwork } from '../../testing/index.js'

const A = testNetwork(31337)
const B = testNetwork(31338)

async function setup() {
  const evm = createFakeAdapter('eip155', [{ id: 'w1', address: '0xA', chainId: 31337 }])
  const portico = testInstance({ networks: [A, B], adapters: [evm.adapter] })
  portico.mount()
  await portico.connect({ connectorId: 'w1' })
  portico.open()
  portico.modal.pushView({ view: 'Networks' })
  portico.network.requestSwitch({ network: B })
  const views = () => portico.stores.router.getState().history.map((e) => e.view)
  return { portico, evm, views }
}

describe('SwitchNetwork with stayOnRejection', () => {
  it('a switch declined in the wallet (4001) keeps SwitchNetwork shown, to try again', async () => {
    const { portico, evm, views } = await setup()
    evm.fail('switchNetwork:w1')
    const { error } = await portico.network.confirmSwitch({ stayOnRejection: true })
    expect((error as { code?: number }).code).toBe(4001)
    expect(views()).toEqual(['Account', 'Networks', 'SwitchNetwork'])
  })

  it("any other failure still goes back ('on failure go back', spec §2)", async () => {
    const { portico, evm, views } = await setup()
    evm.adapter.switchNetwork = async () => {
      throw Object.assign(new Error('chain unknown to the wallet'), { code: 4902 })
    }
    const { error } = await portico.network.confirmSwitch({ stayOnRejection: true })
    expect((error as { code?: number }).code).toBe(4902)
    expect(views()).toEqual(['Account', 'Networks'])
  })

  it('success goes back', async () => {
    const { portico, views } = await setup()
    expect(await portico.network.confirmSwitch({ stayOnRejection: true })).toEqual({})
    expect(views()).toEqual(['Account', 'Networks'])
    expect(portico.stores.chains.getState().activeNetwork).toBe(B)
  })
})
