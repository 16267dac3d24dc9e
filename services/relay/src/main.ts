/**
 * `npm run relay`: the WalletConnect relay alone on ws://127.0.0.1:4001 (PORTICO_RELAY_PORT;
 * every other setting in readRelayEnv). In memory, or on Redis when REDIS_URL is set. SIGINT and
 * SIGTERM drain the connections (clients are told to reconnect) and exit.
 */
import { getPort, PORT_ENV } from '../../../devnet/src/ports.js'
import { redactUrl } from './broker/createRedisBroker.js'
import { readRelayEnv } from './readRelayEnv.js'
import { startRelay } from './startRelay.js'

const env = process.env
let options: ReturnType<typeof readRelayEnv>
let port: number
try {
  options = readRelayEnv(env)
  port = getPort('relay', env)
} catch (error) {
  console.error((error as Error).message)
  process.exit(2)
}

const relay = await startRelay({
  ...options,
  port,
  log: env.PORTICO_RELAY_QUIET === '1' ? undefined : (line) => console.log(line),
}).catch((error: NodeJS.ErrnoException) => {
  console.error(
    error.code === 'EADDRINUSE'
      ? `port ${port} is taken: stop what uses it or set ${PORT_ENV.relay} to another port`
      : `cannot start the relay: ${error.message}`,
  )
  process.exit(1)
})

console.log(
  `Portico relay on ${relay.url} (node ${relay.nodeId}; ${
    options.redisUrl ? `Redis ${redactUrl(options.redisUrl)}` : 'in memory'
  }; project check ${options.apiUrl ? `against ${options.apiUrl}` : 'off'}; JWT audience ${relay.publicUrls.join(', ')}; metrics ${
    options.metricsPort !== undefined
      ? `on ${relay.metricsUrl}${options.metricsToken ? ' with a token' : ''}`
      : options.metricsToken
        ? `on ${relay.metricsUrl} with a token`
        : 'off (PORTICO_RELAY_METRICS_TOKEN or PORTICO_RELAY_METRICS_PORT)'
  })`,
)

let stopping = false
async function shutdown(signal: string) {
  if (stopping) return
  stopping = true
  console.log(`${signal}: draining ${relay.connectionCount()} connections`)
  try {
    await relay.close()
    process.exit(0)
  } catch (error) {
    console.error(`shutdown failed: ${(error as Error).message}`)
    process.exit(1)
  }
}
process.once('SIGINT', () => void shutdown('SIGINT'))
process.once('SIGTERM', () => void shutdown('SIGTERM'))
