import { testInstance, testNetwork } from '@portico/core/testing'
import { describe, expect, it } from 'vitest'
import { createEmbeddedWalletAdapter } from './createEmbeddedWalletAdapter.js'

describe('createEmbeddedWalletAdapter', () => {
  it("spec §8 'Unable to load email login dependency': the bridge's code cannot be fetched", async () => {
    const adapter = createEmbeddedWalletAdapter({
      url: 'http://127.0.0.1:4002',
      loadBridge: () =>
        Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    })
    const portico = testInstance({
      networks: [testNetwork(31337)],
      adapters: [adapter],
    })
    portico.mount()
    await expect(portico.email.connect({ email: 'alice@example.com' })).rejects.toMatchObject({
      shortMessage: 'Unable to load email login dependency',
    })
    expect(portico.getAccount().status).toBe('disconnected')
  })
})
