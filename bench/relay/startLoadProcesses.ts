import { type ChildProcess, fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { LoadSample } from './loadClients.js'
import type { LoadCommand, LoadReply } from './loadProtocol.js'
import type { RoundTripSample } from './roundTrips.js'

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url))
const WORKER = fileURLToPath(new URL('./loadWorker.ts', import.meta.url))

/** The bench's client processes, driven together. */
export type LoadProcesses = {
  count: number
  /** Opens `pairs` pairs in all, spread over the processes. */
  open(url: string, pairs: number, relay: boolean): Promise<void>
  /** One run: `messages` and `ratePerSecond` shared out; each process's sample. */
  run(messages: number, ratePerSecond: number | null): Promise<LoadSample[]>
  /** Pairs `pairsPerProcess` real dApps and wallets in each of the first `processes`. */
  openSigners(url: string, pairsPerProcess: number, processes?: number): Promise<void>
  /** `requests` round trips in all over the processes with signers, `concurrency` in flight on each pair. */
  sign(requests: number, concurrency: number): Promise<RoundTripSample[]>
  /** Closes every client (the processes stay for the next server). */
  closeClients(): Promise<void>
  /** Ends the processes. */
  stop(): Promise<void>
}

/** `total` shared out over `parts` as evenly as whole numbers allow. */
function share(total: number, parts: number, i: number): number {
  return Math.floor(total / parts) + (i < total % parts ? 1 : 0)
}

/**
 * Forks `count` load processes (loadWorker.ts under tsx) and waits until each is ready. Each
 * reply answers the command sent before it: the bench sends one command at a time.
 */
export async function startLoadProcesses(count: number): Promise<LoadProcesses> {
  const children: ChildProcess[] = []
  const replies = new Map<ChildProcess, (reply: LoadReply) => void>()
  const next = (child: ChildProcess) =>
    new Promise<LoadReply>((resolve) => replies.set(child, resolve))
  for (let i = 0; i < count; i++) {
    const child = fork(WORKER, [], {
      cwd: REPO_ROOT,
      execArgv: ['--conditions=source', '--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    })
    child.on('message', (reply: LoadReply) => {
      const resolve = replies.get(child)
      replies.delete(child)
      resolve?.(reply)
    })
    child.once('exit', (code, signal) =>
      replies.get(child)?.({ type: 'error', message: `load process exited (${code ?? signal})` }),
    )
    children.push(child)
  }
  process.once('exit', () => {
    for (const child of children) child.kill('SIGKILL')
  })
  const ready = await Promise.all(children.map(next))
  for (const reply of ready) if (reply.type === 'error') throw new Error(reply.message)

  async function ask(commands: [ChildProcess, LoadCommand][]): Promise<LoadReply[]> {
    const answers = commands.map(([child, command]) => {
      const answer = next(child)
      child.send(command)
      return answer
    })
    const got = await Promise.all(answers)
    for (const reply of got) if (reply.type === 'error') throw new Error(reply.message)
    return got
  }
  let signing: ChildProcess[] = []

  return {
    count,
    async open(url, pairs, relay) {
      await ask(
        children.map((child, i) => [
          child,
          { type: 'open', url, pairs: share(pairs, count, i), relay },
        ]),
      )
    },
    async run(messages, ratePerSecond) {
      const got = await ask(
        children.map((child, i) => [
          child,
          {
            type: 'run',
            messages: share(messages, count, i),
            ratePerSecond: ratePerSecond === null ? null : ratePerSecond / count,
          },
        ]),
      )
      return got.flatMap((reply) => (reply.type === 'load' ? [reply.sample] : []))
    },
    async openSigners(url, pairsPerProcess, processes = count) {
      signing = children.slice(0, processes)
      await ask(
        signing.map((child) => [child, { type: 'openSigners', url, pairs: pairsPerProcess }]),
      )
    },
    async sign(requests, concurrency) {
      const got = await ask(
        signing.map((child, i) => [
          child,
          { type: 'sign', requests: share(requests, signing.length, i), concurrency },
        ]),
      )
      return got.flatMap((reply) => (reply.type === 'signed' ? [reply.sample] : []))
    },
    async closeClients() {
      await ask(children.map((child) => [child, { type: 'close' }]))
    },
    async stop() {
      await Promise.all(
        children.map(
          (child) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null || child.signalCode !== null) return resolve()
              child.once('exit', () => resolve())
              child.kill('SIGTERM')
            }),
        ),
      )
    },
  }
}
