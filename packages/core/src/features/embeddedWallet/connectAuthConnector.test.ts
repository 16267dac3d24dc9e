import { describe, expect, it } from 'vitest'
import { createMemoryStorage, STORAGE_KEYS } from '../../storage/createStorage.js'
import { createFakeAuthAdapter, testInstance, testNetwork, until } from '../../testing/index.js'

describe('the AUTH connector behind an embedded-wallet adapter', () => {
  it('start with reconnect (spec §4): the remembered AUTH connection comes back with its user (spec §3)', async () => {
    const storage = createMemoryStorage()
    storage.setItem(STORAGE_KEYS.connectorId, 'AUTH')
    const fake = createFakeAuthAdapter({
      users: { eip155: { email: null, userName: 'alice0', socialProvider: 'discord' } },
    })
    // The frame still holds the session (the fake answers reconnect once logged in).
    await fake.adapter.connect({
      connector: { id: 'AUTH', type: 'AUTH', name: 'x', chain: 'eip155' },
      network: testNetwork(31337),
    })
    const portico = testInstance({
      storage,
      networks: [testNetwork(31337)],
      adapters: [fake.adapter],
    })
    portico.mount()
    await until(() => portico.getAccount().status === 'connected')
    expect(portico.getAccount()).toMatchObject({
      connectorId: 'AUTH',
      socialProvider: 'discord',
      user: { email: null, username: 'alice0' },
    })
  })

  it('spec §4 "Preferred account type … is set on the auth connector then reconnected"', async () => {
    const fake = createFakeAuthAdapter()
    const portico = testInstance({
      networks: [testNetwork(31337)],
      adapters: [fake.adapter],
      smartAccountNetworks: ['eip155:31337'],
    })
    portico.mount()
    await portico.connect({ connectorId: 'AUTH' })
    expect(portico.getAccount().preferredAccountType).toBe('eoa')
    await portico.account.setPreferredType({ namespace: 'eip155', accountType: 'smartAccount' })
    expect(fake.calls).toEqual(
      expect.arrayContaining(['setPreferredAccountType:smartAccount', 'reconnect:eip155']),
    )
  })
})
