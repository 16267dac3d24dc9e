import {
  ConfigError,
  findDevelopmentSecrets,
  formatConfigProblems,
  type MetricsSettings,
  metricsEnvNames,
  PROFILE_GATEWAY_KEY_ENV,
  type ResolvedOperatorConfig,
  type RunningService,
  readMetricsSettings,
  readOperatorConfig,
  readOperatorConfigPath,
  readServiceToken,
  readTrustProxy,
  SERVICE_TOKEN_ENV,
  StartupError,
} from '@portico/kit'
import { type ChainServices, createChainServices } from './chainServices.js'
import type { ConvertOptions } from './convert/convertOptions.js'
import { createConvertOptions } from './convert/createConvertOptions.js'
import { createOnrampProviders, type OnrampOptions } from './onramp/onrampProviders.js'
import { DEFAULT_DATA_DIR, describeDatabase, openDatabase } from './openDatabase.js'
import { createProjectRepository } from './projects/createProjectRepository.js'
import { DEVELOPMENT_PROJECT, seedDevelopmentProject } from './projects/seedDevelopmentProject.js'
import { API_PORT_ENV, readApiPort } from './readApiPort.js'
import { readApiSharedStateEnv } from './readApiSharedStateEnv.js'
import { createServer } from './server/createServer.js'

/** The API's secrets that must not be public test values outside development. */
const API_SECRET_ENV = [PROFILE_GATEWAY_KEY_ENV, SERVICE_TOKEN_ENV, 'PORTICO_API_METRICS_TOKEN']

/** What {@link serveApi} reads: the program's arguments and environment. */
export type ServeApiParameters = {
  /** `--config <file>` (else PORTICO_CONFIG): the operator configuration. */
  argv: readonly string[]
  env: Record<string, string | undefined>
  /** Where SQLite keeps its file when PORTICO_DATA_DIR is not set. @default `.data/api` of the repository */
  defaultDataDir?: string | undefined
  /** Lines for the operator (the seeded project). @default console.log */
  log?: ((line: string) => void) | undefined
}

/**
 * The Portico API, started: its chains from the operator configuration named by `--config <file>`
 * or PORTICO_CONFIG (docs/operating.md; without one it serves no chain), on PORTICO_API_HOST
 * (127.0.0.1) and PORTICO_API_PORT (4000). PostgreSQL when DATABASE_URL is set, else SQLite in
 * PORTICO_DATA_DIR; migrations run first; the development project is created when missing
 * (PORTICO_API_SEED=0 turns that off). Everything is read and checked before anything opens: a
 * wrong setting, or a public test secret outside development (PORTICO_ENV), throws a StartupError
 * naming it, and nothing is left open.
 */
export async function serveApi({
  argv,
  env,
  defaultDataDir = DEFAULT_DATA_DIR,
  log = (line) => console.log(line),
}: ServeApiParameters): Promise<RunningService> {
  const host = env.PORTICO_API_HOST || '127.0.0.1'
  let port: number
  let trustProxy: ReturnType<typeof readTrustProxy>
  let serviceToken: string | undefined
  let publicUrl: string
  let config: ResolvedOperatorConfig | undefined
  let sharedState: ReturnType<typeof readApiSharedStateEnv>
  let metrics: MetricsSettings
  try {
    port = readApiPort(env)
    // With several nodes: REDIS_URL (rate limits counted cluster-wide) and the project cache's TTL.
    sharedState = readApiSharedStateEnv(env)
    // /metrics: PORTICO_API_METRICS_TOKEN, _PORT, _HOST (private unless one is set).
    metrics = readMetricsSettings(env, metricsEnvNames('API'))
    // Behind proxies: PORTICO_API_TRUST_PROXY is a hop count (1 or true: one proxy) or the
    // proxies' addresses/CIDRs, comma-separated. The services' shared secret: PORTICO_SERVICE_TOKEN.
    trustProxy = readTrustProxy(env.PORTICO_API_TRUST_PROXY, 'PORTICO_API_TRUST_PROXY')
    serviceToken = readServiceToken(env)
    publicUrl = readApiPublicUrl(env, host, port)
    const configPath = readOperatorConfigPath(argv, env)
    config = configPath ? await readOperatorConfig(configPath, { env }) : undefined
  } catch (error) {
    throw new StartupError(
      error instanceof ConfigError
        ? `the operator configuration has problems:\n${formatConfigProblems(error)}`
        : (error as Error).message,
    )
  }
  const developmentSecrets = findDevelopmentSecrets(env, API_SECRET_ENV)
  if (developmentSecrets.length) throw new StartupError(developmentSecrets.join('\n'))

  const database = await openDatabase(env, defaultDataDir)
  try {
    if (
      env.PORTICO_API_SEED !== '0' &&
      (await seedDevelopmentProject(createProjectRepository(database.db)))
    )
      log(`created the development project '${DEVELOPMENT_PROJECT.id}'`)
  } catch (error) {
    await database.destroy()
    throw error
  }

  // Chains, swaps and on-ramp from the operator configuration; a section this API cannot serve
  // stops it here, before it listens. Swaps: the configured chains' Uniswap V2 routers and the
  // operator's fee (PORTICO_SWAP_FEE_BPS, PORTICO_SWAP_FEE_RECIPIENT). On-ramp: the sandbox
  // (PORTICO_ONRAMP_SANDBOX_FEE_BPS) and PORTICO_ONRAMP_<PROVIDER>_*; the sandbox's checkout page is
  // reached at PORTICO_API_PUBLIC_URL (never the Host header a client sent).
  let chains: ChainServices
  let convert: ConvertOptions
  let onramp: OnrampOptions
  try {
    chains = createChainServices({ db: database.db, config, env })
    convert = createConvertOptions({ config, env })
    onramp = { providers: createOnrampProviders({ config, env, db: database.db }), publicUrl }
  } catch (error) {
    await database.destroy()
    throw new StartupError((error as Error).message)
  }
  const app = await createServer({
    ...sharedState,
    metrics,
    chainsCheck: chains.chainsCheck,
    database,
    plugins: chains.plugins,
    logger: { level: env.PORTICO_API_LOG_LEVEL || 'info' },
    trustProxy,
    serviceToken,
    convert,
    onramp,
    balances: chains.balances,
    prices: chains.prices,
    history: chains.history,
    // Account names: the zone (PORTICO_NAME_ZONE, else the file's `names.zone`) and the
    // CCIP-read gateway's key (PROFILE_GATEWAY_KEY); never logged.
    profile: {
      ...chains.profile,
      zone: env.PORTICO_NAME_ZONE || chains.profile.zone,
      gatewayKey: (env[PROFILE_GATEWAY_KEY_ENV] as `0x${string}` | undefined) || undefined,
    },
  })
  try {
    await app.listen({ host, port })
  } catch (error) {
    await app.close()
    await database.destroy()
    const code = (error as NodeJS.ErrnoException).code
    throw new StartupError(
      code === 'EADDRINUSE'
        ? `port ${port} is taken: stop what uses it or set ${API_PORT_ENV} to another port`
        : `cannot listen on ${host}:${port}: ${(error as Error).message}`,
    )
  }
  chains.start()
  return {
    name: 'API',
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    description: `${describeDatabase(env, defaultDataDir)}; ${chains.description}`,
    markDraining: () => app.markDraining(),
    async close() {
      await chains.stop()
      await app.close()
      await database.destroy()
    },
  }
}

/** PORTICO_API_PUBLIC_URL, else the address the API listens on (a wildcard host as 127.0.0.1). */
function readApiPublicUrl(
  env: Record<string, string | undefined>,
  host: string,
  port: number,
): string {
  const configured = env.PORTICO_API_PUBLIC_URL
  if (configured) {
    if (!URL.canParse(configured) || !/^https?:$/.test(new URL(configured).protocol))
      throw new Error('PORTICO_API_PUBLIC_URL must be an http(s) URL')
    return configured.replace(/\/+$/, '')
  }
  const listening = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host
  return `http://${listening.includes(':') ? `[${listening}]` : listening}:${port}`
}
