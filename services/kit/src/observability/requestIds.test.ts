import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { echoRequestIds, REQUEST_ID_HEADER, REQUEST_ID_OPTIONS } from './requestIds.js'
import { serviceLoggerOptions } from './serviceLoggerOptions.js'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/** A server logging to `lines` as a service does, answering /echo and logging what a careless handler might. */
async function startServer(lines: string[]) {
  const app = Fastify({
    logger: serviceLoggerOptions({
      level: 'info',
      stream: { write: (line: string) => void lines.push(line) },
    }),
    ...REQUEST_ID_OPTIONS,
  })
  echoRequestIds(app)
  app.post('/echo', async (request) => {
    // What no handler should do, and what redaction catches when one does.
    request.log.info({ headers: request.headers, body: request.body }, 'careless handler')
    return { ok: true }
  })
  app.get('/fails', async () => {
    throw new Error('down')
  })
  await app.ready()
  return app
}

describe('"logs are JSON lines with request ids" (issue 20)', () => {
  it.each([
    ['a balancer’s id', 'b3f1c2d4-aa01-4d5e-9f00-1234567890ab', true],
    ['nginx’s $request_id', '0f6a2c9d8e7b6a5f4e3d2c1b0a998877', true],
    ['letters, digits, dot, underscore, dash', 'req_1.2-A', true],
    ['64 characters', 'a'.repeat(64), true],
    ['65 characters', 'a'.repeat(65), false],
    ['a space', 'a b', false],
    ['a quote', 'a"b', false],
    ['a forged log field', '","level":60,"msg":"x', false],
    ['empty', '', false],
  ])(
    'x-request-id %s: kept when safe, else replaced by a UUID, and echoed',
    async (_what, sent, kept) => {
      const lines: string[] = []
      const app = await startServer(lines)
      const response = await app.inject({
        method: 'POST',
        url: '/echo',
        headers: { [REQUEST_ID_HEADER]: sent },
        payload: {},
      })
      const echoed = response.headers[REQUEST_ID_HEADER] as string
      if (kept) expect(echoed).toBe(sent)
      else expect(echoed).toMatch(UUID)
      const logged = lines.map((line) => JSON.parse(line))
      expect(logged.length).toBeGreaterThanOrEqual(3)
      for (const entry of logged) expect(entry.reqId).toBe(echoed)
      await app.close()
    },
  )

  it('no id sent: a UUID, on the answer of an error too', async () => {
    const app = await startServer([])
    const response = await app.inject({ url: '/fails' })
    expect(response.statusCode).toBe(500)
    expect(response.headers[REQUEST_ID_HEADER]).toMatch(UUID)
    await app.close()
  })
})

describe('"… and no secrets" (issue 20)', () => {
  it('credential headers, secret fields and the query are never written, whatever a handler logs', async () => {
    const lines: string[] = []
    const app = await startServer(lines)
    const secrets = {
      authorization: 'Bearer jwt-secret-aaaaaaaaaaaaaaaa',
      cookie: 'session=cookie-secret-bbbbbbbbbbbb',
      dpop: 'dpop-proof-secret-cccccccccccc',
      serviceToken: 'service-token-secret-dddddddddd',
      apiKey: 'api-key-secret-eeeeeeeeeeee',
      otp: '913572',
      token: 'link-token-secret-ffffffffffff',
      authShare: 'auth-share-secret-gggggggggggg',
      queryCode: 'oauth-code-secret-hhhhhhhhhhhh',
    }
    const response = await app.inject({
      method: 'POST',
      url: `/echo?code=${secrets.queryCode}`,
      headers: {
        authorization: secrets.authorization,
        cookie: secrets.cookie,
        dpop: secrets.dpop,
        'x-portico-service-token': secrets.serviceToken,
        'x-api-key': secrets.apiKey,
      },
      payload: {
        otp: secrets.otp,
        token: secrets.token,
        authShare: secrets.authShare,
        email: 'a@example.com',
      },
    })
    expect(response.statusCode).toBe(200)
    const log = lines.join('')
    expect(log).toContain('careless handler')
    expect(log).toContain('a@example.com')
    expect(log).toContain('[redacted]')
    for (const [name, value] of Object.entries(secrets))
      expect(log.includes(value), `${name} found in the logs`).toBe(false)
    await app.close()
  })
})
