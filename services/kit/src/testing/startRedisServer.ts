import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { getFreePorts } from '@portico/devnet/testing'

/** A redis-server process of a test. */
export type TestRedis = { url: string; port: number; pid: number; stop(): Promise<void> }

/** Says so clearly when redis-server is missing, instead of skipping. */
export function assertRedisServerInstalled(): void {
  const found = spawnSync('redis-server', ['--version'], { encoding: 'utf8' })
  if (found.error || found.status !== 0)
    throw new Error(
      "redis-server is not installed: the services' Redis tests need it. Install it with " +
        '`apt-get install -y redis-server` (Debian; .ci/run does this).',
    )
}

/**
 * Starts `redis-server --port <free> --save '' --appendonly no` (nothing written to disk) and
 * waits until it accepts connections. stop() ends it by its PID.
 */
export async function startRedisServer(): Promise<TestRedis> {
  assertRedisServerInstalled()
  const [port] = (await getFreePorts(1)) as [number]
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let output = ''
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`redis-server not ready in 10 s:\n${output}`)),
      10_000,
    )
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer)
        resolve()
      }
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`redis-server exited with ${code}:\n${output}`))
    })
  })
  const pid = child.pid!
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    pid,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return
      process.kill(pid, 'SIGTERM')
      await exited
    },
  }
}
