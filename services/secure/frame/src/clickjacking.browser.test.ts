import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startTestApi } from '@portico/api/testing'
import { startAnvil } from '@portico/devnet'
import { getFreePorts } from '@portico/devnet/testing'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@portico/e2e/chromium'
import { startTestSecure, type TestSecure } from '@portico/secure/testing'
import {
  type Browser,
  type BrowserContext,
  chromium,
  type FrameLocator,
  type Locator,
  type Page,
} from 'playwright-core'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  parseEther,
  toHex,
  verifyMessage,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildFramePage } from './node/buildFramePage.js'
import { SECURE_POPUP_CHANNEL, SECURE_POPUP_PATH } from './ui/popup/securePopupMessages.js'
import { EN, EN_VISIBILITY } from './ui/strings.js'
import {
  FRAME_CODE_TEST_IDS as C,
  FRAME_TEST_IDS as T,
  FRAME_VISIBILITY_TEST_IDS as V,
} from './ui/testIds.js'

/**
 * Issue 16, finding 2: clickjacking of approvals and key export. A dApp page on an allowed origin
 * embeds the real frame page (vite build, real secure server, anvil) and attacks it the two ways
 * a page can: the iframe made nearly transparent (opacity 0.01) and a decoy drawn over it
 * (pointer-events: none, so the click still lands in the frame). Every click here is a real mouse
 * click of Chromium (page.mouse.click at the button's coordinates), never element.click().
 */

const PROJECT_ID = 'clickjacking-test'
const RECOVERY_SECRET = 'purple tiger quietly sings'
const ANVIL_0_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const ANVIL_1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const EMAIL = 'clickjack-victim@example.com'
/** Longer than the 500 ms a visible frame needs before it arms, with margin for a busy machine. */
const ARMED_WAIT_MS = 1_500

type Recorded = { origin: string; fromFrame: boolean; data: Record<string, unknown> | null }

let anvil: Awaited<ReturnType<typeof startAnvil>>
let api: Awaited<ReturnType<typeof startTestApi>>
let secure: TestSecure
let frameDir: string
let dappServer: Server
let dappOrigin: string
let browser: Browser
let context: BrowserContext
let page: Page
let requestCount = 0
let walletAddress: Address

/**
 * The attacker's dApp page: the wallet iframe at a fixed place (as placeFrame puts it over the
 * modal), a decoy it can draw over the iframe, and a record of every message the frame posts.
 */
function dappHtml(frameUrl: string): string {
  return `<!doctype html><html><head><title>Free NFT</title><style>
body { margin: 0 }
#wallet { position: fixed; top: 0; left: 0; width: 420px; height: 640px; border: 0; z-index: 10 }
#decoy { position: fixed; top: 0; left: 0; width: 420px; height: 640px; z-index: 20;
  background: #fff; pointer-events: none; display: none; font: 24px sans-serif }
</style></head><body>
<div id="decoy">Click anywhere to claim your free NFT!</div>
<script>
window.__messages = []
window.addEventListener('message', (event) => {
  const wallet = document.getElementById('wallet')
  window.__messages.push({ origin: event.origin, fromFrame: !!wallet && event.source === wallet.contentWindow, data: event.data })
})
const iframe = document.createElement('iframe')
iframe.id = 'wallet'
iframe.src = ${JSON.stringify(frameUrl)}
iframe.setAttribute('allow', 'clipboard-write')
document.body.append(iframe)
</script></body></html>`
}

beforeAll(async () => {
  const [anvilPort, dappPort] = await getFreePorts(2)
  dappOrigin = `http://127.0.0.1:${dappPort}`
  frameDir = mkdtempSync(join(tmpdir(), 'portico-clickjacking-test-'))
  ;[anvil, api] = await Promise.all([
    startAnvil({ chainId: 31337, port: anvilPort! }),
    startTestApi('sqlite'),
    buildFramePage({ outDir: frameDir }),
  ])
  await api.projects.create({ id: PROJECT_ID, name: 'Clickjacking', allowedOrigins: [dappOrigin] })
  const apiUrl = (await api.app.listen({ host: '127.0.0.1', port: 0 })).replace(
    'localhost',
    '127.0.0.1',
  )
  secure = await startTestSecure({
    apiUrl,
    frameDir,
    frameNetworks: {
      evmNetworks: [
        {
          chainId: 31337,
          name: 'Clickjacking Chain',
          rpcUrls: [anvil.rpcUrl],
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        },
      ],
    },
  })
  const frameUrl = `${secure.url}/frame?projectId=${PROJECT_ID}`
  dappServer = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.end(dappHtml(frameUrl))
  })
  dappServer.listen(dappPort, '127.0.0.1')
  await new Promise((resolve) => dappServer.once('listening', resolve))
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  })
  context = await browser.newContext({ viewport: { width: 1000, height: 800 } })
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  page = await context.newPage()
  await openDapp(page)
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await new Promise((resolve) => (dappServer ? dappServer.close(resolve) : resolve(undefined)))
  await secure?.close()
  await api?.close()
  await anvil?.stop()
  if (frameDir) rmSync(frameDir, { recursive: true, force: true })
})

async function openDapp(target: Page) {
  await target.goto(`${dappOrigin}/`)
  await target.waitForFunction(() =>
    (window as unknown as { __messages: Recorded[] }).__messages.some(
      (m) => m.fromFrame && m.data?.type === 'Ready',
    ),
  )
}

/** Posts a request to the frame as the dApp does; returns its id. */
async function post(type: string, payload?: unknown, target: Page = page): Promise<string> {
  const id = `r${++requestCount}`
  await target.evaluate(
    ({ type, id, payload, origin }) => {
      const wallet = document.getElementById('wallet') as HTMLIFrameElement
      wallet.contentWindow!.postMessage({ channel: 'portico-embedded', type, id, payload }, origin)
    },
    { type, id, payload, origin: secure.url },
  )
  return id
}

async function messages(target: Page = page): Promise<Recorded[]> {
  return target.evaluate(() => (window as unknown as { __messages: Recorded[] }).__messages)
}

/** The frame's reply to request `id`, if it has answered yet. */
async function answerOf(id: string, target: Page = page): Promise<Recorded['data'] | undefined> {
  return (await messages(target)).find((m) => m.fromFrame && m.data?.id === id)?.data
}

/** The frame's reply to request `id` (waits for it). */
async function reply(id: string, target: Page = page): Promise<Recorded['data']> {
  const handle = await target.waitForFunction(
    (id) =>
      (window as unknown as { __messages: Recorded[] }).__messages.find(
        (m) => m.fromFrame && m.data?.id === id,
      ),
    id,
    { timeout: 60_000 },
  )
  return ((await handle.jsonValue()) as Recorded).data
}

async function call(type: string, payload?: unknown, target: Page = page) {
  return reply(await post(type, payload, target), target)
}

function wallet(target: Page = page): FrameLocator {
  return target.frameLocator('#wallet')
}

/** A real mouse click of Chromium at the centre of `locator` (its box in the top page). */
async function mouseClick(locator: Locator, target: Page = page) {
  const box = await locator.boundingBox()
  if (!box) throw new Error('nothing to click')
  await target.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
}

/**
 * A real mouse click on a decision of the secure window, which closes the window: the close can
 * come before Chromium has answered the click's mouseup, so a click whose page is gone counts as
 * done once the window did close.
 */
async function mouseClickClosing(locator: Locator, popup: Page) {
  const closed = popup.waitForEvent('close')
  await mouseClick(locator, popup).catch((error: unknown) => {
    if (!popup.isClosed()) throw error
  })
  await closed
}

async function setFrameOpacity(opacity: string, target: Page = page) {
  await target.evaluate((opacity) => {
    document.getElementById('wallet')!.style.opacity = opacity
  }, opacity)
}

async function showDecoy(shown: boolean, target: Page = page) {
  await target.evaluate((shown) => {
    document.getElementById('decoy')!.style.display = shown ? 'block' : 'none'
  }, shown)
}

/** Back to an honest page: the frame fully visible, no decoy. */
async function restorePage(target: Page = page) {
  await setFrameOpacity('1', target)
  await showDecoy(false, target)
}

async function requestTransfer(value: string, target: Page = page): Promise<string> {
  const id = await post(
    'RpcRequest',
    {
      chainNamespace: 'eip155',
      chainId: 31337,
      method: 'eth_sendTransaction',
      params: [{ from: walletAddress, to: ANVIL_1, value: toHex(parseEther(value)) }],
    },
    target,
  )
  await wallet(target).getByTestId(T.approval).waitFor()
  return id
}

/** Takes the open screen away with a click on Reject (a reject needs no visibility). */
async function rejectOpenRequest(id: string, target: Page = page) {
  await restorePage(target)
  await wallet(target).getByTestId(T.reject).click()
  expect(await reply(id, target)).toMatchObject({
    type: 'RpcRequestError',
    payload: { code: 4001 },
  })
}

const chain = () => createPublicClient({ transport: http(anvil.rpcUrl) })

describe('clickjacking (issue 16, finding 2)', () => {
  test('setup: an email user with a funded wallet', async () => {
    const since = Date.now()
    expect(await call('ConnectEmail', { email: EMAIL })).toMatchObject({
      type: 'ConnectEmailSuccess',
      payload: { action: 'VERIFY_DEVICE' },
    })
    const device = post('ConnectDevice')
    await wallet().getByTestId(C.deviceScreen).waitFor()
    await secure.approveDeviceLink(EMAIL, since)
    expect(await reply(await device)).toMatchObject({ type: 'ConnectDeviceSuccess' })
    const otp = await post('ConnectOtp')
    await wallet()
      .getByTestId(C.codeInput)
      .fill(await secure.readCode(EMAIL, since))
    expect(await reply(otp)).toMatchObject({ type: 'ConnectOtpSuccess' })
    const userId = await post('GetUser', {})
    await wallet().getByTestId(T.secretInput).fill(RECOVERY_SECRET)
    await wallet().getByTestId(T.secretConfirmInput).fill(RECOVERY_SECRET)
    await wallet().getByTestId(T.createWallet).press('Enter')
    const user = await reply(userId)
    walletAddress = (user!.payload as { address: Address }).address
    const funder = createWalletClient({
      account: privateKeyToAccount(ANVIL_0_KEY),
      transport: http(anvil.rpcUrl),
    })
    await chain().waitForTransactionReceipt({
      hash: await funder.sendTransaction({
        to: walletAddress,
        value: parseEther('5'),
        chain: null,
      }),
    })
  }, 120_000)

  test('(a) the iframe at opacity 0.01: a real click where Approve is approves nothing', async () => {
    const recipientBefore = await chain().getBalance({ address: ANVIL_1 })
    await setFrameOpacity('0.01')
    const id = await requestTransfer('1')
    await page.waitForTimeout(ARMED_WAIT_MS)
    // The frame says why Approve waits, and keeps it disabled.
    expect(await wallet().getByTestId(T.approve).isDisabled()).toBe(true)
    expect(await wallet().getByTestId(T.approve).getAttribute('aria-disabled')).toBe('true')
    expect(await wallet().getByTestId(V.visibilityReason).textContent()).toBe(
      EN_VISIBILITY.waitingUntilVisible,
    )
    await mouseClick(wallet().getByTestId(T.approve))
    await page.waitForTimeout(1_000)
    expect(await answerOf(id)).toBeUndefined()
    expect(await chain().getBalance({ address: ANVIL_1 })).toBe(recipientBefore)
    await rejectOpenRequest(id)
  }, 60_000)

  test('(a) shown long enough to arm, then made transparent just before the click: nothing approved', async () => {
    const id = await requestTransfer('1')
    await page.waitForTimeout(ARMED_WAIT_MS)
    await setFrameOpacity('0.01')
    await page.waitForTimeout(300)
    await mouseClick(wallet().getByTestId(T.approve))
    await page.waitForTimeout(1_000)
    expect(await answerOf(id)).toBeUndefined()
    await rejectOpenRequest(id)
  }, 60_000)

  test('(b) a decoy over the iframe (pointer-events: none): a real click approves nothing', async () => {
    const recipientBefore = await chain().getBalance({ address: ANVIL_1 })
    await showDecoy(true)
    const id = await requestTransfer('1')
    await page.waitForTimeout(ARMED_WAIT_MS)
    // The click does reach the frame through the decoy: the page cannot stop it, only the frame.
    await mouseClick(wallet().getByTestId(T.approve))
    await page.waitForTimeout(1_000)
    expect(await answerOf(id)).toBeUndefined()
    expect(await chain().getBalance({ address: ANVIL_1 })).toBe(recipientBefore)
    await rejectOpenRequest(id)
  }, 60_000)

  test('(c) control: the frame fully visible for 500 ms, the same click approves', async () => {
    await restorePage()
    const recipientBefore = await chain().getBalance({ address: ANVIL_1 })
    const id = await requestTransfer('0.5')
    await page.waitForTimeout(ARMED_WAIT_MS)
    await mouseClick(wallet().getByTestId(T.approve))
    const sent = await reply(id)
    expect(sent).toMatchObject({ type: 'RpcRequestSuccess' })
    await chain().waitForTransactionReceipt({ hash: (sent!.payload as { result: Hex }).result })
    expect(await chain().getBalance({ address: ANVIL_1 })).toBe(recipientBefore + parseEther('0.5'))
  }, 60_000)

  test('(c) control: personal_sign by a real click on a fully visible frame', async () => {
    const id = await post('RpcRequest', {
      chainNamespace: 'eip155',
      method: 'personal_sign',
      params: [toHex('gm, visibly'), walletAddress],
    })
    await wallet().getByTestId(T.approval).waitFor()
    await page.waitForTimeout(ARMED_WAIT_MS)
    await mouseClick(wallet().getByTestId(T.approve))
    const signed = await reply(id)
    expect(
      await verifyMessage({
        address: walletAddress,
        message: 'gm, visibly',
        signature: (signed!.payload as { result: Hex }).result,
      }),
    ).toBe(true)
  }, 60_000)

  test('(d) export: Reveal and Copy under opacity 0.01 and under a decoy do nothing; visible, they work', async () => {
    const id = await post('ExportKey')
    const frame = wallet()
    await frame.getByTestId(T.exportKey).waitFor()
    const since = Date.now()
    await frame.getByTestId(T.sendCode).click()
    await frame.getByTestId(T.codeInput).fill(await secure.readCode(EMAIL, since))
    await frame.getByTestId(T.confirmCode).click()
    const value = frame.getByTestId(`${T.keyValue}-evm`)
    const reveal = frame.getByTestId(`${T.revealKey}-evm`)
    const copy = frame.getByTestId(`${T.copyKey}-evm`)
    await value.waitFor()
    const marker = 'clipboard before the attack'
    await page.evaluate((text) => navigator.clipboard.writeText(text), marker)
    const clipboard = () => page.evaluate(() => navigator.clipboard.readText())

    for (const attack of ['opacity', 'decoy'] as const) {
      if (attack === 'opacity') await setFrameOpacity('0.01')
      else await showDecoy(true)
      await page.waitForTimeout(ARMED_WAIT_MS)
      await mouseClick(reveal)
      await mouseClick(copy)
      await page.waitForTimeout(1_000)
      expect(await value.textContent(), attack).toBe(EN.hiddenKey)
      expect(await frame.getByTestId(T.announcer).textContent(), attack).not.toBe(EN.copied)
      expect(await clipboard(), attack).toBe(marker)
      await restorePage()
    }

    await page.waitForTimeout(ARMED_WAIT_MS)
    await mouseClick(reveal)
    await expect.poll(() => value.textContent()).toMatch(/^0x[0-9a-f]{64}$/)
    const key = (await value.textContent()) as Hex
    expect(privateKeyToAccount(key).address).toBe(walletAddress)
    await mouseClick(copy)
    await expect.poll(() => frame.getByTestId(T.announcer).textContent()).toBe(EN.copied)
    expect(await clipboard()).toBe(key)
    await mouseClick(frame.getByTestId(T.done))
    expect(await reply(id)).toMatchObject({ type: 'ExportKeySuccess' })
  }, 90_000)

  describe('(e) without IntersectionObserver v2: the secure window', () => {
    let fallback: Page

    /** Opens the secure window by a real click on 'Continue in a secure window'. */
    async function openSecureWindow(): Promise<Page> {
      const opened = fallback.waitForEvent('popup')
      await mouseClick(wallet(fallback).getByTestId(V.continueInSecureWindow), fallback)
      const popup = await opened
      expect(new URL(popup.url()).origin + new URL(popup.url()).pathname).toBe(
        `${secure.url}${SECURE_POPUP_PATH}`,
      )
      return popup
    }

    test('setup: the same dApp in a page where the browser lacks IOv2 (isVisible removed)', async () => {
      fallback = await context.newPage()
      // Every frame of this page (the wallet's too) starts without entry.isVisible, as a browser
      // without IntersectionObserver v2 would.
      await fallback.addInitScript(() => {
        delete (IntersectionObserverEntry.prototype as { isVisible?: boolean }).isVisible
      })
      await openDapp(fallback)
    }, 60_000)

    test('an eth_sendTransaction on a transparent frame: no Approve in the frame, a click on Continue only opens the window, which approves', async () => {
      const recipientBefore = await chain().getBalance({ address: ANVIL_1 })
      await setFrameOpacity('0.01', fallback)
      const id = await requestTransfer('0.75', fallback)
      const frame = wallet(fallback)
      expect(await frame.getByTestId(T.approve).count()).toBe(0)
      await fallback.waitForTimeout(ARMED_WAIT_MS)
      // The attacker's click lands on the one button the frame has: it opens the secure window.
      const popup = await openSecureWindow()
      await fallback.waitForTimeout(1_000)
      expect(await answerOf(id, fallback)).toBeUndefined()
      expect(await chain().getBalance({ address: ANVIL_1 })).toBe(recipientBefore)

      // The window shows the same request, for the same site, and approves only by its own click.
      const approval = popup.getByTestId(T.approval)
      await expect.poll(() => approval.textContent()).toContain('0.75 ETH')
      expect(await approval.textContent()).toContain(ANVIL_1)
      expect(await approval.textContent()).toContain(dappOrigin)
      await expect.poll(() => popup.getByTestId(T.approve).isEnabled()).toBe(true)
      await mouseClickClosing(popup.getByTestId(T.approve), popup)
      const sent = await reply(id, fallback)
      expect(sent).toMatchObject({ type: 'RpcRequestSuccess' })
      await chain().waitForTransactionReceipt({ hash: (sent!.payload as { result: Hex }).result })
      expect(await chain().getBalance({ address: ANVIL_1 })).toBe(
        recipientBefore + parseEther('0.75'),
      )
      await expect.poll(() => popup.isClosed()).toBe(true)
      await restorePage(fallback)
    }, 60_000)

    test('Reject in the window answers 4001; a window closed without a decision lets the frame open it again', async () => {
      const rejected = await requestTransfer('1', fallback)
      const popup = await openSecureWindow()
      await popup.getByTestId(T.reject).waitFor()
      await mouseClickClosing(popup.getByTestId(T.reject), popup)
      expect(await reply(rejected, fallback)).toMatchObject({
        type: 'RpcRequestError',
        payload: { code: 4001 },
      })

      const id = await requestTransfer('1', fallback)
      const closed = await openSecureWindow()
      await closed.getByTestId(T.approval).waitFor()
      await closed.close()
      const frame = wallet(fallback)
      await expect
        .poll(() => frame.getByTestId(V.secureWindowStatus).textContent())
        .toBe(EN_VISIBILITY.secureWindowClosed)
      expect(await frame.getByTestId(V.continueInSecureWindow).isEnabled()).toBe(true)
      expect(await answerOf(id, fallback)).toBeUndefined()
      await rejectOpenRequest(id, fallback)
    }, 60_000)

    test('export: the keys are revealed and copied in the window only', async () => {
      const id = await post('ExportKey', undefined, fallback)
      const frame = wallet(fallback)
      await frame.getByTestId(T.exportKey).waitFor()
      const since = Date.now()
      await frame.getByTestId(T.sendCode).click()
      await frame.getByTestId(T.codeInput).fill(await secure.readCode(EMAIL, since))
      await frame.getByTestId(T.confirmCode).click()
      await frame.getByTestId(V.continueInSecureWindow).waitFor()
      expect(await frame.getByTestId(`${T.revealKey}-evm`).count()).toBe(0)
      const popup = await openSecureWindow()
      const reveal = popup.getByTestId(`${T.revealKey}-evm`)
      await expect.poll(() => reveal.isEnabled()).toBe(true)
      await mouseClick(reveal, popup)
      const value = popup.getByTestId(`${T.keyValue}-evm`)
      await expect.poll(() => value.textContent()).toMatch(/^0x[0-9a-f]{64}$/)
      expect(privateKeyToAccount((await value.textContent()) as Hex).address).toBe(walletAddress)
      await mouseClick(popup.getByTestId(`${T.copyKey}-evm`), popup)
      await expect.poll(() => popup.getByTestId(T.announcer).textContent()).toBe(EN.copied)
      expect(await popup.evaluate(() => navigator.clipboard.readText())).toBe(
        await value.textContent(),
      )
      await mouseClickClosing(popup.getByTestId(T.done), popup)
      expect(await reply(id, fallback)).toMatchObject({ type: 'ExportKeySuccess' })
    }, 90_000)

    test('a secure window the dApp opens itself posts nothing to it and shows nothing it sends', async () => {
      const opened = fallback.waitForEvent('popup')
      await fallback.evaluate((url) => {
        window.open(url, 'forged', 'popup')
      }, `${secure.url}${SECURE_POPUP_PATH}`)
      const popup = await opened
      await popup.waitForLoadState()
      const before = (await messages(fallback)).length
      await fallback.evaluate(
        ({ channel, origin, dappOrigin }) => {
          const target = window.open('', 'forged')!
          const screen = {
            kind: 'approval',
            description: { title: 'Forged', rows: [] },
            origin: dappOrigin,
            networkName: 'x',
            account: 'y',
          }
          target.postMessage({ channel, type: 'Show', screen }, origin)
          target.postMessage({ channel, type: 'Show', screen }, '*')
        },
        { channel: SECURE_POPUP_CHANNEL, origin: secure.url, dappOrigin },
      )
      await fallback.waitForTimeout(1_000)
      expect(await popup.getByTestId(T.approval).count()).toBe(0)
      expect(await popup.getByTestId(T.status).getAttribute('data-code')).toBe('WAITING')
      // Its Ready went to the secure origin only: the dApp's window never got it.
      expect(
        (await messages(fallback))
          .slice(before)
          .some((m) => (m.data as { channel?: string } | null)?.channel === SECURE_POPUP_CHANNEL),
      ).toBe(false)
      await popup.close()
    }, 60_000)
  })
})
