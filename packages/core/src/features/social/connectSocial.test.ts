import { afterEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_SOCIALS } from '../../config/options.js'
import type { PorticoEvent } from '../../events/createEmitter.js'
import {
  createFakeAuthAdapter,
  FAKE_SECURE_ORIGIN,
  testInstance,
  testNetwork,
  until,
} from '../../testing/index.js'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

/**
 * A stand-in for the popup window: node has no windows to open (the real popup is exercised in
 * Chromium by @portico/embedded's adapter tests). It records where it was sent and whether closed.
 */
function createFakePopup() {
  return {
    closed: false,
    location: { href: 'about:blank' },
    close() {
      this.closed = true
    },
  }
}
type FakePopup = ReturnType<typeof createFakePopup>

function setup() {
  const fake = createFakeAuthAdapter({
    users: { eip155: { socialProvider: 'github', userName: 'alice' } },
  })
  const portico = testInstance({
    networks: [testNetwork(31337)],
    adapters: [fake.adapter],
  })
  portico.mount()
  portico.open()
  const events: PorticoEvent['type'][] = []
  portico.subscribeEvents((event) => void events.push(event.type))
  const popup = createFakePopup()
  const start = (provider: Parameters<typeof portico.social.connect>[0]['provider'] = 'github') =>
    portico.social.connect({ provider, openPopup: () => popup as unknown as Window })
  return { portico, fake, popup, events, start }
}

const sentTo = (popup: FakePopup) => () => popup.location.href !== 'about:blank'

describe('getEnabledSocials', () => {
  it('spec §2 "Default socials: google, x, farcaster, discord, apple, github, facebook"', () => {
    expect(testInstance().social.getEnabled()).toEqual(DEFAULT_SOCIALS)
  })

  it.each([
    ['ios', ['x', 'farcaster', 'discord', 'apple', 'github', 'facebook']],
    ['macos', ['google', 'farcaster', 'discord', 'apple', 'github', 'facebook']],
    ['android', ['google', 'farcaster', 'discord', 'apple', 'github']],
  ])('spec §2 "Telegram platform rules remove some socials" — %s', (platform, expected) => {
    vi.stubGlobal('Telegram', { WebApp: { platform } })
    expect(testInstance().social.getEnabled()).toEqual(expected)
  })
})

describe('connectSocial (spec §4 "Social login: started, popup opened, result message received from the secure site origin, then connected or failed"; issue 16: the result goes to the frame, never to the dApp)', () => {
  it('the whole flow: popup at the authorize URL, the frame asked at once for the login it receives, connected, Account; SOCIAL_LOGIN_* events', async () => {
    const { portico, fake, popup, events, start } = setup()
    fake.hold('connectSocial')
    const login = start()
    expect(portico.stores.router.getState().history.at(-1)).toEqual({
      view: 'ConnectingSocial',
      data: { socialProvider: 'github' },
    })
    await until(() => fake.calls.includes('connectSocial'))
    expect(popup.location.href).toBe(`${FAKE_SECURE_ORIGIN}/social/start?provider=github`)
    expect(
      fake.calls.filter((c) => c.startsWith('getSocialRedirectUri') || c === 'connectSocial'),
    ).toEqual(['getSocialRedirectUri:github', 'connectSocial'])
    expect(popup.closed).toBe(false)
    fake.release('connectSocial')
    await login
    expect(popup.closed).toBe(true)
    expect(portico.getAccount()).toMatchObject({
      status: 'connected',
      connectorId: 'AUTH',
      socialProvider: 'github',
      socialWindow: undefined,
      user: { username: 'alice' },
    })
    expect(portico.stores.router.getState().history).toEqual([{ view: 'Account' }])
    expect(events.filter((e) => e.startsWith('SOCIAL_LOGIN'))).toEqual([
      'SOCIAL_LOGIN_STARTED',
      'SOCIAL_LOGIN_REQUEST_USER_DATA',
      'SOCIAL_LOGIN_SUCCESS',
    ])
    expect(fake.calls).not.toContain('abort')
  })

  it("the popup opens and ConnectingSocial shows synchronously, inside the caller's click", async () => {
    const { portico, fake, popup } = setup()
    fake.hold('connectSocial')
    const openPopup = vi.fn(() => popup as unknown as Window)
    const login = portico.social.connect({ provider: 'github', openPopup })
    expect(openPopup).toHaveBeenCalledOnce()
    expect(portico.stores.router.getState().history.at(-1)?.view).toBe('ConnectingSocial')
    await until(sentTo(popup))
    portico.close()
    await expect(login).rejects.toMatchObject({ shortMessage: 'Modal closed' })
  })

  it('no 120 s timeout: the frame is waited for as long as the popup is open', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] })
    const { fake, start } = setup()
    fake.hold('connectSocial')
    const login = start()
    await vi.advanceTimersByTimeAsync(0)
    await vi.waitFor(() => expect(fake.calls).toContain('connectSocial'))
    let settled = false
    login.finally(() => {
      settled = true
    })
    await vi.advanceTimersByTimeAsync(300_000)
    expect(settled).toBe(false)
    fake.release('connectSocial')
    await login
  })

  it('spec §9 "popup-closed poll 1 s": the popup closed first → "Popup closed", SOCIAL_LOGIN_CANCELED', async () => {
    // Only the poll's interval runs on a fake clock; `until` waits on real timeouts.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const { portico, fake, popup, events, start } = setup()
    fake.hold('connectSocial')
    const login = start()
    login.catch(() => {})
    await until(() => fake.calls.includes('connectSocial'))
    popup.closed = true
    await vi.advanceTimersByTimeAsync(999)
    expect(portico.stores.connectAttempt.getState().pending).toBe(true)
    await vi.advanceTimersByTimeAsync(1)
    await expect(login).rejects.toMatchObject({ shortMessage: 'Popup closed' })
    // The frame's ConnectSocial is aborted: nothing is left waiting for a popup that is gone.
    expect(fake.calls.filter((c) => c === 'abort')).toHaveLength(1)
    expect(events).toContain('SOCIAL_LOGIN_CANCELED')
    expect(portico.stores.connectAttempt.getState()).toMatchObject({
      pending: false,
      error: { shortMessage: 'Popup closed' },
    })
    expect(portico.getAccount().socialProvider).toBeUndefined()
  })

  it('the modal closed meanwhile: the popup closes, the frame is aborted, "Modal closed"', async () => {
    const { portico, fake, popup, start } = setup()
    fake.hold('connectSocial')
    const login = start()
    await until(() => fake.calls.includes('connectSocial'))
    portico.close()
    await expect(login).rejects.toMatchObject({ shortMessage: 'Modal closed' })
    expect(popup.closed).toBe(true)
    expect(fake.calls.filter((c) => c === 'abort')).toHaveLength(1)
  })

  it.each([
    [
      'no authorize URL from the frame',
      'getSocialRedirectUri',
      'Failed to initiate social connection',
    ],
    ['the frame refuses the result', 'connectSocial', 'Failed to connect'],
  ])('%s → "%s", SOCIAL_LOGIN_ERROR, the popup closes', async (_case, method, message) => {
    const { fake, popup, events, start } = setup()
    fake.fail(method)
    const login = start()
    await expect(login).rejects.toMatchObject({ shortMessage: message })
    expect(popup.closed).toBe(true)
    expect(events).toContain('SOCIAL_LOGIN_ERROR')
  })

  it.each([
    [
      'socials off',
      { features: { socials: false as const } },
      'google',
      'Failed to initiate social connection',
    ],
    ['Farcaster has its own flow', {}, 'farcaster', 'Failed to initiate social connection'],
  ] as const)('%s: "%s" and no popup', async (_case, overrides, provider, message) => {
    const fake = createFakeAuthAdapter()
    const portico = testInstance({ adapters: [fake.adapter], ...overrides })
    portico.mount()
    const openPopup = vi.fn()
    await expect(portico.social.connect({ provider, openPopup })).rejects.toMatchObject({
      shortMessage: message,
    })
    expect(openPopup).not.toHaveBeenCalled()
  })

  it('spec §8 — without an embedded-wallet adapter: "No auth connector found" and no popup', async () => {
    const openPopup = vi.fn()
    await expect(
      testInstance().social.connect({ provider: 'github', openPopup }),
    ).rejects.toMatchObject({ shortMessage: 'No auth connector found' })
    expect(openPopup).not.toHaveBeenCalled()
  })

  it('a blocked popup: "Failed to initiate social connection"', async () => {
    const { portico } = setup()
    await expect(
      portico.social.connect({ provider: 'github', openPopup: () => null }),
    ).rejects.toMatchObject({ shortMessage: 'Failed to initiate social connection' })
  })
})
