import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'

/** The anvil binary shipped in the npm package. */
export const ANVIL_BINARY = fileURLToPath(
  new URL('../../../../node_modules/@foundry-rs/anvil-linux-amd64/bin/anvil', import.meta.url),
)

/** A free TCP port on 127.0.0.1 (the OS picks it; a race with another process is unlikely). */
export function getFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      )
    })
  })
}

/** A running anvil for a test. */
export type TestAnvil = { chainId: number; port: number; rpcUrl: string; stop(): Promise<void> }

async function waitForRpc(rpcUrl: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`anvil exited with code ${child.exitCode}`)
    try {
      const response = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      })
      if (response.ok) return
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`anvil at ${rpcUrl} did not answer within ${timeoutMs} ms`)
}

/** Starts a plain anvil on a free port; `stop()` kills exactly that process. */
export async function startAnvil({ chainId }: { chainId: number }): Promise<TestAnvil> {
  const port = await getFreePort()
  const child = spawn(
    ANVIL_BINARY,
    ['--port', String(port), '--chain-id', String(chainId), '--silent'],
    {
      stdio: 'ignore',
    },
  )
  const rpcUrl = `http://127.0.0.1:${port}`
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
  try {
    await waitForRpc(rpcUrl, child, 10_000)
  } catch (error) {
    await stop()
    throw error
  }
  return { chainId, port, rpcUrl, stop }
}
