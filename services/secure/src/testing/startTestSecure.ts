import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { ProjectRepository } from '@portico/api'
import { startTestApi } from '@portico/api/testing'
import type { CaughtMessage } from '@portico/devnet/testing'
import {
  getFreePorts,
  type MailCatcher,
  startTestFarcasterIdRegistry,
  startTestMailCatcher,
  waitForMail,
} from '@portico/devnet/testing'
import type { Engine } from '@portico/kit'
import { openTestDatabase } from '@portico/kit/testing'
import type { FastifyInstance } from 'fastify'
import { SECURE_MIGRATION_TABLE, SECURE_MIGRATIONS } from '../db/migrations/index.js'
import type { SecureDb } from '../db/openSecureDatabase.js'
import type { SecureDatabase } from '../db/schema.js'
import { createMailer } from '../mail/createMailer.js'
import {
  type CreateSecureServerParameters,
  createSecureServer,
} from '../server/createSecureServer.js'
import { createTestDevice, type TestDevice } from './createTestDevice.js'

/** The stand-in frame script the tests serve as /frame/frame.js (unless `frameDir` says otherwise). */
export const TEST_FRAME_SCRIPT = 'document.title = "frame script ran"\n'

/** Parameters of `startTestSecure`: createSecureServer's, plus the engine and the SMTP server's. */
export type StartTestSecureParameters = Partial<
  Omit<CreateSecureServerParameters, 'database' | 'mailer' | 'apiUrl' | 'publicUrl'>
> & {
  /** @default 'sqlite' */
  engine?: Engine
  /** A database to serve instead of a fresh one of `engine` (e.g. a restored backup); close() leaves it open. */
  database?: SecureDb | undefined
  /** SMTP credentials put in the SMTP URL (the catcher takes any; they show nodemailer uses them). */
  smtpAuth?: { user: string; pass: string } | undefined
  /** The port to listen on (pick it first when another server must know the URL). @default a free one */
  port?: number | undefined
  /**
   * The host of the public URL (the server still listens on 127.0.0.1): `localhost` where the
   * browser needs a domain, e.g. WebAuthn, whose RP ID cannot be an IP address. @default '127.0.0.1'
   */
  publicHost?: 'localhost' | '127.0.0.1' | undefined
  /** An API that is not started here (e.g. one that is down). @default a test API with p1, p2 */
  apiUrl?: string | undefined
  /**
   * With `farcasterRelayUrl`: @default a FarcasterIdRegistry on a fresh anvil holding the devnet
   * identity provider's Farcaster users (startTestFarcasterIdRegistry), as the devnet's chain A does
   */
  farcasterIdRegistry?: CreateSecureServerParameters['farcasterIdRegistry']
}

/** A JSON answer of the secure server (read loosely by tests: any shape may come back). */
// biome-ignore lint/suspicious/noExplicitAny: a test reads whatever the server answered, error or not
export type TestResponse<T = any> = { status: number; headers: Headers; body: T }

/** A running secure server with its API and SMTP server. */
export type TestSecure = {
  /** The secure origin, e.g. http://127.0.0.1:41234 */
  url: string
  app: FastifyInstance
  database: SecureDb
  /** The devnet's mail catcher the server sends to. */
  mail: MailCatcher
  /** The newest mail to `to` received at or after `since` (and matching `match`), waiting up to 10 s. */
  waitForMail(
    to: string,
    options?: { since?: number; match?: (mail: CaughtMessage) => boolean },
  ): Promise<CaughtMessage>
  /** The 6-digit code of the newest code mail to `to` since `since`. */
  readCode(to: string, since?: number): Promise<string>
  /**
   * Starts an email login as the frame does (`POST /email/start` with `device`) and returns the
   * code mailed for it; a device the address never approved (a new address's too) is first
   * approved through the mailed link, as its owner would.
   */
  requestLoginCode(
    email: string,
    options?: { device?: TestDevice; session?: string; projectId?: string },
  ): Promise<string>
  /** requestLoginCode, then `POST /email/verify`: the login's AuthResult. */
  loginByEmail(
    email: string,
    options?: { device?: TestDevice },
    // biome-ignore lint/suspicious/noExplicitAny: as TestResponse
  ): Promise<any>
  /** Opens the device link of the newest device mail to `email` since `since`, and approves it. */
  approveDeviceLink(email: string, since: number): Promise<void>
  shareKey: Buffer
  apiUrl: string
  /** The test API's projects (undefined when `apiUrl` was given). */
  projects: ProjectRepository | undefined
  /** The device `call` proves by default (the frame's DPoP key, as one browser's frame holds it). */
  device: TestDevice
  /**
   * A request as the frame makes it: Origin = the secure origin (override with `origin`,
   * `null` for none), JSON body, Bearer session when given, and a DPoP proof of `device`
   * (`null` for none: a client without the frame's key).
   */
  // biome-ignore lint/suspicious/noExplicitAny: as TestResponse
  call<T = any>(
    method: string,
    path: string,
    options?: {
      body?: unknown
      session?: string | undefined
      origin?: string | null
      device?: TestDevice | null
      headers?: Record<string, string>
    },
  ): Promise<TestResponse<T>>
  close(): Promise<void>
}

/**
 * The secure server on a free loopback port over a fresh database of `engine` (SQLite in memory,
 * or a new PostgreSQL database of the test cluster), asking a real test API (projects `p1`:
 * http://127.0.0.1:5173 and https://*.example.com, `p2`: `*`) and sending mail to the devnet's
 * mail catcher; the frame page's script is a stand-in unless `frameDir` says otherwise.
 *
 * @example
 * const secure = await startTestSecure()
 * const since = Date.now()
 * await secure.call('POST', '/auth/v1/email/start', { body: { email, projectId: 'p1', deviceId } })
 * const code = await secure.readCode(email, since)
 */
export async function startTestSecure({
  engine = 'sqlite',
  smtpAuth,
  port: givenPort,
  publicHost = '127.0.0.1',
  apiUrl: givenApiUrl,
  frameDir: givenFrameDir,
  shareKey = randomBytes(32),
  database: givenDatabase,
  ...options
}: StartTestSecureParameters = {}): Promise<TestSecure> {
  const cleanups: (() => Promise<void> | void)[] = []
  try {
    let apiUrl = givenApiUrl
    let projects: ProjectRepository | undefined
    if (!apiUrl) {
      // No project cache in the test API: an edit shows at once (the secure server's own cache is under test).
      const api = await startTestApi('sqlite', { projectCacheTtlMs: 0 })
      cleanups.push(() => api.close())
      projects = api.projects
      apiUrl = (await api.app.listen({ host: '127.0.0.1', port: 0 })).replace(
        'localhost',
        '127.0.0.1',
      )
    }
    const mail = await startTestMailCatcher()
    cleanups.push(() => mail.close())
    let farcasterIdRegistry = options.farcasterIdRegistry
    if (options.farcasterRelayUrl && !farcasterIdRegistry) {
      const registry = await startTestFarcasterIdRegistry()
      cleanups.push(() => registry.stop())
      farcasterIdRegistry = { rpcUrl: registry.rpcUrl, address: registry.address }
    }
    const smtpUrl = new URL(mail.smtpUrl)
    if (smtpAuth) {
      smtpUrl.username = encodeURIComponent(smtpAuth.user)
      smtpUrl.password = encodeURIComponent(smtpAuth.pass)
    }
    let frameDir = givenFrameDir
    if (!frameDir) {
      const dir = mkdtempSync(join(tmpdir(), 'portico-frame-'))
      cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
      writeFileSync(join(dir, 'frame.js'), TEST_FRAME_SCRIPT)
      frameDir = dir
    }
    let database = givenDatabase
    if (!database) {
      const fresh = await openTestDatabase<SecureDatabase>(engine, {
        migrations: SECURE_MIGRATIONS,
        migrationTableName: SECURE_MIGRATION_TABLE,
      })
      cleanups.push(() => fresh.destroy())
      database = fresh
    }
    const mailer = createMailer({
      smtpUrl: smtpUrl.href,
      from: 'Portico <no-reply@portico.test>',
    })
    cleanups.push(() => mailer.close())
    // The public URL must be known before listening: take a free port first.
    const [port = 0] = givenPort ? [givenPort] : await getFreePorts(1)
    const url = `http://${publicHost}:${port}`
    const app = await createSecureServer({
      database,
      shareKey,
      publicUrl: url,
      apiUrl,
      mailer,
      frameDir,
      ...options,
      farcasterIdRegistry,
    })
    cleanups.push(() => app.close())
    await app.listen({ host: '127.0.0.1', port })
    const defaultDevice = createTestDevice()
    const secure: TestSecure = {
      url,
      app,
      database,
      mail,
      shareKey,
      waitForMail: (to, { since, match } = {}) =>
        waitForMail({ inboxUrl: mail.inboxUrl, to, since, match }),
      async readCode(to, since) {
        const found = await waitForMail({
          inboxUrl: mail.inboxUrl,
          to,
          since,
          match: (m) => /\b\d{6}\b/.test(m.text),
        })
        return /\b(\d{6})\b/.exec(found.text)?.[1] as string
      },
      async approveDeviceLink(email, since) {
        const found = await waitForMail({
          inboxUrl: mail.inboxUrl,
          to: email,
          since,
          match: (m) => m.subject === 'Approve a new device',
        })
        const token = /approve\?token=([A-Za-z0-9_-]{43})/.exec(found.text)?.[1]
        if (!token) throw new Error(`no device link in the mail to ${email}`)
        const approved = await fetch(`${url}/auth/v1/email/device/approve`, {
          method: 'POST',
          headers: { origin: url, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ token }).toString(),
        })
        if (!approved.ok) throw new Error(`the device link was refused: ${approved.status}`)
      },
      async requestLoginCode(email, { device = defaultDevice, session, projectId = 'p1' } = {}) {
        const since = Date.now()
        const started = await secure.call('POST', '/auth/v1/email/start', {
          body: { email, projectId },
          device,
          session,
        })
        if (started.body.action === 'VERIFY_DEVICE') await secure.approveDeviceLink(email, since)
        else if (started.body.action !== 'VERIFY_OTP')
          throw new Error(`email start answered ${JSON.stringify(started.body)}`)
        return secure.readCode(email, since)
      },
      async loginByEmail(email, { device = defaultDevice } = {}) {
        const otp = await secure.requestLoginCode(email, { device })
        return (
          await secure.call('POST', '/auth/v1/email/verify', { body: { email, otp }, device })
        ).body
      },
      apiUrl,
      projects,
      device: defaultDevice,
      async call(
        method,
        path,
        { body, session, origin = url, device = defaultDevice, headers = {} } = {},
      ) {
        const response = await fetch(`${url}${path}`, {
          method,
          headers: {
            ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
            ...(origin !== null ? { origin } : {}),
            ...(session ? { authorization: `Bearer ${session}` } : {}),
            ...(device
              ? {
                  dpop: device.proof({
                    method,
                    url: `${url}${path}`,
                    accessToken: session,
                    // The server's clock, which a test may have moved.
                    now: (options.now ?? Date.now)(),
                  }),
                }
              : {}),
            ...headers,
          },
          body: body !== undefined ? JSON.stringify(body) : undefined,
        })
        const text = await response.text()
        let parsed: unknown = text
        try {
          parsed = JSON.parse(text)
        } catch {}
        return { status: response.status, headers: response.headers, body: parsed as never }
      },
      async close() {
        for (const cleanup of cleanups.reverse()) await cleanup()
      },
    }
    return secure
  } catch (error) {
    for (const cleanup of cleanups.reverse()) await cleanup()
    throw error
  }
}
