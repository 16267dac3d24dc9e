import { describe, expect, it } from 'vitest'
import { createFakeAuthAdapter, testInstance, testNetwork, until } from '../../testing/index.js'

function setup() {
  const fake = createFakeAuthAdapter({
    users: { eip155: { socialProvider: 'farcaster', userName: 'alice' } },
  })
  const portico = testInstance({ networks: [testNetwork(31337)], adapters: [fake.adapter] })
  portico.mount()
  portico.open({ view: 'ConnectingFarcaster' })
  return { portico, fake }
}

describe('connectFarcaster', () => {
  it("the frame's link goes into the account state's farcasterUrl (spec §3) while the app approves; then connected, Account", async () => {
    const { portico, fake } = setup()
    fake.hold('connectFarcaster')
    const login = portico.social.connectFarcaster()
    await until(() => portico.getAccount().farcasterUrl !== undefined)
    expect(portico.getAccount()).toMatchObject({
      status: 'disconnected',
      farcasterUrl: 'https://farcaster.example/~/siwf?channelToken=fake',
    })
    fake.release('connectFarcaster')
    await expect(login).resolves.toBe('https://farcaster.example/~/siwf?channelToken=fake')
    expect(portico.getAccount()).toMatchObject({
      status: 'connected',
      socialProvider: 'farcaster',
      user: { username: 'alice' },
    })
    expect(portico.stores.router.getState().history).toEqual([{ view: 'Account' }])
  })

  it.each(['getFarcasterUri', 'connectFarcaster'])(
    'spec §8 — %s failing: "Failed to connect to farcaster", and the link is cleared for a retry',
    async (method) => {
      const { portico, fake } = setup()
      fake.fail(method)
      await expect(portico.social.connectFarcaster()).rejects.toMatchObject({
        shortMessage: 'Failed to connect to farcaster',
      })
      expect(portico.getAccount().farcasterUrl).toBeUndefined()
    },
  )

  it('spec §8 — without an embedded-wallet adapter: "No auth connector found"', async () => {
    await expect(testInstance().social.connectFarcaster()).rejects.toMatchObject({
      shortMessage: 'No auth connector found',
    })
  })
})
