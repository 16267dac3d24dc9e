import type { AddressInfo } from 'node:net'
import { startTestApi } from './startTestApi.js'

/** The APIs browser tests started, by id, until they stop them. */
const running = new Map<number, () => Promise<void>>()
let nextId = 1

/**
 * The real API (SQLite in memory, its default catalogue and TEST_PROJECTS) listening on a free
 * loopback port, for a browser test (the `startTestApi` browser command of vitest.config.ts).
 * Browser tests use project `p2`, which allows every origin (the test page's is not fixed).
 */
export async function startBrowserTestApi(): Promise<{ id: number; apiUrl: string }> {
  const api = await startTestApi('sqlite')
  await api.app.listen({ host: '127.0.0.1', port: 0 })
  const id = nextId++
  running.set(id, api.close)
  return { id, apiUrl: `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}` }
}

/** Stops an API startBrowserTestApi started (the `stopTestApi` browser command). */
export async function stopBrowserTestApi(id: number): Promise<void> {
  const close = running.get(id)
  running.delete(id)
  await close?.()
}
