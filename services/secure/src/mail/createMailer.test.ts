/**
 * What /ready and /metrics read from the mailer (issue 20): verify() against a real SMTP server
 * and a port that refuses, and sending() — the outgoing queue — while a mail waits on a server
 * that never greets.
 */
import { createServer, type Socket } from 'node:net'
import { getFreePorts, startTestMailCatcher } from '@portico/devnet/testing'
import { describe, expect, it } from 'vitest'
import { createMailer, MailError } from './createMailer.js'

const CONTENT = { subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' }

describe('the mailer seen by /ready and /metrics', () => {
  it('verify(): true against the SMTP catcher, false on a port that refuses', async () => {
    const mail = await startTestMailCatcher()
    const [deadPort] = (await getFreePorts(1)) as [number]
    const up = createMailer({ smtpUrl: mail.smtpUrl, from: 'portico@example.com' })
    const down = createMailer({
      smtpUrl: `smtp://127.0.0.1:${deadPort}`,
      from: 'portico@example.com',
    })
    try {
      expect(await up.verify()).toBe(true)
      expect(await down.verify()).toBe(false)
    } finally {
      up.close()
      down.close()
      await mail.close()
    }
  })

  it('sending(): 1 while a mail waits for a server that never greets, 0 once it failed', async () => {
    const sockets: Socket[] = []
    const silent = createServer((socket) => void sockets.push(socket))
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const { port } = silent.address() as { port: number }
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'portico@example.com',
    })
    try {
      expect(mailer.sending()).toBe(0)
      const sent = mailer.send('user@example.com', CONTENT)
      while (sockets.length === 0) await new Promise((resolve) => setImmediate(resolve))
      expect(mailer.sending()).toBe(1)
      for (const socket of sockets) socket.destroy()
      await expect(sent).rejects.toBeInstanceOf(MailError)
      expect(mailer.sending()).toBe(0)
    } finally {
      mailer.close()
      await new Promise((resolve) => silent.close(resolve))
    }
  })
})
