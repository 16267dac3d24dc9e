import { describe, expect, it } from 'vitest'
import { createFakeAdapter, testInstance } from '../../testing/index.js'
import type { WalletListItem } from '../walletList/orderWallets.js'

const setup = () => {
  const fake = createFakeAdapter('eip155', [
    { id: 'mm', address: '0xA', chainId: 31337 },
    { id: 'wc', type: 'WALLET_CONNECT', address: '0xB', chainId: 31337 },
  ])
  const portico = testInstance({ adapters: [fake.adapter] })
  portico.mount()
  return { fake, portico }
}

describe('connectWallet', () => {
  it('a connector id connects that wallet directly', async () => {
    const { fake, portico } = setup()
    await expect(portico.connection.connectWallet({ wallet: 'mm' })).resolves.toEqual({
      address: '0xA',
      chainId: 31337,
    })
    expect(fake.calls).toEqual(['connect:mm'])
  })

  it('a catalogue wallet that is not installed pairs over the relay and becomes a recent wallet', async () => {
    const { fake, portico } = setup()
    const gamma: WalletListItem = {
      id: 'gamma',
      name: 'Gamma',
      group: 'featured',
      imageId: 'img-gamma',
      installed: false,
    }
    await portico.connection.connectWallet({ wallet: gamma })
    expect(fake.calls).toEqual(['connect:wc'])
    expect(portico.getAccount()).toMatchObject({ status: 'connected', address: '0xB' })
    expect(portico.stores.walletList.getState().recent).toEqual([
      { id: 'gamma', name: 'Gamma', imageId: 'img-gamma', imageUrl: undefined, rdns: undefined },
    ])
  })

  it("an unknown connector id fails with the connector's error", async () => {
    const { portico } = setup()
    await expect(portico.connection.connectWallet({ wallet: 'nope' })).rejects.toMatchObject({
      shortMessage: 'Failed to connect',
    })
  })
})
