import { describe, expect, it } from 'vitest'
import { createMemoryStorage, STORAGE_KEYS } from '../../storage/createStorage.js'
import { createFakeAdapter, testInstance } from '../../testing/index.js'
import { readRecentWallets } from './recentWallets.js'

describe('recent wallets', () => {
  it('spec §9 "Recent wallets kept: 2": a connection puts its wallet first, once, and keeps two', async () => {
    const fake = createFakeAdapter('eip155', [
      { id: 'a', address: '0xA', chainId: 31337 },
      { id: 'b', address: '0xB', chainId: 31337 },
      { id: 'c', address: '0xC', chainId: 31337 },
    ])
    const storage = createMemoryStorage()
    const portico = testInstance({ adapters: [fake.adapter], storage })
    portico.mount()
    for (const id of ['a', 'b', 'a', 'c']) await portico.connect({ connectorId: id })
    expect(portico.stores.walletList.getState().recent?.map((w) => w.id)).toEqual(['c', 'a'])
    expect(readRecentWallets(storage).map((w) => w.connectorId)).toEqual(['c', 'a'])
    // A new instance on the same storage starts with them.
    const next = testInstance({ adapters: [fake.adapter], storage })
    expect(next.stores.walletList.getState().recent?.map((w) => w.id)).toEqual(['c', 'a'])
  })

  it('a failed connection is not a recent wallet', async () => {
    const fake = createFakeAdapter('eip155', [{ id: 'a', address: '0xA', chainId: 31337 }])
    const portico = testInstance({ adapters: [fake.adapter] })
    portico.mount()
    fake.fail('connect:a')
    await expect(portico.connect({ connectorId: 'a' })).rejects.toThrow()
    expect(portico.stores.walletList.getState().recent).toEqual([])
  })

  it('the auth and relay connectors are not recent wallets; addRecentWallet records the relay wallet', async () => {
    const fake = createFakeAdapter('eip155', [
      { id: 'auth', type: 'AUTH', address: '0xA', chainId: 31337 },
      { id: 'wc', type: 'WALLET_CONNECT', address: '0xB', chainId: 31337 },
    ])
    const portico = testInstance({ adapters: [fake.adapter] })
    portico.mount()
    await portico.connect({ connectorId: 'auth' })
    await portico.connect({ connectorId: 'wc' })
    expect(portico.stores.walletList.getState().recent).toEqual([])
    portico.connection.addRecentWallet({
      wallet: { id: 'gamma', name: 'Gamma', imageId: 'img-gamma' },
    })
    expect(portico.stores.walletList.getState().recent).toEqual([
      { id: 'gamma', name: 'Gamma', imageId: 'img-gamma' },
    ])
  })

  it.each([
    ['not JSON', '{'],
    ['not a list', '{"id":"a"}'],
    ['entries without id or name', '[{"id":"a"},{"name":"b"},3,null]'],
  ])('storage is outside input: %s reads as no recent wallet', (_case, stored) => {
    const storage = createMemoryStorage()
    storage.setItem(STORAGE_KEYS.recentWallets, stored)
    expect(readRecentWallets(storage)).toEqual([])
  })

  it('an icon from storage is kept only as an http(s) or data:image URL', () => {
    const storage = createMemoryStorage()
    storage.setItem(
      STORAGE_KEYS.recentWallets,
      JSON.stringify([
        { id: 'a', name: 'A', imageUrl: 'javascript:alert(1)' },
        { id: 'b', name: 'B', imageUrl: 'data:image/png;base64,AAAA' },
      ]),
    )
    expect(readRecentWallets(storage).map((w) => w.imageUrl)).toEqual([
      undefined,
      'data:image/png;base64,AAAA',
    ])
  })
})
