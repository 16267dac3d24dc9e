import nodemailer from 'nodemailer'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { CaughtMessage } from './mailStore.js'
import { type MailCatcher, startMailCatcher } from './startMailCatcher.js'
import { waitForMail } from './waitForMail.js'

const MAX_MESSAGE_BYTES = 64 * 1024

let catcher: MailCatcher
beforeAll(async () => {
  catcher = await startMailCatcher({
    smtpPort: 0,
    inboxPort: 0,
    maxMessageBytes: MAX_MESSAGE_BYTES,
  })
})
afterAll(() => catcher.close())
afterEach(async () => {
  await fetch(`${catcher.inboxUrl}/api/messages`, { method: 'DELETE' })
})

/** nodemailer, the client the secure site sends its codes with, pointed at the catcher. */
const transport = () => nodemailer.createTransport(catcher.smtpUrl)

const getJson = async <T>(path: string): Promise<{ status: number; body: T }> => {
  const response = await fetch(`${catcher.inboxUrl}${path}`)
  return { status: response.status, body: (await response.json()) as T }
}

describe('mail catcher', () => {
  it('catches a mail sent with nodemailer and serves it over the JSON API', async () => {
    const since = Date.now()
    const info = await transport().sendMail({
      from: '"Portico" <no-reply@portico.test>',
      to: 'alice@example.com',
      subject: 'Your code',
      text: 'Your code is 123456',
      html: '<p>Your code is <b>123456</b></p>',
    })
    expect(info.response).toMatch(/^250 /)
    const mail = await waitForMail({ inboxUrl: catcher.inboxUrl, to: 'alice@example.com', since })
    expect(mail).toMatchObject({
      to: ['alice@example.com'],
      from: '"Portico" <no-reply@portico.test>',
      subject: 'Your code',
      text: 'Your code is 123456',
      html: '<p>Your code is <b>123456</b></p>',
    })
    expect(new Date(mail.date).getTime()).toBeGreaterThanOrEqual(since)
    expect(await getJson(`/api/messages/${mail.id}`)).toEqual({ status: 200, body: mail })
  })

  it('GET /api/messages?to= lists only that recipient, case-insensitively, newest first; Bcc counts', async () => {
    await transport().sendMail({
      from: 'a@portico.test',
      to: 'bob@example.com',
      subject: 'first',
      text: '1',
    })
    await transport().sendMail({
      from: 'a@portico.test',
      to: 'carol@example.com',
      bcc: 'Bob@Example.com',
      subject: 'second',
      text: '2',
    })
    await transport().sendMail({
      from: 'a@portico.test',
      to: 'dave@example.com',
      subject: 'third',
      text: '3',
    })
    const { body: bobs } = await getJson<CaughtMessage[]>('/api/messages?to=BOB%40example.com')
    expect(bobs.map((m) => m.subject)).toEqual(['second', 'first'])
    const { body: all } = await getJson<CaughtMessage[]>('/api/messages')
    expect(all.map((m) => m.subject)).toEqual(['third', 'second', 'first'])
    expect(all[1]?.html).toBeNull()
  })

  it('accepts a client that logs in (AUTH is optional, any credentials pass)', async () => {
    const withAuth = nodemailer.createTransport({
      host: '127.0.0.1',
      port: catcher.smtpPort,
      secure: false,
      auth: { user: 'operator', pass: 'anything' },
    })
    await withAuth.sendMail({
      from: 'a@portico.test',
      to: 'erin@example.com',
      subject: 'auth',
      text: 'x',
    })
    await expect(
      waitForMail({ inboxUrl: catcher.inboxUrl, to: 'erin@example.com' }),
    ).resolves.toMatchObject({ subject: 'auth' })
  })

  it('refuses a mail over the size limit with 552 and keeps nothing', async () => {
    const sending = transport().sendMail({
      from: 'a@portico.test',
      to: 'frank@example.com',
      subject: 'too big',
      text: 'x'.repeat(MAX_MESSAGE_BYTES * 2),
    })
    await expect(sending).rejects.toMatchObject({ responseCode: 552 })
    expect((await getJson<CaughtMessage[]>('/api/messages')).body).toEqual([])
  })

  it('DELETE /api/messages empties the inbox; unknown ids are 404 with the error shape', async () => {
    await transport().sendMail({
      from: 'a@portico.test',
      to: 'gina@example.com',
      subject: 's',
      text: 't',
    })
    const deleted = await fetch(`${catcher.inboxUrl}/api/messages`, { method: 'DELETE' })
    expect(deleted.status).toBe(204)
    expect((await getJson('/api/messages')).body).toEqual([])
    expect(await getJson('/api/messages/nope')).toEqual({
      status: 404,
      body: { error: { code: 'not_found', message: 'no message with this id' } },
    })
  })

  it('the inbox page shows untrusted subjects as text and message HTML only in a sandboxed frame', async () => {
    await transport().sendMail({
      from: 'a@portico.test',
      to: 'hal@example.com',
      subject: '<script>alert(1)</script>',
      text: 'Approve: http://127.0.0.1:4002/approve?token=abc',
      html: '<img src=x onerror="alert(1)"><a href="http://127.0.0.1:4002/approve?token=abc">Approve</a>',
    })
    const mail = await waitForMail({ inboxUrl: catcher.inboxUrl, to: 'hal@example.com' })
    const list = await fetch(`${catcher.inboxUrl}/?to=hal%40example.com`)
    expect(list.headers.get('content-security-policy')).toContain("default-src 'none'")
    const listHtml = await list.text()
    expect(listHtml).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(listHtml).not.toContain('<script>')

    const view = await (await fetch(`${catcher.inboxUrl}/messages/${mail.id}`)).text()
    expect(view).not.toContain('<script>')
    expect(view).not.toContain('<img src=x')
    expect(view).toContain('sandbox="allow-popups allow-popups-to-escape-sandbox"')
    expect(view).toContain(
      'srcdoc="&lt;base target=&quot;_blank&quot;&gt;&lt;img src=x onerror=&quot;alert(1)&quot;&gt;',
    )
    expect(view).toContain(
      '<a href="http://127.0.0.1:4002/approve?token=abc" target="_blank" rel="noopener noreferrer"',
    )
  })

  it('"Delete all" on the page works from the page, not from another site', async () => {
    await transport().sendMail({
      from: 'a@portico.test',
      to: 'ivy@example.com',
      subject: 's',
      text: 't',
    })
    const foreign = await fetch(`${catcher.inboxUrl}/messages/delete`, {
      method: 'POST',
      headers: { origin: 'http://evil.test' },
      redirect: 'manual',
    })
    expect(foreign.status).toBe(403)
    expect((await getJson<CaughtMessage[]>('/api/messages')).body).toHaveLength(1)
    const own = await fetch(`${catcher.inboxUrl}/messages/delete`, {
      method: 'POST',
      headers: { origin: catcher.inboxUrl },
      redirect: 'manual',
    })
    expect([own.status, own.headers.get('location')]).toEqual([303, '/'])
    expect((await getJson<CaughtMessage[]>('/api/messages')).body).toEqual([])
  })

  it('waitForMail skips mails from before `since` and gives up after timeoutMs', async () => {
    await transport().sendMail({
      from: 'a@portico.test',
      to: 'jo@example.com',
      subject: 'old',
      text: 't',
    })
    await expect(
      waitForMail({
        inboxUrl: catcher.inboxUrl,
        to: 'jo@example.com',
        since: Date.now() + 1_000,
        timeoutMs: 300,
      }),
    ).rejects.toThrow(
      /no mail to jo@example.com since .* within 300 ms \(1 other mail to that address\)/,
    )
  })

  it.each(['0.0.0.0', '192.168.1.10', '::'])(
    'refuses to listen on %s (loopback only)',
    async (host) => {
      await expect(startMailCatcher({ smtpPort: 0, inboxPort: 0, host })).rejects.toThrow(
        /listens on loopback only/,
      )
    },
  )
})
