import { describe, expect, it } from 'vitest'
import { storedAccountToInitialState } from '../ssr/storedAccountToInitialState.js'
import { createFakeAdapter, testInstance, until } from '../testing/index.js'
import { createMemoryStorage, STORAGE_KEYS } from './createStorage.js'

const A1 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const A2 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function setup() {
  const storage = createMemoryStorage()
  const fake = createFakeAdapter('eip155', [{ id: 'w1', address: A1, chainId: 31337 }])
  const portico = testInstance({ adapters: [fake.adapter], storage })
  return { storage, fake, portico, stored: () => storage.getItem(STORAGE_KEYS.connectedAccount) }
}

describe('the connected account is remembered for the next server render', () => {
  it('a connect writes its CAIP-10 address and connector id, which read back as the initial state', async () => {
    const { portico, stored } = setup()
    portico.mount()
    await portico.connect({ connectorId: 'w1' })
    expect(JSON.parse(stored() ?? '')).toEqual({
      caipAddress: `eip155:31337:${A1}`,
      connectorId: 'w1',
    })
    expect(storedAccountToInitialState(stored())).toEqual({
      account: { namespace: 'eip155', chainId: '31337', address: A1, connectorId: 'w1' },
    })
  })

  it("the wallet's account and chain switches are followed", async () => {
    const { portico, fake, stored } = setup()
    portico.mount()
    await portico.connect({ connectorId: 'w1' })
    fake.emit({ type: 'accountChanged', connectorId: 'w1', address: A2 })
    await until(() => stored()?.includes(A2) ?? false)
    fake.emit({ type: 'chainChanged', connectorId: 'w1', chainId: 31338 })
    await until(() => stored()?.includes('eip155:31338:') ?? false)
  })

  it('a disconnect removes it', async () => {
    const { portico, stored } = setup()
    portico.mount()
    await portico.connect({ connectorId: 'w1' })
    await portico.disconnect()
    expect(stored()).toBeNull()
  })

  it('an unmounted instance writes nothing', async () => {
    const { portico, stored } = setup()
    const unmount = portico.mount()
    await portico.connect({ connectorId: 'w1' })
    const before = stored()
    unmount()
    await portico.disconnect()
    expect(portico.getAccount().status).toBe('disconnected')
    expect(stored()).toBe(before)
  })
})
