import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'

/** The line a node script prints once loaded, and the line it waits for before starting. */
const READY_LINE = 'ready'
const GO_LINE = 'go'

/** How one node ended: its exit code (null: killed, see `signal`) and what it printed. */
export type NodeOutcome = {
  code: number | null
  signal: NodeJS.Signals | null
  stdout: string
  stderr: string
}

/** Parameters of startNodesAtOnce. */
export type StartNodesAtOnceParameters = {
  /** One TypeScript script a node: each calls awaitStartSignal() once loaded, then starts. */
  scripts: readonly string[]
  /** Added to this process's environment. */
  env: Record<string, string>
  /**
   * A node still running this long after the start signal is stuck (e.g. waiting on a lock
   * forever): it is killed, and its outcome says so, instead of the test hanging. @default 120_000
   */
  stuckAfterMs?: number | undefined
}

/**
 * Runs a process of each of `scripts` (node with tsx, source conditions) and lets them all start
 * at one moment: each loads its modules, prints `ready` and waits; once every one is ready, all
 * are told `go` together, so they race as nodes a deployment starts at once do. Resolves with
 * each one's outcome, in the order of `scripts`, once all have exited.
 */
export async function startNodesAtOnce({
  scripts,
  env,
  stuckAfterMs = 120_000,
}: StartNodesAtOnceParameters): Promise<NodeOutcome[]> {
  const nodes = scripts.map((script) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', script], {
      env: { ...process.env, ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    })
    const outcome: NodeOutcome = { code: null, signal: null, stdout: '', stderr: '' }
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (outcome.stderr += chunk))
    const ready = new Promise<void>((resolve, reject) => {
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
        outcome.stdout += chunk
        if (outcome.stdout.split('\n').includes(READY_LINE)) resolve()
      })
      child.once('exit', () =>
        reject(new Error(`a node exited before it was ready:\n${outcome.stderr}`)),
      )
    })
    const exited = new Promise<NodeOutcome>((resolve) =>
      child.once('exit', (code, signal) => resolve({ ...outcome, code, signal })),
    )
    return { child, ready, exited }
  })
  try {
    await Promise.all(nodes.map((node) => node.ready))
  } catch (error) {
    for (const node of nodes) node.child.kill()
    throw error
  }
  for (const node of nodes) node.child.stdin.end(`${GO_LINE}\n`)
  const stuck = setTimeout(() => {
    for (const node of nodes) if (node.child.exitCode === null) node.child.kill('SIGKILL')
  }, stuckAfterMs)
  try {
    return await Promise.all(nodes.map((node) => node.exited))
  } finally {
    clearTimeout(stuck)
  }
}

/** In a node script of startNodesAtOnce: says it is ready and resolves when told to start. */
export async function awaitStartSignal(): Promise<void> {
  process.stdout.write(`${READY_LINE}\n`)
  for await (const line of createInterface({ input: process.stdin })) if (line === GO_LINE) return
  throw new Error('stdin closed before the start signal')
}
