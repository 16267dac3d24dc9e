import { describe, expect, it } from 'vitest'
import { testInstance } from '../testing.js'

describe('connectFarcaster', () => {
  it('returns the farcasterUrl of the account state (spec §3) when there is one', async () => {
    const portico = testInstance()
    portico.stores.chains.setState((s) => ({
      accounts: {
        ...s.accounts,
        eip155: { status: 'connecting', currentTab: 'Tokens', farcasterUrl: 'https://f.test/x' },
      },
    }))
    await expect(portico.connectFarcaster()).resolves.toBe('https://f.test/x')
  })

  it('without one, says the embedded wallet is missing instead of waiting forever', async () => {
    await expect(testInstance().connectFarcaster()).rejects.toMatchObject({
      shortMessage: 'Embedded wallet not configured',
    })
  })
})
