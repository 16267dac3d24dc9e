import {
  createMemoryStorage,
  createPortico,
  type Portico,
  type PorticoStorage,
  RpcMethodNotAllowedError,
  STORAGE_KEYS,
  STORAGE_KEYS_ALL,
  UNKNOWN_METHOD_REJECT_DELAY_MS,
} from '@portico/core/internal'
import { testNetwork } from '@portico/core/testing'
import { afterEach, describe, expect, inject, test, vi } from 'vitest'
import { frameLog as createFrameLog } from './bridge/testing/frameLog.js'
import { AUTH_CONNECTOR_ID, createEmbeddedWalletAdapter } from './createEmbeddedWalletAdapter.js'

// The adapter with core, against a real frame (bridge/testing/testFrame.html) on its own loopback
// origin; the social popup is a real window of that origin.
const frameOrigin = inject('embeddedTestFrameOrigin')
const EVM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SOLANA = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
const SOLANA_CHAIN = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

function frameLog() {
  const log = createFrameLog(frameOrigin)
  cleanups.push(log.stop)
  return log
}

const frames = () => document.querySelectorAll('[data-testid="portico-embedded-frame"]')

function setup({
  storage = createMemoryStorage(),
  url = frameOrigin,
  loadTimeoutMs,
}: {
  storage?: PorticoStorage
  url?: string
  loadTimeoutMs?: number
} = {}) {
  const adapter = createEmbeddedWalletAdapter({
    url,
    frameTimings: { readyDelayMs: 50, loadTimeoutMs },
  })
  const portico = createPortico({
    projectId: 'p1',
    networks: [testNetwork(31337), testNetwork(SOLANA_CHAIN, 'solana')],
    adapters: [adapter],
    storage,
    isMobile: () => false,
  })
  cleanups.push(portico.mount())
  return { portico, storage, adapter }
}

/** Plays the visitor on the test frame's own screens (the real frame has its own inputs). */
function visitor(command: Record<string, unknown>) {
  const iframe = frames()[0] as HTMLIFrameElement | undefined
  iframe?.contentWindow?.postMessage({ channel: 'portico-test', ...command }, frameOrigin)
}

/** Waits until the frame shows its screen in `view`, then plays `command` there. */
async function onFrameScreen(portico: Portico, view: string, command: Record<string, unknown>) {
  await vi.waitUntil(() => portico.stores.embeddedFrame.getState().view === view)
  visitor(command)
}

async function emailLogin(portico: Portico) {
  portico.open()
  await portico.email.connect({ email: 'alice@example.org' })
  const login = portico.email.connectOtp()
  await onFrameScreen(portico, 'EmailVerifyOtp', { command: 'type-code', code: '123456' })
  await login
}

const provider = (portico: Portico) =>
  portico.stores.connectors.getState().connectors.find((c) => c.id === AUTH_CONNECTOR_ID)
    ?.provider as {
    request(a: { method: string; params?: unknown }): Promise<unknown>
    on(e: string, l: (...a: unknown[]) => void): void
  }

describe('createEmbeddedWalletAdapter', () => {
  test('one AUTH connector for eip155 and solana; no frame before a login starts (spec §4)', () => {
    const { portico } = setup()
    expect(portico.stores.connectors.getState().connectors).toEqual([
      expect.objectContaining({
        id: 'AUTH',
        type: 'AUTH',
        chain: 'eip155',
        chains: ['eip155', 'solana'],
      }),
    ])
    expect(frames()).toHaveLength(0)
  })

  test("email login: code view, the code typed in the frame (issue 16: ConnectOtp carries none), then connected in eip155 and solana with the frame's user; login cache kept (spec §3)", async () => {
    const log = frameLog()
    const { portico, storage } = setup()
    portico.open()
    await expect(portico.email.connect({ email: 'alice@example.org' })).resolves.toEqual({
      action: 'VERIFY_OTP',
    })
    expect(frames()).toHaveLength(1)
    expect(portico.stores.router.getState().history.at(-1)?.view).toBe('EmailVerifyOtp')
    expect(log.find('received', 'SyncDappData')).toBeTruthy()
    expect(log.find('received', 'SyncTheme')).toBeTruthy()
    const login = portico.email.connectOtp()
    await onFrameScreen(portico, 'EmailVerifyOtp', { command: 'type-code', code: '123456' })
    // The frame's code screen is shown in the code view the modal is on: nothing pushed.
    expect(portico.stores.router.getState().history.map((e) => e.view)).toEqual([
      'Connect',
      'EmailVerifyOtp',
    ])
    await login
    expect(log.find('received', 'ConnectOtp')?.payload).toBeUndefined()
    expect(portico.getAccount({ namespace: 'eip155' })).toMatchObject({
      status: 'connected',
      address: EVM,
      connectorId: 'AUTH',
      user: { email: 'alice@example.org' },
      preferredAccountType: 'eoa',
    })
    expect(portico.getAccount({ namespace: 'solana' })).toMatchObject({
      status: 'connected',
      address: SOLANA,
    })
    expect(storage.getItem(STORAGE_KEYS_ALL.emailLoginUsed)).toBe('true')
    expect(storage.getItem(STORAGE_KEYS_ALL.email)).toBe('alice@example.org')
    expect(storage.getItem(STORAGE_KEYS_ALL.lastUsedChain)).toBe('eip155:31337')
    // The balance is read through the frame (eth_getBalance answered there): 2 ETH.
    await vi.waitUntil(() => portico.getAccount({ namespace: 'eip155' }).balance !== undefined)
    expect(portico.getAccount({ namespace: 'eip155' })).toMatchObject({
      balance: '2',
      balanceSymbol: 'ETH',
    })
    await expect(provider(portico).request({ method: 'eth_accounts' })).resolves.toEqual([EVM])
    await expect(provider(portico).request({ method: 'eth_chainId' })).resolves.toBe('0x7a69')
  })

  test("a wrong code stays the frame's; a locked code's refusal reaches connectOtp and nothing connects", async () => {
    const log = frameLog()
    const { portico } = setup()
    portico.open()
    await portico.email.connect({ email: 'alice@example.org' })
    const login = portico.email.connectOtp()
    await onFrameScreen(portico, 'EmailVerifyOtp', { command: 'type-code', code: '000000' })
    await vi.waitUntil(() => log.find('code-refused'))
    visitor({ command: 'type-code', code: 'locked' })
    await expect(login).rejects.toMatchObject({
      shortMessage: 'Too many wrong codes: ask for a new code',
    })
    expect(portico.getAccount().status).toBe('disconnected')
  })

  test('closing the modal while the frame waits for the code aborts it (no 120 s timeout any more)', async () => {
    const log = frameLog()
    const { portico } = setup()
    portico.open()
    await portico.email.connect({ email: 'alice@example.org' })
    const login = portico.email.connectOtp()
    await vi.waitUntil(() => portico.stores.embeddedFrame.getState().visible)
    portico.close()
    await expect(login).rejects.toMatchObject({ shortMessage: 'Request was aborted' })
    await vi.waitUntil(() => log.find('received', 'Abort'))
  })

  test('social login (spec §4; issue 16): a real popup on the secure origin hands its result to the frame, never to the page; connected with the username', async () => {
    const log = frameLog()
    const { portico, storage } = setup()
    const seenByPage: unknown[] = []
    const watch = (event: MessageEvent) => {
      if (event.data?.type === 'SocialResult') seenByPage.push(event.data)
    }
    window.addEventListener('message', watch)
    cleanups.push(() => window.removeEventListener('message', watch))
    portico.open()
    await portico.social.connect({ provider: 'github' })
    expect(log.find('social-result')).toBeTruthy()
    expect(log.find('received', 'ConnectSocial')?.payload).toBeUndefined()
    expect(seenByPage).toEqual([])
    expect(portico.getAccount()).toMatchObject({
      status: 'connected',
      socialProvider: 'github',
      user: { email: null, username: 'alice0' },
    })
    expect(storage.getItem(STORAGE_KEYS_ALL.socialUsername)).toBe('alice0')
    expect(storage.getItem(STORAGE_KEYS_ALL.email)).toBeNull()
    expect(portico.stores.router.getState().history).toEqual([{ view: 'Account' }])
  })

  test('social login: the popup closed before the frame answered → the frame gets Abort, "Popup closed" (spec §9 1 s poll)', async () => {
    const log = frameLog()
    const { portico } = setup()
    portico.open()
    const login = portico.social.connect({ provider: 'google' })
    login.catch(() => {})
    await vi.waitUntil(() => log.find('received', 'ConnectSocial'))
    ;(portico.getAccount().socialWindow as Window | undefined)?.close()
    await expect(login).rejects.toMatchObject({ shortMessage: 'Popup closed' })
    await vi.waitUntil(() => log.find('received', 'Abort'))
    expect(portico.getAccount().status).toBe('disconnected')
  })

  test('update email (issue 16): one UpdateEmail, both codes typed in the frame; the account and the login cache get the new address', async () => {
    const log = frameLog()
    const { portico, storage } = setup()
    await emailLogin(portico)
    portico.modal.pushView({ view: 'UpdateEmailWallet' })
    const change = portico.email.update({ email: 'alice@new.example.org' })
    await onFrameScreen(portico, 'UpdateEmailPrimaryOtp', { command: 'type-code', code: '111111' })
    await onFrameScreen(portico, 'UpdateEmailSecondaryOtp', {
      command: 'type-code',
      code: '222222',
    })
    await expect(change).resolves.toEqual({ newEmail: 'alice@new.example.org' })
    expect(log.find('received', 'UpdateEmail')?.payload).toEqual({
      email: 'alice@new.example.org',
    })
    expect(portico.getAccount().user?.email).toBe('alice@new.example.org')
    expect(storage.getItem(STORAGE_KEYS_ALL.email)).toBe('alice@new.example.org')
    expect(portico.stores.router.getState().history).toEqual([{ view: 'Account' }])
  })

  test('start: with a login used before the frame is created and the session restored; the user comes back', async () => {
    const storage = createMemoryStorage()
    const first = setup({ storage })
    await emailLogin(first.portico)
    for (const cleanup of cleanups.splice(0)) cleanup()
    expect(frames()).toHaveLength(0)
    const { portico } = setup({ storage })
    await vi.waitUntil(() => portico.getAccount().status === 'connected', { timeout: 5_000 })
    expect(portico.getAccount()).toMatchObject({
      address: EVM,
      user: { email: 'alice@example.org' },
    })
    expect(frames()).toHaveLength(1)
  })

  test('the frame asks to be shown: the modal opens on ApproveTransaction and the frame covers the slot; hidden: closed', async () => {
    const { portico } = setup()
    await emailLogin(portico)
    portico.close()
    const slot = document.createElement('div')
    Object.assign(slot.style, {
      position: 'fixed',
      top: '10px',
      left: '10px',
      width: '300px',
      height: '240px',
    })
    document.body.append(slot)
    cleanups.push(() => slot.remove())
    const detach = portico.embeddedWallet.attachFrame({ slot })
    cleanups.push(detach)
    visitor({ command: 'event', type: 'FrameShow', payload: { view: 'ApproveTransaction' } })
    await vi.waitUntil(() => portico.stores.embeddedFrame.getState().visible)
    expect(portico.stores.embeddedFrame.getState()).toEqual({
      visible: true,
      view: 'ApproveTransaction',
    })
    expect(portico.stores.modal.getState().open).toBe(true)
    expect(portico.stores.router.getState().history.at(-1)?.view).toBe('ApproveTransaction')
    const iframe = frames()[0] as HTMLIFrameElement
    await vi.waitUntil(() => getComputedStyle(iframe).visibility === 'visible')
    expect(iframe.getBoundingClientRect().width).toBe(300)
    visitor({ command: 'event', type: 'FrameHide' })
    await vi.waitUntil(() => !portico.stores.modal.getState().open)
    await vi.waitUntil(() => getComputedStyle(iframe).visibility === 'hidden')
  })

  test("RPC through the provider: the frame's rejection keeps its code (4001)", async () => {
    const { portico } = setup()
    await emailLogin(portico)
    await expect(
      provider(portico).request({ method: 'personal_sign', params: ['0x68656c6c6f', EVM] }),
    ).rejects.toMatchObject({ code: 4001 })
  })

  test.each([
    ['eip155', 'eth_sign'],
    ['eip155', 'solana_signMessage'],
    ['solana', 'personal_sign'],
  ] as const)(
    "spec §6 \"unknown methods are rejected ('Action not allowed' after 300 ms; 'Requested RPC call is not allowed')\": %s provider, %s — never sent to the frame",
    async (namespace, method) => {
      const { portico, adapter } = setup()
      await emailLogin(portico)
      portico.close()
      const log = frameLog()
      const started = performance.now()
      const answer = adapter
        .getProvider(namespace)
        .request({ method, params: [] })
        .catch((e: unknown) => e)
      // The modal opens at once; the notice follows the delay.
      await vi.waitUntil(() => portico.stores.modal.getState().open)
      expect(portico.stores.notification.getState().open).toBe(false)
      const error = await answer
      expect(performance.now() - started).toBeGreaterThanOrEqual(UNKNOWN_METHOD_REJECT_DELAY_MS)
      expect(error).toBeInstanceOf(RpcMethodNotAllowedError)
      expect(error).toMatchObject({ shortMessage: 'Requested RPC call is not allowed', code: 4100 })
      expect(portico.stores.notification.getState()).toMatchObject({
        open: true,
        message: 'Action not allowed',
        variant: 'error',
      })
      // The balance reads of the account go on; the refused method was never sent.
      expect(
        log.entries.filter(
          (e) => e.type === 'RpcRequest' && (e.payload as { method?: unknown })?.method === method,
        ),
      ).toEqual([])
    },
  )

  test("AccountsChanged from the frame moves the account and tells the provider's listeners", async () => {
    const { portico } = setup()
    await emailLogin(portico)
    const seen: unknown[] = []
    provider(portico).on('accountsChanged', (accounts) => void seen.push(accounts))
    visitor({
      command: 'event',
      type: 'AccountsChanged',
      payload: { address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' },
    })
    await vi.waitUntil(() => seen.length > 0)
    expect(portico.getAccount().address).toBe('0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC')
    expect(seen).toEqual([['0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC']])
  })

  test("EIP-1193 connect on login and disconnect on sign-out reach the EVM provider's listeners (a wagmi connector follows them)", async () => {
    const { portico, adapter } = setup()
    const seen: [string, unknown][] = []
    const evm = adapter.getProvider('eip155')
    evm.on('connect', (info) => void seen.push(['connect', info]))
    evm.on('disconnect', () => void seen.push(['disconnect', undefined]))
    await emailLogin(portico)
    const chainId = portico.stores.chains.getState().activeNetwork.id
    expect(seen).toEqual([['connect', { chainId: `0x${Number(chainId).toString(16)}` }]])
    await portico.disconnect()
    await vi.waitUntil(() => seen.length > 1)
    expect(seen.at(-1)?.[0]).toBe('disconnect')
  })

  test('SessionExpired: every namespace disconnects, the login cache is cleared, "Session Expired"', async () => {
    const { portico, storage } = setup()
    await emailLogin(portico)
    visitor({ command: 'event', type: 'SessionExpired' })
    await vi.waitUntil(() => portico.getAccount({ namespace: 'solana' }).status === 'disconnected')
    expect(portico.getAccount({ namespace: 'eip155' }).status).toBe('disconnected')
    expect(portico.stores.alert.getState().alert?.title).toBe('Session Expired')
    expect(storage.getItem(STORAGE_KEYS_ALL.emailLoginUsed)).toBeNull()
  })

  test('disconnect signs out in the frame and clears the login cache (spec §4); the cooldown time stays', async () => {
    const log = frameLog()
    const { portico, storage } = setup()
    await emailLogin(portico)
    await portico.disconnect()
    await vi.waitUntil(() => log.find('received', 'SignOut'))
    await vi.waitUntil(() => portico.getAccount({ namespace: 'solana' }).status === 'disconnected')
    expect(portico.getAccount({ namespace: 'eip155' }).status).toBe('disconnected')
    for (const key of ['emailLoginUsed', 'email', 'socialUsername', 'lastUsedChain'] as const)
      expect(storage.getItem(STORAGE_KEYS_ALL[key])).toBeNull()
    expect(storage.getItem(STORAGE_KEYS_ALL.lastEmailLoginTime)).not.toBeNull()
    expect(storage.getItem(STORAGE_KEYS.connectorId)).toBeNull()
  })

  test('a secure site that does not load: the login fails with the alert "Network Error - Could not load embedded wallet"', async () => {
    const { portico } = setup({ url: inject('embeddedClosedOrigin'), loadTimeoutMs: 500 })
    portico.open()
    await expect(portico.email.connect({ email: 'alice@example.org' })).rejects.toMatchObject({
      shortMessage: 'Network Error - Could not load embedded wallet',
    })
    expect(portico.stores.alert.getState().alert?.title).toBe(
      'Network Error - Could not load embedded wallet',
    )
    expect(frames()).toHaveLength(0)
  })
})
