import {
  findDevelopmentSecrets,
  type RunningService,
  SERVICE_TOKEN_ENV,
  StartupError,
} from '@portico/kit'
import { redactUrl } from '@portico/kit/redis'
import { getPort, PORT_ENV } from '../../../devnet/src/ports.js'
import { readRelayEnv } from './readRelayEnv.js'
import { startRelay } from './startRelay.js'

/** What {@link serveRelay} reads. */
export type ServeRelayParameters = {
  env: Record<string, string | undefined>
  /** The relay's own lines (connections drained…). @default console.log, none with PORTICO_RELAY_QUIET=1 */
  log?: ((line: string) => void) | undefined
}

/**
 * The WalletConnect relay, started on PORTICO_RELAY_HOST (127.0.0.1) and PORTICO_RELAY_PORT
 * (4001); every other setting in readRelayEnv. In memory, or on Redis when REDIS_URL is set.
 * Closing it drains the connections (clients are told to reconnect). A wrong setting, or a public
 * test secret outside development (PORTICO_ENV), throws a StartupError naming it.
 */
export async function serveRelay({ env, log }: ServeRelayParameters): Promise<RunningService> {
  let options: ReturnType<typeof readRelayEnv>
  let port: number
  try {
    options = readRelayEnv(env)
    port = getPort('relay', env)
  } catch (error) {
    throw new StartupError((error as Error).message)
  }
  const developmentSecrets = findDevelopmentSecrets(env, [
    SERVICE_TOKEN_ENV,
    'PORTICO_RELAY_METRICS_TOKEN',
  ])
  if (developmentSecrets.length) throw new StartupError(developmentSecrets.join('\n'))
  const lines =
    log ?? (env.PORTICO_RELAY_QUIET === '1' ? undefined : (line: string) => console.log(line))
  const relay = await startRelay({ ...options, port, log: lines }).catch(
    (error: NodeJS.ErrnoException) => {
      throw new StartupError(
        error.code === 'EADDRINUSE'
          ? `port ${port} is taken: stop what uses it or set ${PORT_ENV.relay} to another port`
          : error.message,
      )
    },
  )
  const metrics =
    options.metricsPort !== undefined || options.metricsToken
      ? `on ${relay.metricsUrl}${options.metricsToken ? ' with a token' : ''}`
      : 'off (PORTICO_RELAY_METRICS_TOKEN or PORTICO_RELAY_METRICS_PORT)'
  return {
    name: 'relay',
    url: relay.url,
    description: `node ${relay.nodeId}; ${
      options.redisUrl ? `Redis ${redactUrl(options.redisUrl)}` : 'in memory'
    }; project check ${options.apiUrl ? `against ${options.apiUrl}` : 'off'}; JWT audience ${relay.publicUrls.join(', ')}; metrics ${metrics}`,
    markDraining: () => relay.markDraining(),
    async close() {
      lines?.(`draining ${relay.connectionCount()} connections`)
      await relay.close()
    },
  }
}
