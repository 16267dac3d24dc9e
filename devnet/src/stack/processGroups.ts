import { readdirSync, readFileSync } from 'node:fs'

/** How often a stopping process group is checked for survivors. */
const GROUP_POLL_MS = 50

/** How long groups get to die after SIGKILL before they are reported as survivors. */
const KILL_WAIT_MS = 2_000

type ProcStat = { state: string; pgrp: number }

/** `/proc/<pid>/stat` of a Linux process, or undefined when it does not exist or cannot be read. */
function readProcStat(pid: number | string): ProcStat | undefined {
  let text: string
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8')
  } catch {
    return undefined
  }
  // The command name (field 2) is in parentheses and may itself contain spaces or parentheses.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ')
  return { state: fields[0] ?? '', pgrp: Number(fields[2]) }
}

/**
 * A zombie has exited but is not yet reaped. Where nobody reaps orphans (some containers run an
 * init that does not), dead grandchildren stay zombies for good; they hold no port and run no
 * code, so they count as gone.
 */
function isDead(stat: ProcStat): boolean {
  return stat.state === 'Z' || stat.state === 'X'
}

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | undefined)?.code
}

/** Whether a process exists and has not exited (a zombie counts as exited). */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
  } catch (error) {
    return errorCode(error) === 'EPERM'
  }
  const stat = process.platform === 'linux' ? readProcStat(pid) : undefined
  return stat === undefined ? process.platform !== 'linux' : !isDead(stat)
}

/** Whether any process of the group `pgid` is still running (zombies do not count). */
export function isProcessGroupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0)
  } catch (error) {
    return errorCode(error) === 'EPERM'
  }
  if (process.platform !== 'linux') return true
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const stat = readProcStat(entry)
    if (stat && stat.pgrp === pgid && !isDead(stat)) return true
  }
  return false
}

/** Sends a signal to every process of a group; a group that is already gone is not an error. */
export function signalProcessGroup(pgid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pgid, signal)
  } catch (error) {
    if (errorCode(error) !== 'ESRCH') throw error
  }
}

/** Parameters of {@link stopProcessGroups}. */
export type StopProcessGroupsParameters = {
  pgids: readonly number[]
  /** How long the groups get after SIGTERM before they are sent SIGKILL. */
  timeoutMs: number
}

/** What {@link stopProcessGroups} had to do. */
export type StopProcessGroupsReturnType = {
  /** Groups that outlived the SIGTERM timeout and were sent SIGKILL. */
  killed: number[]
  /** Groups with processes still running after SIGKILL (processes stuck in the kernel). */
  survivors: number[]
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

async function waitForGroupsToDie(pgids: readonly number[], timeoutMs: number): Promise<number[]> {
  const deadline = Date.now() + timeoutMs
  let alive = pgids.filter(isProcessGroupAlive)
  while (alive.length > 0 && Date.now() < deadline) {
    await sleep(GROUP_POLL_MS)
    alive = alive.filter(isProcessGroupAlive)
  }
  return alive
}

/**
 * Stops whole process groups: SIGTERM to each, then SIGKILL to those still running after
 * `timeoutMs`. Resolves once every group is gone (or did not die even from SIGKILL).
 */
export async function stopProcessGroups(
  parameters: StopProcessGroupsParameters,
): Promise<StopProcessGroupsReturnType> {
  const alive = parameters.pgids.filter(isProcessGroupAlive)
  for (const pgid of alive) signalProcessGroup(pgid, 'SIGTERM')
  const killed = await waitForGroupsToDie(alive, parameters.timeoutMs)
  for (const pgid of killed) signalProcessGroup(pgid, 'SIGKILL')
  const survivors = await waitForGroupsToDie(killed, KILL_WAIT_MS)
  return { killed, survivors }
}

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)
}

/**
 * The same as {@link stopProcessGroups}, but blocking, for places where no more asynchronous work
 * can run: the process 'exit' event (after process.exit() or an uncaught exception).
 */
export function stopProcessGroupsSync(parameters: StopProcessGroupsParameters): void {
  let alive = parameters.pgids.filter(isProcessGroupAlive)
  for (const pgid of alive) signalProcessGroup(pgid, 'SIGTERM')
  const deadline = Date.now() + parameters.timeoutMs
  while (alive.length > 0 && Date.now() < deadline) {
    sleepSync(GROUP_POLL_MS)
    alive = alive.filter(isProcessGroupAlive)
  }
  for (const pgid of alive) signalProcessGroup(pgid, 'SIGKILL')
}
