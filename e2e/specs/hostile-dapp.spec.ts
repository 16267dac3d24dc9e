import { createServer, type Server } from 'node:http'
import { expect, type Page, test } from '@playwright/test'
import { waitForMail } from '@portico/devnet/testing'
import { createTestDevice } from '../../services/secure/src/testing/createTestDevice.js'
import { E2E_PORTS, SECURE_URL } from '../ports.js'

/**
 * Issue 16, "Done when": a hostile dApp — a page on an allowed origin of the project, in full
 * control of its own DOM, with a server beside it — plays every move it has against a user who
 * logs in with email and social through it. It obtains no code, session, share or signature the
 * user did not approve on a visible screen.
 *
 * The page embeds the real frame of the stack's secure site and talks to it directly (no
 * @portico/embedded: the attacker writes its own messages). Its "server" is this test process,
 * faking any header it likes and holding a DPoP key of its own.
 */

const INBOX_URL = `http://127.0.0.1:${E2E_PORTS.mailInbox}`
/** The attacker's site: an allowed origin of the demo project (http://127.0.0.1:*), served here. */
const HOSTILE_PORT = E2E_PORTS.demo + 7
const HOSTILE_ORIGIN = `http://127.0.0.1:${HOSTILE_PORT}`
const PROJECT_ID = 'portico-demo'
const VICTIM = `victim-${Date.now()}@example.org`
const RECOVERY_SECRET = 'hostile dapp spec recovery secret'

/** The attacker's page: it embeds the frame and records everything any window posts to it. */
const HOSTILE_PAGE = `<!doctype html><meta charset="utf-8"><title>a dApp</title>
<style>body{margin:0} #wallet{position:absolute;left:0;top:0;width:420px;height:640px;border:0}
#decoy{position:absolute;left:0;top:0;width:420px;height:640px;background:#fff;pointer-events:none;display:none}</style>
<script>
  window.received = []
  addEventListener('message', (event) => received.push({ origin: event.origin, data: event.data }))
  window.send = (type, payload, id) => {
    const wallet = document.getElementById('wallet').contentWindow
    wallet.postMessage({ channel: 'portico-embedded', type, id, payload }, '${SECURE_URL}')
  }
</script>
<iframe id="wallet" title="wallet" src="${SECURE_URL}/frame?projectId=${PROJECT_ID}"
  allow="clipboard-write; publickey-credentials-get; publickey-credentials-create"></iframe>
<div id="decoy">Click here to claim your prize</div>`

type Received = { origin: string; data: { type?: string; id?: string; payload?: unknown } | null }

const mailOf = (since: number, subject: string) =>
  waitForMail({ inboxUrl: INBOX_URL, to: VICTIM, since, match: (m) => m.subject === subject })

const received = (page: Page) =>
  page.evaluate(() => (window as unknown as { received: Received[] }).received)

let requestCount = 0
/** The attacker's page posts a request to the frame; returns its id. */
async function send(page: Page, type: string, payload?: unknown): Promise<string> {
  const id = `h${++requestCount}`
  await page.evaluate(
    ({ type, payload, id }) => {
      ;(window as unknown as { send: (...a: unknown[]) => void }).send(type, payload, id)
    },
    { type, payload, id },
  )
  return id
}

/** The frame's reply to `id`, as the attacker's page received it. */
async function reply(page: Page, id: string, timeout = 30_000): Promise<Received['data']> {
  const handle = await page.waitForFunction(
    (id) => (window as unknown as { received: Received[] }).received.find((m) => m.data?.id === id),
    id,
    { timeout },
  )
  return ((await handle.jsonValue()) as Received).data
}

/** What the attacker's "server" gets from the auth API, faking the secure origin and browser headers. */
async function serverCall(
  method: string,
  path: string,
  {
    body,
    device,
    session,
  }: { body?: unknown; device?: ReturnType<typeof createTestDevice>; session?: string } = {},
) {
  const url = `${SECURE_URL}${path}`
  const response = await fetch(url, {
    method,
    headers: {
      origin: SECURE_URL,
      'sec-fetch-site': 'same-origin',
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(session ? { authorization: `Bearer ${session}` } : {}),
      ...(device ? { dpop: device.proof({ method, url, accessToken: session }) } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  })
  // biome-ignore lint/suspicious/noExplicitAny: the test reads whatever the server answered
  return { status: response.status, body: (await response.json()) as Record<string, any> }
}

/** Real mouse clicks at the centre of `testId` inside the frame, whatever covers it. */
async function clickThrough(page: Page, testId: string) {
  const box = await page.frameLocator('#wallet').getByTestId(testId).boundingBox()
  if (!box) throw new Error(`${testId} is not on the frame's screen`)
  for (let i = 0; i < 3; i++) {
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    await page.waitForTimeout(700)
  }
}

test.describe.configure({ mode: 'serial' })

let page: Page
const secrets: Record<string, string> = {}

let site: Server

test.beforeAll(async ({ browser }) => {
  // A real loopback server (a page Playwright fulfils itself counts as public, and Chromium's
  // private network rules would keep it from framing a loopback site at all).
  site = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.end(HOSTILE_PAGE)
  })
  await new Promise<void>((resolve) => site.listen(HOSTILE_PORT, '127.0.0.1', resolve))
  const context = await browser.newContext()
  page = await context.newPage()
  await page.goto(`${HOSTILE_ORIGIN}/`)
  await page.waitForFunction(() =>
    (window as unknown as { received: Received[] }).received.some((m) => m.data?.type === 'Ready'),
  )
})

test.afterAll(async () => {
  await page?.context().close()
  await new Promise((resolve) => site?.close(resolve))
})

test("the server beside the page, faking Origin, gets nothing from the auth API without the frame's key", async () => {
  for (const [method, path, body] of [
    ['POST', '/auth/v1/email/start', { email: VICTIM, projectId: PROJECT_ID }],
    ['GET', '/auth/v1/me', undefined],
    ['GET', '/auth/v1/wallet/auth-share', undefined],
  ] as const) {
    const answer = await serverCall(method, path, { body })
    expect(answer.status, path).toBe(401)
    expect(answer.body.error.code, path).toBe('DPOP_INVALID')
  }
  // With a key of its own it can start a login for the victim, but the device is not the
  // victim's: a link the victim never approves, and no code the server could use.
  const attacker = createTestDevice()
  const since = Date.now()
  const started = await serverCall('POST', '/auth/v1/email/start', {
    body: { email: VICTIM, projectId: PROJECT_ID },
    device: attacker,
  })
  expect(started.body).toEqual({ action: 'VERIFY_DEVICE' })
  const mail = await mailOf(since, 'Approve a new device')
  // The mail tells the victim where the request came from (the server named no site).
  expect(mail.text).toContain('Site: not known')
  for (const otp of ['000000', '123456']) {
    const guess = await serverCall('POST', '/auth/v1/email/verify', {
      body: { email: VICTIM, otp },
      device: attacker,
    })
    expect(guess.body.error.code).toBe('DEVICE_NOT_APPROVED')
  }
})

test('email login through the page: the link and the code are used only in the secure UI; the page learns success, never the code', async () => {
  test.setTimeout(90_000)
  const since = Date.now()
  expect(await reply(page, await send(page, 'ConnectEmail', { email: VICTIM }))).toMatchObject({
    type: 'ConnectEmailSuccess',
    payload: { action: 'VERIFY_DEVICE' },
  })
  const device = send(page, 'ConnectDevice')
  const frame = page.frameLocator('#wallet')
  await expect(frame.getByTestId('frame-device')).toBeVisible({ timeout: 20_000 })
  // The victim approves the newest link — the one the frame's login asked for, naming this site.
  const mail = await waitForMail({
    inboxUrl: INBOX_URL,
    to: VICTIM,
    since,
    match: (m) => m.subject === 'Approve a new device' && m.text.includes(HOSTILE_ORIGIN),
  })
  const link = /https?:\/\/\S+\/device\/approve\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0]
  const approval = await page.context().newPage()
  await approval.goto(link as string)
  await approval.getByRole('button').click()
  // The click does not wait for the form's POST: closing at once could cancel it.
  await expect(approval.getByTestId('secure-page-title')).toHaveText('Device approved')
  await approval.close()
  expect(await reply(page, await device)).toMatchObject({ type: 'ConnectDeviceSuccess' })

  // The page cannot hand the frame a code; the frame asks the user on its own screen.
  const otp = send(page, 'ConnectOtp')
  await expect(frame.getByTestId('frame-code-input')).toBeVisible({ timeout: 20_000 })
  const codeMail = await mailOf(since, 'Your sign-in code')
  secrets.code = /\b(\d{6})\b/.exec(codeMail.text)?.[1] as string
  // The page cannot read the frame's field (another origin) …
  expect(
    await page.evaluate(() => {
      try {
        return (document.getElementById('wallet') as HTMLIFrameElement).contentDocument
      } catch {
        return null
      }
    }),
  ).toBeNull()
  await frame.getByTestId('frame-code-input').pressSequentially(secrets.code)
  expect(await reply(page, await otp)).toMatchObject({ type: 'ConnectOtpSuccess' })

  // The user protects the new wallet on the frame's visible screen.
  const user = send(page, 'GetUser', {})
  await frame.getByTestId('frame-secret-input').fill(RECOVERY_SECRET)
  await frame.getByTestId('frame-secret-confirm-input').fill(RECOVERY_SECRET)
  await frame.getByTestId('frame-create-wallet').click()
  const answer = await reply(page, await user, 60_000)
  expect(answer).toMatchObject({ type: 'GetUserSuccess', payload: { email: VICTIM } })
  secrets.address = (answer?.payload as { address: string } | undefined)?.address ?? ''

  const walletFrame = page.frames().find((f) => f.url().startsWith(`${SECURE_URL}/frame`))
  const stored = await walletFrame!.evaluate(() => ({ ...localStorage }))
  secrets.session = JSON.parse(stored['@portico/secure/session'] as string).token
  for (const [key, value] of Object.entries(stored))
    if (key.includes('deviceShare')) secrets.deviceShare = JSON.parse(value).share
})

test("the session the frame holds is useless to the page's server, even if it leaked", async () => {
  for (const path of ['/auth/v1/me', '/auth/v1/wallet/auth-share', '/auth/v1/wallet/recovery']) {
    const bare = await serverCall('GET', path, { session: secrets.session })
    expect(bare.status, path).toBe(401)
    const ownKey = await serverCall('GET', path, {
      session: secrets.session,
      device: createTestDevice(),
    })
    expect(ownKey.status, path).toBe(401)
  }
})

test('a signature asked while the frame is transparent or under a decoy: real clicks on Approve sign nothing', async () => {
  test.setTimeout(60_000)
  const id = await send(page, 'RpcRequest', {
    chainNamespace: 'eip155',
    method: 'personal_sign',
    params: ['0x7472616e7366657220616c6c', secrets.address],
  })
  const frame = page.frameLocator('#wallet')
  await expect(frame.getByTestId('frame-approve')).toBeVisible({ timeout: 20_000 })
  await page.evaluate(() => {
    ;(document.getElementById('wallet') as HTMLIFrameElement).style.opacity = '0.01'
  })
  await clickThrough(page, 'frame-approve')
  await page.evaluate(() => {
    ;(document.getElementById('wallet') as HTMLIFrameElement).style.opacity = '1'
    ;(document.getElementById('decoy') as HTMLElement).style.display = 'block'
  })
  await clickThrough(page, 'frame-approve')
  // Nothing was answered: no signature reached the page.
  expect((await received(page)).some((m) => m.data?.id === id)).toBe(false)
  await page.evaluate(() => {
    ;(document.getElementById('decoy') as HTMLElement).style.display = 'none'
  })
  await send(page, 'Abort')
  expect(await reply(page, id)).toMatchObject({ type: 'RpcRequestError' })
})

test('a social login the page drives: the result goes to the frame alone, and a login its server started is useless to it', async () => {
  test.setTimeout(90_000)
  // The server starts a login of its own (its key, its nonce) and has the page open it.
  const attacker = createTestDevice()
  const started = await serverCall('POST', '/auth/v1/social/start', {
    body: { provider: 'discord', projectId: PROJECT_ID, loginNonceHash: 'a'.repeat(64) },
    device: attacker,
  })
  expect(started.status).toBe(200)
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.evaluate((uri) => void window.open(uri, 'social', 'popup'), started.body.uri as string),
  ])
  // The victim signs in at the provider, believing it is this site's login.
  await popup.getByTestId('idp-user-carol').check()
  await popup.getByTestId('idp-continue').click()
  await popup.waitForURL(`${SECURE_URL}/social/callback**`)
  await expect(popup.getByTestId('secure-page-title')).toHaveText('Signed in')
  await popup.close()
  await page.waitForTimeout(1_000)
  // The callback posted to origin S only: the page got nothing, so its server has nothing to redeem.
  const messages = await received(page)
  expect(messages.some((m) => m.data?.type === 'SocialResult')).toBe(false)
  expect(JSON.stringify(messages)).not.toContain('/social/result')
})

test('nothing the user did not approve on a visible screen reached the page', async () => {
  const all = JSON.stringify(await received(page))
  expect(Object.keys(secrets).sort()).toEqual(['address', 'code', 'deviceShare', 'session'])
  for (const [name, value] of Object.entries(secrets)) {
    if (name === 'address') continue
    expect(value, name).toBeTruthy()
    expect(all.includes(value), `${name} reached the page`).toBe(false)
  }
  // Every reply that carries a result is one of the requests the user saw through.
  const results = (await received(page)).filter((m) => m.data?.type === 'RpcRequestSuccess')
  expect(results).toEqual([])
})
