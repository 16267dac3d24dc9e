import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Engine } from '@portico/api'
import { openTestDatabase, startTestApi } from '@portico/api/testing'
import type { FastifyInstance } from 'fastify'
import { SECURE_MIGRATION_TABLE, SECURE_MIGRATIONS } from '../db/migrations/index.js'
import type { SecureDb } from '../db/openSecureDatabase.js'
import type { SecureDatabase } from '../db/schema.js'
import { createMailer } from '../mail/createMailer.js'
import {
  type CreateSecureServerParameters,
  createSecureServer,
} from '../server/createSecureServer.js'
import { startTestSmtpServer, type TestSmtpServer } from './startTestSmtpServer.js'

/** The index.html of the stand-in frame page the tests serve. */
export const TEST_FRAME_HTML =
  '<!doctype html><html><head><meta charset="utf-8"><title>frame</title><script type="module" src="/assets/frame-test.js"></script></head><body><div id="root"></div></body></html>'

/** Parameters of `startTestSecure`: createSecureServer's, plus the engine and the SMTP server's. */
export type StartTestSecureParameters = Partial<
  Omit<CreateSecureServerParameters, 'database' | 'mailer' | 'apiUrl' | 'publicUrl'>
> & {
  /** @default 'sqlite' */
  engine?: Engine
  /** Require this AUTH at the test SMTP server (the URL then carries it). */
  smtpAuth?: { user: string; pass: string } | undefined
  /** An API that is not started here (e.g. one that is down). @default a test API with p1, p2 */
  apiUrl?: string | undefined
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
  smtp: TestSmtpServer
  shareKey: Buffer
  apiUrl: string
  /**
   * A request as the frame makes it: Origin = the secure origin (override with `origin`,
   * `null` for none), JSON body, Bearer session when given.
   */
  // biome-ignore lint/suspicious/noExplicitAny: as TestResponse
  call<T = any>(
    method: string,
    path: string,
    options?: {
      body?: unknown
      session?: string | undefined
      origin?: string | null
      headers?: Record<string, string>
    },
  ): Promise<TestResponse<T>>
  close(): Promise<void>
}

/**
 * The secure server on a free loopback port over a fresh database of `engine` (SQLite in memory,
 * or a new PostgreSQL database of the test cluster), asking a real test API (projects `p1`:
 * http://127.0.0.1:5173 and https://*.example.com, `p2`: `*`) and sending mail to a real SMTP
 * server; the frame page is a stand-in unless `frameDir` says otherwise.
 *
 * @example
 * const secure = await startTestSecure()
 * const since = Date.now()
 * await secure.call('POST', '/auth/v1/email/start', { body: { email, projectId: 'p1', deviceId } })
 * const code = await secure.smtp.readCode(email, since)
 */
export async function startTestSecure({
  engine = 'sqlite',
  smtpAuth,
  apiUrl: givenApiUrl,
  frameDir: givenFrameDir,
  shareKey = randomBytes(32),
  ...options
}: StartTestSecureParameters = {}): Promise<TestSecure> {
  const cleanups: (() => Promise<void> | void)[] = []
  try {
    let apiUrl = givenApiUrl
    if (!apiUrl) {
      const api = await startTestApi('sqlite')
      cleanups.push(() => api.close())
      apiUrl = (await api.app.listen({ host: '127.0.0.1', port: 0 })).replace(
        'localhost',
        '127.0.0.1',
      )
    }
    const smtp = await startTestSmtpServer({ auth: smtpAuth })
    cleanups.push(() => smtp.close())
    let frameDir = givenFrameDir
    if (!frameDir) {
      const dir = mkdtempSync(join(tmpdir(), 'portico-frame-'))
      cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
      mkdirSync(join(dir, 'assets'))
      writeFileSync(join(dir, 'index.html'), TEST_FRAME_HTML)
      writeFileSync(join(dir, 'assets', 'frame-test.js'), 'document.title = "frame ready"\n')
      frameDir = dir
    }
    const database = await openTestDatabase<SecureDatabase>(engine, {
      migrations: SECURE_MIGRATIONS,
      migrationTableName: SECURE_MIGRATION_TABLE,
    })
    cleanups.push(() => database.destroy())
    const mailer = createMailer({ smtpUrl: smtp.url, from: 'Portico <no-reply@portico.test>' })
    cleanups.push(() => mailer.close())
    // The public URL must be known before listening: take a free port first.
    const probe = (await import('node:net')).createServer()
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()))
    const port = (probe.address() as { port: number }).port
    await new Promise<void>((resolve) => probe.close(() => resolve()))
    const url = `http://127.0.0.1:${port}`
    const app = await createSecureServer({
      database,
      shareKey,
      publicUrl: url,
      apiUrl,
      mailer,
      frameDir,
      ...options,
    })
    cleanups.push(() => app.close())
    await app.listen({ host: '127.0.0.1', port })
    return {
      url,
      app,
      database,
      smtp,
      shareKey,
      apiUrl,
      async call(method, path, { body, session, origin = url, headers = {} } = {}) {
        const response = await fetch(`${url}${path}`, {
          method,
          headers: {
            ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
            ...(origin !== null ? { origin } : {}),
            ...(session ? { authorization: `Bearer ${session}` } : {}),
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
  } catch (error) {
    for (const cleanup of cleanups.reverse()) await cleanup()
    throw error
  }
}
