import { type ChildProcess, spawn } from 'node:child_process'
import { afterEach, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { getFreePorts, occupyPort } from '../testing/freePorts.js'
import { type Nginx, startNginx } from './startNginx.js'

/**
 * A tiny node in its own process (so SIGKILL is a real node dying): HTTP answers its name and
 * the headers nginx passed; a WebSocket gets its name, then each message back.
 */
const BACKEND = `
const http = require('node:http')
const { WebSocketServer } = require('ws')
const [name, port] = process.argv.slice(1)
const server = http.createServer((request, response) => {
  response.setHeader('content-type', 'application/json')
  response.end(JSON.stringify({
    name,
    method: request.method,
    forwardedFor: request.headers['x-forwarded-for'],
    forwardedProto: request.headers['x-forwarded-proto'],
    requestId: request.headers['x-request-id'],
    host: request.headers.host,
  }))
})
const wss = new WebSocketServer({ server })
wss.on('connection', (socket) => {
  socket.send(name)
  socket.on('message', (data) => socket.send(name + ':' + data))
})
server.listen(Number(port), '127.0.0.1', () => console.log('ready'))
`

type Backend = { name: string; url: string; child: ChildProcess }

async function startBackend(name: string): Promise<Backend> {
  const [port] = (await getFreePorts(1)) as [number]
  const child = spawn(process.execPath, ['-e', BACKEND, name, String(port)], {
    // `ws` resolves from devnet's node_modules.
    cwd: new URL('../../', import.meta.url).pathname,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise<void>((resolve, reject) => {
    child.stdout?.once('data', () => resolve())
    child.once('exit', (code) => reject(new Error(`backend ${name} exited with ${code}`)))
  })
  return { name, url: `http://127.0.0.1:${port}`, child }
}

function kill9(backend: Backend): Promise<void> {
  return new Promise((resolve) => {
    if (backend.child.exitCode !== null || backend.child.signalCode !== null) return resolve()
    backend.child.once('exit', () => resolve())
    backend.child.kill('SIGKILL')
  })
}

type Answer = {
  name: string
  method: string
  forwardedFor: string
  forwardedProto: string
  requestId: string
  host: string
}

async function get(url: string, init?: RequestInit): Promise<Answer> {
  const response = await fetch(url, init)
  expect(response.status).toBe(200)
  return (await response.json()) as Answer
}

describe('startNginx', () => {
  const backends: Backend[] = []
  let nginx: Nginx | undefined
  afterEach(async () => {
    await nginx?.stop()
    nginx = undefined
    await Promise.all(backends.splice(0).map(kill9))
  })

  it('spreads requests over the nodes, passes WebSockets and the forwarding headers', async () => {
    backends.push(await startBackend('a'), await startBackend('b'))
    nginx = await startNginx({ groups: [{ name: 'api', backends: backends.map((b) => b.url) }] })
    const { url, wsUrl } = nginx.group('api')

    const answers = []
    for (let i = 0; i < 10; i++) answers.push(await get(`${url}/x`))
    const counts = { a: 0, b: 0 }
    for (const answer of answers) counts[answer.name as 'a' | 'b']++
    expect(counts.a).toBeGreaterThan(0)
    expect(counts.b).toBeGreaterThan(0)

    const first = answers[0]!
    expect(first.forwardedFor).toBe('127.0.0.1')
    expect(first.forwardedProto).toBe('http')
    expect(first.host).toBe(`127.0.0.1:${nginx.group('api').port}`)
    expect(first.requestId).toMatch(/^[0-9a-f]{32}$/)
    const mine = await get(`${url}/x`, { headers: { 'x-request-id': 'req-42' } })
    expect(mine.requestId).toBe('req-42')

    const socket = new WebSocket(wsUrl)
    const heard: string[] = []
    socket.on('message', (data) => heard.push(data.toString()))
    await new Promise((resolve, reject) => {
      socket.once('open', resolve)
      socket.once('error', reject)
    })
    socket.send('hello')
    await expect.poll(() => heard.length).toBe(2)
    expect(heard[1]).toBe(`${heard[0]}:hello`)
    socket.close()
  })

  it('keeps answering through the other node after one is killed with SIGKILL', async () => {
    backends.push(await startBackend('a'), await startBackend('b'))
    nginx = await startNginx({
      groups: [{ name: 'api', backends: backends.map((b) => b.url) }],
    })
    const { url, wsUrl } = nginx.group('api')
    // Connections to both nodes held open (keep-alive, a WebSocket) when one dies.
    for (let i = 0; i < 4; i++) await get(`${url}/warm`)
    const sockets = await Promise.all(
      [0, 1].map(
        () =>
          new Promise<WebSocket>((resolve, reject) => {
            const socket = new WebSocket(wsUrl)
            socket.once('message', () => resolve(socket))
            socket.once('error', reject)
          }),
      ),
    )
    await kill9(backends[0]!)

    for (let i = 0; i < 10; i++) expect((await get(`${url}/after`)).name).toBe('b')
    const posted = await get(`${url}/post`, { method: 'POST', body: 'x' })
    expect(posted).toMatchObject({ name: 'b', method: 'POST' })
    // The WebSocket on the dead node is closed; a new one reaches the live node.
    await expect
      .poll(() => sockets.filter((s) => s.readyState === WebSocket.CLOSED).length)
      .toBeGreaterThanOrEqual(1)
    const again = new WebSocket(wsUrl)
    const name = await new Promise((resolve, reject) => {
      again.once('message', (data) => resolve(data.toString()))
      again.once('error', reject)
    })
    expect(name).toBe('b')
    for (const socket of [...sockets, again]) socket.terminate()
  })

  it('balances several groups, each on its own port', async () => {
    backends.push(await startBackend('a'), await startBackend('b'))
    nginx = await startNginx({
      groups: [{ backends: [backends[0]!.url] }, { name: 'other', backends: [backends[1]!.url] }],
      accessLog: true,
    })
    expect(nginx.groups.map((g) => g.name)).toEqual(['group0', 'other'])
    expect((await get(nginx.groups[0]!.url)).name).toBe('a')
    expect((await get(nginx.group('other').url)).name).toBe('b')
  })

  it('says what is wrong when nginx cannot start', async () => {
    const [taken] = (await getFreePorts(1)) as [number]
    const squatter = await occupyPort(taken)
    try {
      await expect(
        startNginx({ groups: [{ port: taken, backends: ['http://127.0.0.1:1'] }] }),
      ).rejects.toThrow(/nginx exited[\s\S]*Address already in use/)
    } finally {
      await squatter.close()
    }
  })
})
