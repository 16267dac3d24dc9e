import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startTestApi } from '@portico/api/testing'
import { getFreePorts } from '@portico/devnet/testing'
import { CHROMIUM_ARGS, CHROMIUM_ARGS_PARTITIONED, CHROMIUM_PATH } from '@portico/e2e/chromium'
import { startTestSecure, type TestSecure } from '@portico/secure/testing'
import {
  type Browser,
  type BrowserContext,
  type CDPSession,
  chromium,
  type Page,
} from 'playwright-core'
import { type Hex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildFramePage } from './node/buildFramePage.js'
import {
  FRAME_CODE_TEST_IDS as C,
  FRAME_PASSKEY_TEST_IDS as P,
  FRAME_TEST_IDS as T,
} from './ui/testIds.js'

/**
 * Issue 16, finding 8 in Chromium: passkey unlock through the WebAuthn PRF extension, made and used
 * by the frame (a cross-origin iframe, out of process) with Chromium's virtual authenticator.
 * Found here: the authenticator added on the dApp page's own CDP session serves the iframe's
 * WebAuthn calls (it belongs to the tab); the RP ID cannot be an IP address ('This is an invalid
 * domain.'), so the secure origin is http://localhost:<port>; without the iframe's `allow`
 * delegation create() answers NotAllowedError ("The 'publickey-credentials-create' feature is not
 * enabled in this document"). The frame is cross-site here (localhost in a 127.0.0.1 page), so its
 * storage is partitioned by the dApp's site as in every shipping browser: Playwright turns
 * partitioning off, and Chromium then denied the frame all storage and the frame died before
 * Ready (CHROMIUM_ARGS_PARTITIONED turns it back on; the frame now also boots without storage, bootFrame).
 * A new device is this tab with the frame's storage for the dApp's site wiped: the virtual
 * authenticator does not export a credential's PRF key (WebAuthn.getCredentials has no such
 * field), so a credential carried to another tab with addCredential answers get() without PRF
 * results, unlike a synced passkey.
 */

const PROJECT_ID = 'passkey-test'
/** The attribute the bridge gives the frame (packages/embedded createFrameBridge). */
const ALLOW = 'clipboard-write; publickey-credentials-get; publickey-credentials-create'

type Recorded = { fromFrame: boolean; data: Record<string, unknown> | null }

let api: Awaited<ReturnType<typeof startTestApi>>
let secure: TestSecure
let frameDir: string
let dapp: Server
let dappOrigin: string
let browser: Browser
let requestCount = 0

function pageHtml(frameUrl: string): string {
  return `<!doctype html><html><head><title>dApp</title></head><body><script>
window.__messages = []
window.addEventListener('message', (event) => {
  const wallet = document.getElementById('wallet')
  window.__messages.push({ fromFrame: !!wallet && event.source === wallet.contentWindow, data: event.data })
})
const iframe = document.createElement('iframe'); iframe.id = 'wallet'; iframe.setAttribute('allow', ${JSON.stringify(ALLOW)}); iframe.src = ${JSON.stringify(frameUrl)}; iframe.style = 'width:420px;height:640px;border:0'; document.body.append(iframe)
</script></body></html>`
}

beforeAll(async () => {
  const [dappPort, securePort] = await getFreePorts(2)
  dappOrigin = `http://127.0.0.1:${dappPort}`
  frameDir = mkdtempSync(join(tmpdir(), 'portico-passkey-test-'))
  ;[api] = await Promise.all([startTestApi('sqlite'), buildFramePage({ outDir: frameDir })])
  await api.projects.create({ id: PROJECT_ID, name: 'Passkey test', allowedOrigins: [dappOrigin] })
  const apiUrl = (await api.app.listen({ host: '127.0.0.1', port: 0 })).replace(
    'localhost',
    '127.0.0.1',
  )
  secure = await startTestSecure({
    port: securePort,
    publicHost: 'localhost',
    apiUrl,
    frameDir,
    frameNetworks: {
      evmNetworks: [
        {
          chainId: 31337,
          name: 'Passkey Test Chain',
          // personal_sign needs no chain: nothing listens here.
          rpcUrls: ['http://127.0.0.1:9'],
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        },
      ],
    },
  })
  const frameUrl = `${secure.url}/frame?projectId=${PROJECT_ID}`
  dapp = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.end(pageHtml(frameUrl))
  })
  await new Promise<void>((resolve) => dapp.listen(dappPort, '127.0.0.1', resolve))
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS_PARTITIONED,
  })
}, 180_000)

afterAll(async () => {
  await browser?.close()
  await new Promise((resolve) => dapp?.close(resolve))
  await secure?.close()
  await api?.close()
  if (frameDir) rmSync(frameDir, { recursive: true, force: true })
})

async function post(page: Page, type: string, payload?: unknown): Promise<string> {
  const id = `r${++requestCount}`
  await page.evaluate(
    ({ type, id, payload, origin }) => {
      const wallet = document.getElementById('wallet') as HTMLIFrameElement
      wallet.contentWindow!.postMessage({ channel: 'portico-embedded', type, id, payload }, origin)
    },
    { type, id, payload, origin: secure.url },
  )
  return id
}

async function reply(page: Page, id: string): Promise<Recorded['data']> {
  const handle = await page.waitForFunction(
    (id) =>
      (window as unknown as { __messages: Recorded[] }).__messages.find(
        (m) => m.fromFrame && m.data?.id === id,
      ),
    id,
    { timeout: 60_000 },
  )
  return ((await handle.jsonValue()) as Recorded).data
}

/**
 * The storage key of the frame's storage in a page of the dApp's site (Chromium partitions a
 * cross-site frame's storage by the top-level site: `<origin>/^0<top-level site>`).
 */
function frameStorageKey(): string {
  const { protocol, hostname } = new URL(dappOrigin)
  return `${secure.url}/^0${protocol}//${hostname}`
}

/**
 * A new device in the same tab (so the same authenticator and its PRF key): the frame's storage for
 * the dApp's site wiped — session, DPoP key in IndexedDB, device share — and the page loaded again.
 */
async function wipeFrameStorage(device: Awaited<ReturnType<typeof openDevice>>) {
  await device.cdp.send('Storage.clearDataForStorageKey', {
    storageKey: frameStorageKey(),
    storageTypes: 'all',
  })
  await device.page.goto(`${dappOrigin}/`)
  await device.page.waitForFunction(() =>
    (window as unknown as { __messages: Recorded[] }).__messages.some(
      (m) => m.data?.type === 'Ready',
    ),
  )
}

/** A browser of its own (new storage, new DPoP key) with a virtual authenticator on the tab. */
async function openDevice(hasPrf: boolean) {
  const context: BrowserContext = await browser.newContext()
  const page = await context.newPage()
  const cdp: CDPSession = await context.newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
      hasPrf,
    },
  })
  await page.goto(`${dappOrigin}/`)
  await page.waitForFunction(() =>
    (window as unknown as { __messages: Recorded[] }).__messages.some(
      (m) => m.data?.type === 'Ready',
    ),
  )
  return { context, page, cdp, authenticatorId }
}

/** Email login on the frame's own screens: the device link, then the code. */
async function signIn(page: Page, email: string) {
  const since = Date.now()
  const started = await reply(page, await post(page, 'ConnectEmail', { email }))
  if ((started?.payload as { action?: string })?.action === 'VERIFY_DEVICE') {
    const waiting = await post(page, 'ConnectDevice')
    await page.frameLocator('#wallet').getByTestId(C.deviceScreen).waitFor()
    await secure.approveDeviceLink(email, since)
    expect(await reply(page, waiting)).toMatchObject({ type: 'ConnectDeviceSuccess' })
  }
  const otp = await post(page, 'ConnectOtp')
  const code = await secure.readCode(email, since)
  await page.frameLocator('#wallet').getByTestId(C.codeInput).fill(code)
  expect(await reply(page, otp)).toMatchObject({ type: 'ConnectOtpSuccess' })
}

async function releaseMails(to: string) {
  const url = new URL('/api/messages', secure.mail.inboxUrl)
  url.searchParams.set('to', to)
  const all = (await (await fetch(url)).json()) as { subject: string }[]
  return all.filter((m) => m.subject === "Your wallet's recovery data was requested")
}

describe('passkey unlock in Chromium (issue 16, finding 8)', () => {
  test('a wallet made with a passkey is unlocked on a new device by the passkey alone, and signs', async () => {
    const email = 'passkey-user@example.com'
    const first = await openDevice(true)
    await signIn(first.page, email)
    const userId = await post(first.page, 'GetUser', {})
    const frame = first.page.frameLocator('#wallet')
    await frame.getByTestId(P.protectWithPasskey).click()
    const user = await reply(first.page, userId)
    expect(user).toMatchObject({ type: 'GetUserSuccess' })
    const address = (user!.payload as { address: Hex }).address
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    const { credentials } = await first.cdp.send('WebAuthn.getCredentials', {
      authenticatorId: first.authenticatorId,
    })
    expect(credentials).toHaveLength(1)
    expect(credentials[0]).toMatchObject({ isResidentCredential: true, rpId: 'localhost' })
    // The server holds the passkey blob only: no secret blob to guess at.
    const methods = await secure.database.db
      .selectFrom('secure_wallets')
      .select(['recovery_blob', 'passkey_blob'])
      .where('evm_address', '=', address)
      .executeTakeFirstOrThrow()
    expect(methods.recovery_blob).toBe('')
    expect(JSON.parse(methods.passkey_blob ?? '{}')).toMatchObject({ v: 2, kind: 'passkey' })

    // A new device: new storage and DPoP key, the same passkey (in the same tab: see the top).
    await wipeFrameStorage(first)
    const second = first
    await signIn(second.page, email)
    const again = await post(second.page, 'GetUser', {})
    const frame2 = second.page.frameLocator('#wallet')
    await frame2.getByTestId(P.unlockWithPasskey).click()
    const unlocked = await reply(second.page, again)
    expect(unlocked).toMatchObject({ type: 'GetUserSuccess', payload: { address } })
    expect(await releaseMails(email)).toHaveLength(1)

    const sign = await post(second.page, 'RpcRequest', {
      chainNamespace: 'eip155',
      chainId: 31337,
      method: 'personal_sign',
      params: ['0x676d', address],
    })
    await frame2.getByTestId(T.approve).click({ timeout: 30_000 })
    const signed = await reply(second.page, sign)
    expect(signed).toMatchObject({ type: 'RpcRequestSuccess' })
    const signature = (signed!.payload as { result: Hex }).result
    expect(await verifyMessage({ address, message: { raw: '0x676d' }, signature })).toBe(true)
    await first.context.close()
  }, 180_000)

  test('a browser that denies the cross-site frame all storage: the frame still posts Ready and logs in', async () => {
    // Playwright's own switches (storage partitioning off): Chromium denies the localhost frame in
    // the 127.0.0.1 page localStorage, sessionStorage and IndexedDB. The frame used to throw on its
    // first localStorage read and never post Ready; now it runs on memory for the page's life.
    const denying = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: CHROMIUM_ARGS,
    })
    try {
      const context = await denying.newContext()
      const page = await context.newPage()
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      await page.goto(`${dappOrigin}/`)
      await page.waitForFunction(() =>
        (window as unknown as { __messages: Recorded[] }).__messages.some(
          (m) => m.data?.type === 'Ready',
        ),
      )
      const denied = await page
        .frames()
        .find((frame) => frame.url().startsWith(secure.url))
        ?.evaluate(() => {
          try {
            return window.localStorage === null
          } catch {
            return true
          }
        })
      expect(denied).toBe(true)
      await signIn(page, 'no-storage-user@example.com')
      // A first wallet, protected by a secret: the session, the DPoP key and the device share live
      // in the page's memory.
      const userId = await post(page, 'GetUser', {})
      const frame = page.frameLocator('#wallet')
      await frame.getByTestId(T.secretInput).fill('purple tiger quietly sings')
      await frame.getByTestId(T.secretConfirmInput).fill('purple tiger quietly sings')
      await frame.getByTestId(T.createWallet).click()
      expect(await reply(page, userId)).toMatchObject({ type: 'GetUserSuccess' })
      const connected = await reply(page, await post(page, 'IsConnected'))
      expect(connected).toMatchObject({ payload: { isConnected: true } })
      expect(errors).toEqual([])
    } finally {
      await denying.close()
    }
  }, 120_000)

  test('without PRF: the secret fallback, refusing a weak secret, unlocks a new device', async () => {
    const email = 'no-prf-user@example.com'
    const secret = 'purple tiger quietly sings'
    const first = await openDevice(false)
    await signIn(first.page, email)
    const userId = await post(first.page, 'GetUser', {})
    const frame = first.page.frameLocator('#wallet')
    await frame.getByTestId(P.protectWithPasskey).click()
    // The authenticator made a credential without PRF: the screen turns to the secret.
    await expect
      .poll(() => frame.getByTestId(P.passkeyStatus).textContent())
      .toContain('Passkeys cannot protect a wallet in this browser')
    await frame.getByTestId(T.secretInput).fill('aaaaaaaaaaaa')
    await frame.getByTestId(T.secretConfirmInput).fill('aaaaaaaaaaaa')
    await frame.getByTestId(T.createWallet).click()
    await expect.poll(() => frame.getByTestId(T.formError).textContent()).toContain('too easy')
    await frame.getByTestId(T.secretInput).fill(secret)
    await frame.getByTestId(T.secretConfirmInput).fill(secret)
    await frame.getByTestId(T.createWallet).click()
    const user = await reply(first.page, userId)
    const address = (user!.payload as { address: string }).address

    const second = await openDevice(false)
    await signIn(second.page, email)
    const again = await post(second.page, 'GetUser', {})
    const frame2 = second.page.frameLocator('#wallet')
    await frame2.getByTestId(T.recoverySecretInput).fill(secret)
    await frame2.getByTestId(T.unlock).click()
    expect(await reply(second.page, again)).toMatchObject({
      type: 'GetUserSuccess',
      payload: { address },
    })
    await first.context.close()
    await second.context.close()
  }, 180_000)
})
