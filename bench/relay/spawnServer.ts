import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url))

/** The kernel's clock ticks per second, the unit of CPU times in /proc/<pid>/stat. */
const CLOCK_TICKS_PER_S = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100
  } catch {
    return 100
  }
})()

/**
 * A server of the benches in its own process: the relay (main.ts), the bare echo server, an API
 * node (bench/api/apiNode.ts). `url` is ws://; an HTTP server's is the same with http://.
 */
export type BenchServer = {
  url: string
  pid: number
  /** Resident memory of the process now, in bytes (/proc/<pid>/status VmRSS). */
  rss(): number
  /** CPU time the process has used so far (user + system), in ms (/proc/<pid>/stat). */
  cpuMs(): number
  stop(): Promise<void>
}

/**
 * Starts `script` under `node --import tsx` in a shell that first raises its open-files limit to
 * the hard limit (10,000 idle clients need 10,000 sockets on the server side), and waits for
 * `readyLine` on its output.
 */
export async function spawnServer({
  script,
  args = [],
  env = {},
  readyLine,
  port,
  nodeArgs = [],
}: {
  /** Extra node flags, e.g. --cpu-prof to profile the server. */
  nodeArgs?: string[]
  script: string
  args?: string[]
  env?: Record<string, string>
  readyLine: string
  port: number
}): Promise<BenchServer> {
  const child: ChildProcess = spawn(
    'bash',
    [
      '-c',
      'ulimit -n "$(ulimit -Hn)" 2>/dev/null; exec "$0" "$@"',
      process.execPath,
      ...nodeArgs,
      '--conditions=source',
      '--import',
      'tsx',
      fileURLToPath(new URL(script, import.meta.url)),
      ...args,
    ],
    { cwd: REPO_ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let output = ''
  const collect = (chunk: Buffer) => {
    output += chunk.toString()
  }
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  // Whatever happens to the bench, its servers do not outlive it.
  const killOnExit = () => child.kill('SIGKILL')
  process.once('exit', killOnExit)
  exited.then(() => process.off('exit', killOnExit))
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} not ready:\n${output}`)), 30_000)
    const check = () => {
      if (output.includes(readyLine)) {
        clearTimeout(timer)
        resolve()
      }
    }
    child.stdout?.on('data', check)
    exited.then(() => {
      clearTimeout(timer)
      reject(new Error(`${script} exited:\n${output}`))
    })
  })
  const pid = child.pid!
  return {
    url: `ws://127.0.0.1:${port}`,
    pid,
    rss() {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8')
      const kb = Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1])
      return kb * 1024
    },
    cpuMs() {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      // Fields after the command name (which may hold spaces) start at its closing parenthesis.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      return ((Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_S) * 1_000
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
      await exited
      clearTimeout(timer)
    },
  }
}

/** The soft limit of open files of this process (/proc/self/limits). */
export function openFilesLimit(): number {
  const limits = readFileSync('/proc/self/limits', 'utf8')
  const soft = /^Max open files\s+(\S+)/m.exec(limits)?.[1]
  return soft === 'unlimited' || soft === undefined ? Number.POSITIVE_INFINITY : Number(soft)
}
