import { type ChildProcess, spawn } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { DEVNET_DIR } from '../paths.js'

/** `npm run devnet` without npm: node with tsx's loader, so the child's pid is main.ts itself. */
export function spawnMain(
  env: Record<string, string>,
  /** Run in a process group of its own, so a test can signal the group like a terminal does. */
  { ownProcessGroup = false }: { ownProcessGroup?: boolean } = {},
): ChildProcess & { output: { stdout: string; stderr: string } } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: DEVNET_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: ownProcessGroup,
  })
  const output = { stdout: '', stderr: '' }
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (output.stdout += chunk))
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (output.stderr += chunk))
  return Object.assign(child, { output })
}

/** Resolves once stdout has a line equal to `line`; rejects if the process exits first. */
export function waitForLine(
  child: ReturnType<typeof spawnMain>,
  line: string,
  timeoutMs: number,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () =>
        reject(
          new Error(
            `no "${line}" within ${timeoutMs} ms:\n${child.output.stdout}${child.output.stderr}`,
          ),
        ),
      timeoutMs,
    )
    const check = () => {
      if (child.output.stdout.split('\n').includes(line)) {
        clearTimeout(timer)
        resolve()
      }
    }
    child.stdout?.on('data', check)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(
        new Error(
          `exited with ${code} before "${line}":\n${child.output.stdout}${child.output.stderr}`,
        ),
      )
    })
  })
}

/** Resolves with the exit code (or signal name) once the process has exited. */
export function waitForExit(child: ChildProcess): Promise<number | string | null> {
  if (child.exitCode !== null || child.signalCode !== null)
    return Promise.resolve(child.exitCode ?? child.signalCode)
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)))
}

/** Direct children of a process, with their command names (Linux /proc). */
export function listChildren(pid: number): { pid: number; name: string }[] {
  const children: { pid: number; name: string }[] = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      // pid (comm) state ppid …; comm may contain spaces, so split after the last ')'.
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      if (ppid === pid) children.push({ pid: Number(entry), name })
    } catch {
      // the process ended while we looked
    }
  }
  return children
}
