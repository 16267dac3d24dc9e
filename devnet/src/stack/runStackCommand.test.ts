import { type ChildProcess, spawn } from 'node:child_process'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { isProcessAlive } from './processGroups'
import { runStackCommand } from './runStackCommand'
import { REPO_ROOT } from './services'
import { createCapture, createFakeStack, type FakeStack, printedPids } from './testing/fakeService'

const TSX = join(REPO_ROOT, 'node_modules', '.bin', 'tsx')
const ENTRY = join(REPO_ROOT, 'devnet', 'src', 'stack', 'testing', 'stackEntry.ts')

let stack: FakeStack
const started: number[] = []

beforeEach(async () => {
  stack = await createFakeStack()
})

afterEach(() => {
  for (const pid of started.splice(0))
    try {
      process.kill(pid, 'SIGKILL')
    } catch {}
  stack.remove()
})

type Launcher = {
  child: ChildProcess
  output: () => string
  /** Resolves once the output contains `text`; rejects if the launcher exits first. */
  waitFor: (text: string) => Promise<void>
  exited: Promise<number | null>
}

/** Runs the launcher as a real process (tsx, like `npm start`) over fake services. */
function launch(options: { argv?: string[]; env?: Record<string, string> } = {}): Launcher {
  const services = [
    stack.service({ name: 'base', ports: ['chainA'] }),
    stack.service({ name: 'app', ports: ['chainB'], dependsOn: ['base'] }),
    stack.service({ name: 'extra', ports: ['demo'], dependsOn: ['app'] }),
  ]
  const child = spawn(TSX, [ENTRY, ...(options.argv ?? [])], {
    cwd: REPO_ROOT,
    env: { ...stack.env, PORTICO_TEST_SERVICES: JSON.stringify(services), ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const listeners = new Set<() => void>()
  const onData = (chunk: Buffer) => {
    output += chunk.toString('utf8')
    started.push(...printedPids(output))
    for (const listener of listeners) listener()
  }
  child.stdout?.on('data', onData)
  child.stderr?.on('data', onData)
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  )
  return {
    child,
    output: () => output,
    exited,
    waitFor: (text) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (!output.includes(text)) return
          listeners.delete(check)
          resolve()
        }
        listeners.add(check)
        check()
        void exited.then(() =>
          reject(new Error(`launcher exited before printing '${text}':\n${output}`)),
        )
      }),
  }
}

describe('npm start as a process', () => {
  it.each(['SIGINT', 'SIGTERM'] as const)(
    '%s stops every service and every grandchild, then exits 0',
    async (signal) => {
      const launcher = launch()
      await launcher.waitFor('Portico is ready')
      const pids = printedPids(launcher.output())
      expect(pids).toHaveLength(6)
      expect(pids.filter(isProcessAlive)).toEqual(pids)

      launcher.child.kill(signal)
      expect(await launcher.exited).toBe(0)
      expect(launcher.output()).toContain(`stopping every service (${signal})`)
      expect(pids.filter(isProcessAlive)).toEqual([])
    },
  )

  it('--only runs the named services with their dependencies, and nothing else', async () => {
    const launcher = launch({ argv: ['--only', 'app'] })
    await launcher.waitFor('Portico is ready')
    launcher.child.kill('SIGTERM')
    expect(await launcher.exited).toBe(0)
    expect(stack.journal()).toEqual([
      'started base',
      'listening base',
      'started app',
      'listening app',
    ])
  })

  it('stops every service when the launcher dies of an uncaught exception', async () => {
    const launcher = launch({ env: { PORTICO_TEST_CRASH_WHEN_READY: '1' } })
    await launcher.waitFor('Portico is ready')
    const pids = printedPids(launcher.output())
    expect(pids).toHaveLength(6)
    expect(await launcher.exited).toBe(1)
    expect(launcher.output()).toContain('the launcher crashed on purpose')
    expect(pids.filter(isProcessAlive)).toEqual([])
  })

  it('stops every service, via its watchdog, when the launcher is killed with SIGKILL', async () => {
    const launcher = launch()
    await launcher.waitFor('Portico is ready')
    const pids = printedPids(launcher.output())
    expect(pids).toHaveLength(6)
    const launcherPid = Number(/launcher pid (\d+)/.exec(launcher.output())?.[1])
    process.kill(launcherPid, 'SIGKILL')
    await launcher.exited
    const deadline = Date.now() + 10_000
    while (pids.some(isProcessAlive) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100))
    expect(pids.filter(isProcessAlive)).toEqual([])
  })

  it('answers an unknown option with the usage and exit code 2', async () => {
    const stderr = createCapture()
    const code = await runStackCommand({
      argv: ['--bogus'],
      getServices: () => [stack.service({ name: 'base' })],
      env: stack.env,
      stdout: createCapture(),
      stderr,
    })
    expect(code).toBe(2)
    expect(stderr.text()).toContain("Unknown option '--bogus'")
    expect(stderr.text()).toContain('(base)')
    expect(stack.journal()).toEqual([])
  })
})
