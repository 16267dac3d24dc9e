import { spawn } from 'node:child_process'

/** How long the watchdog gives orphaned services after SIGTERM before it sends SIGKILL. */
const WATCHDOG_STOP_TIMEOUT_MS = 5_000

/**
 * The watchdog's program. It learns process groups from its stdin (`+pgid`, `-pgid` lines). Its
 * stdin closes when the launcher exits, however it exits, SIGKILL included; it then stops the
 * groups still listed, the same way the launcher would, and exits.
 */
const WATCHDOG_SOURCE = `
const groups = new Set()
let pending = ''
const alive = (pgid) => { try { process.kill(-pgid, 0); return true } catch (error) { return error.code === 'EPERM' } }
const signal = (pgid, name) => { try { process.kill(-pgid, name) } catch {} }
process.stdin.setEncoding('utf8')
process.stdin.on('data', (chunk) => {
  const lines = (pending + chunk).split('\\n')
  pending = lines.pop()
  for (const line of lines) {
    const pgid = Number(line.slice(1))
    if (line[0] === '+') groups.add(pgid)
    if (line[0] === '-') groups.delete(pgid)
  }
})
process.stdin.on('end', () => {
  for (const pgid of groups) signal(pgid, 'SIGTERM')
  const deadline = Date.now() + ${WATCHDOG_STOP_TIMEOUT_MS}
  const timer = setInterval(() => {
    const left = [...groups].filter(alive)
    if (left.length > 0 && Date.now() < deadline) return
    for (const pgid of left) signal(pgid, 'SIGKILL')
    clearInterval(timer)
  }, 100)
})
`

/** Keeps services from outliving a launcher that is killed without a chance to stop them. */
export type Watchdog = {
  /** Stop this process group if the launcher dies. */
  watch(pgid: number): void
  /** The group has been stopped; forget it. */
  forget(pgid: number): void
  /** The launcher is done; the watchdog exits. */
  close(): void
}

/**
 * Starts a watchdog process (in its own process group, so whatever kills the launcher's group does
 * not kill it too). Only a SIGKILL needs it: on other deaths the launcher stops its services
 * itself. Best effort: if the watchdog cannot start, the launcher runs without it.
 */
export function startWatchdog(): Watchdog {
  const child = spawn(process.execPath, ['-e', WATCHDOG_SOURCE], {
    detached: true,
    stdio: ['pipe', 'ignore', 'ignore'],
  })
  child.on('error', () => {})
  child.stdin.on('error', () => {})
  child.unref()
  const send = (line: string) => {
    if (child.stdin.writable) child.stdin.write(`${line}\n`)
  }
  return {
    watch: (pgid) => send(`+${pgid}`),
    forget: (pgid) => send(`-${pgid}`),
    close: () => child.stdin.end(),
  }
}
