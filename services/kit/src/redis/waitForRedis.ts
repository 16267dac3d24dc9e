import type { Redis } from 'ioredis'

/**
 * Resolves when `client` is ready (connected, and authenticated when the URL has a password), or
 * rejects after `timeoutMs` with the last connection error, so a service stops at start instead
 * of serving with a Redis it cannot reach.
 */
export function waitForRedis(client: Redis, timeoutMs: number): Promise<void> {
  if (client.status === 'ready') return Promise.resolve()
  return new Promise((resolve, reject) => {
    let lastError: Error | undefined
    const onError = (error: Error) => {
      lastError = error
    }
    const timer = setTimeout(() => {
      cleanup()
      reject(lastError ?? new Error(`not ready within ${timeoutMs} ms`))
    }, timeoutMs)
    const onReady = () => {
      cleanup()
      resolve()
    }
    function cleanup() {
      clearTimeout(timer)
      client.off('ready', onReady)
      client.off('error', onError)
    }
    client.on('ready', onReady)
    client.on('error', onError)
  })
}
