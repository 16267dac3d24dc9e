import { type ChildProcess, spawn } from 'node:child_process'

/** The three services a cluster runs several nodes of. */
export type ServiceKind = 'api' | 'relay' | 'secure'

/** How one node is started: the built program's `serve <kind>` with its own port and environment. */
export type ServiceNodeSpec = {
  /** e.g. `api-1`: names the node in logs, the control server and the specs. */
  name: string
  kind: ServiceKind
  /** The node's own port on 127.0.0.1 (the balancer's port is another). */
  port: number
  /** The whole environment of the process (PATH etc. included by the caller). */
  env: Record<string, string>
  /** Arguments after `serve <kind>`, e.g. `--config <file>`. */
  args: readonly string[]
}

/** A running node of a test cluster. */
export type ServiceNode = ServiceNodeSpec & {
  /** http://127.0.0.1:<port> */
  url: string
  /** `host:port` as nginx's access log names the node. */
  address: string
  pid: number
  /** False once the process has exited (killed or crashed). */
  alive(): boolean
  /** Everything it printed (JSON log lines), for a failure's message. */
  output(): string
  /** SIGKILL, as a machine dying: no drain, no goodbye to clients. Resolves once it is gone. */
  kill(): Promise<void>
  /** SIGTERM (the node drains), SIGKILL after 10 s. */
  stop(): Promise<void>
}

/** How long a node may take to answer /ready (a loaded 2-core machine; the secure site's first start reads its frame bundle). */
const NODE_READY_TIMEOUT_MS = 60_000
const STOP_TIMEOUT_MS = 10_000

/**
 * Starts one node of the built program (`node <program> serve <kind>`) as a child process and
 * resolves once its /ready answers 200 (its database, Redis and, for the API, chains reachable).
 * Throws with its output when it exits or is not ready in time.
 */
export async function startServiceNode(
  spec: ServiceNodeSpec & { program: string },
): Promise<ServiceNode> {
  const child: ChildProcess = spawn(
    process.execPath,
    [spec.program, 'serve', spec.kind, ...spec.args],
    { env: spec.env, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  const chunks: string[] = []
  const onData = (chunk: Buffer) => {
    chunks.push(chunk.toString())
    if (process.env.PORTICO_E2E_VERBOSE) process.stdout.write(`[${spec.name}] ${chunk}`)
  }
  child.stdout?.on('data', onData)
  child.stderr?.on('data', onData)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const alive = () => child.exitCode === null && child.signalCode === null
  const end = async (signal: NodeJS.Signals) => {
    if (!alive()) return
    child.kill(signal)
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS)
    await exited
    clearTimeout(timer)
  }
  const url = `http://127.0.0.1:${spec.port}`
  const node: ServiceNode = {
    ...spec,
    url,
    address: `127.0.0.1:${spec.port}`,
    pid: child.pid as number,
    alive,
    output: () => chunks.join(''),
    kill: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
  }
  const deadline = Date.now() + NODE_READY_TIMEOUT_MS
  for (;;) {
    if (!alive())
      throw new Error(
        `${spec.name} (portico serve ${spec.kind}) exited with ${child.exitCode ?? child.signalCode} before it was ready:\n${node.output()}`,
      )
    const status = await fetch(`${url}/ready`).then(
      (response) => response.status,
      () => 0,
    )
    if (status === 200) return node
    if (Date.now() > deadline) {
      await node.kill()
      throw new Error(
        `${spec.name} (portico serve ${spec.kind}) not ready after ${NODE_READY_TIMEOUT_MS} ms (last /ready: ${status}):\n${node.output()}`,
      )
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}
