/** Helpers for other packages' tests (`@portico/relay/testing`). */
import type { StartRelayOptions } from './relayOptions.js'
import { type RelayHandle, startRelay } from './startRelay.js'

/**
 * A relay for a test: in memory, on 127.0.0.1 and a free port, silent, draining in 200 ms on
 * close(). Point clients at `relay.url` (any projectId is accepted: no API is configured).
 *
 * @example
 * const relay = await startTestRelay()
 * const dapp = await SignClient.init({ projectId: 'test', relayUrl: relay.url, ... })
 * afterAll(() => relay.close())
 */
export function startTestRelay(options: StartRelayOptions = {}): Promise<RelayHandle> {
  return startRelay({ port: 0, drainTimeoutMs: 200, ...options })
}
