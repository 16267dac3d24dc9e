import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { DEFAULT_DRAIN_SECONDS, readDrainMs } from './readDrainMs.js'

const FIXTURE = fileURLToPath(new URL('./drainingServer.fixture.ts', import.meta.url))

/** Resolves once `read()` holds a line matching `pattern`, checking whenever the child prints. */
function waitForOutput(
  child: ReturnType<typeof spawn>,
  read: () => string,
  pattern: RegExp,
): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    const look = () => {
      const found = pattern.exec(read())
      if (!found) return false
      child.stdout?.off('data', look)
      child.off('exit', gone)
      resolve(found)
      return true
    }
    const gone = () => reject(new Error(`exited before ${pattern}:\n${read()}`))
    if (look()) return
    child.stdout?.on('data', look)
    child.once('exit', gone)
  })
}

describe('"SIGTERM drains" (issue 20)', () => {
  it('a request in flight when SIGTERM arrives completes with 200, /ready answers 503 draining during the grace, and the process exits 0', async () => {
    const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', FIXTURE], {
      env: { ...process.env, PORTICO_DRAIN_SECONDS: '2' },
      stdio: ['pipe', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
    try {
      const [, url] = await waitForOutput(
        child,
        () => output,
        /Server listening at (http:\/\/127\.0\.0\.1:\d+)/,
      )
      const ready = await fetch(`${url}/ready`)
      expect([ready.status, await ready.json()]).toEqual([200, { status: 'ready', checks: {} }])

      const slow = fetch(`${url}/slow`)
      await waitForOutput(child, () => output, /slow request started/)
      child.kill('SIGTERM')

      // The balancer's view during the grace: not ready, while the node still answers.
      let during: { status: number; body: unknown } | undefined
      while (!during) {
        const response = await fetch(`${url}/ready`)
        if (response.status === 503) during = { status: 503, body: await response.json() }
      }
      expect(during.body).toEqual({ status: 'draining', checks: {} })
      expect((await fetch(`${url}/health`)).status).toBe(200)

      // The server is closing now; the request in flight still gets its answer.
      await waitForOutput(child, () => output, /"msg":"closing"/)
      child.stdin.write('release\n')
      const answer = await slow
      expect([answer.status, await answer.json()]).toEqual([200, { done: true }])
      expect(await exited).toBe(0)
      expect(output).toContain('"msg":"closed"')
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL')
    }
  }, 60_000)
})

describe('PORTICO_DRAIN_SECONDS', () => {
  it.each([
    [undefined, DEFAULT_DRAIN_SECONDS * 1_000],
    ['', DEFAULT_DRAIN_SECONDS * 1_000],
    ['0', 0],
    ['12', 12_000],
    ['300', 300_000],
  ])('%j → %i ms', (value, ms) => {
    expect(readDrainMs({ PORTICO_DRAIN_SECONDS: value })).toBe(ms)
  })
  it.each(['-1', '1.5', 'five', '301'])('%j is refused, naming the variable', (value) => {
    expect(() => readDrainMs({ PORTICO_DRAIN_SECONDS: value })).toThrow(
      /^PORTICO_DRAIN_SECONDS must be a whole number of seconds from 0 to 300/,
    )
  })
})
