/**
 * `npm run api`: the Portico API alone, on 127.0.0.1:4000 (PORTICO_API_PORT, PORTICO_API_HOST).
 * Its chains come from the operator configuration named by `--config <file>` or PORTICO_CONFIG
 * (docs/operating.md; the devnet writes one beside devnet.json); without one it serves no chain,
 * and a wrong one stops it with every problem on stderr, exit code 1, before it listens.
 * PostgreSQL when DATABASE_URL is set, else SQLite in PORTICO_DATA_DIR (default `.data/api` at
 * the repository root); migrations run first; the demo's project is created when missing
 * (PORTICO_API_SEED=0 turns that off). SIGINT/SIGTERM close the server, then the database.
 */
import {
  ConfigError,
  formatConfigProblems,
  PROFILE_GATEWAY_KEY_ENV,
  type ResolvedOperatorConfig,
  readOperatorConfig,
  readOperatorConfigPath,
  readServiceToken,
  readTrustProxy,
  stopOnSignals,
} from '@portico/kit'
import { type ChainServices, createChainServices } from './chainServices.js'
import type { ConvertOptions } from './convert/convertOptions.js'
import { createConvertOptions } from './convert/createConvertOptions.js'
import { createOnrampProviders, type OnrampOptions } from './onramp/onrampProviders.js'
import { describeDatabase, openDatabase } from './openDatabase.js'
import { createProjectRepository } from './projects/createProjectRepository.js'
import { DEVELOPMENT_PROJECT, seedDevelopmentProject } from './projects/seedDevelopmentProject.js'
import { API_PORT_ENV, readApiPort } from './readApiPort.js'
import { createServer } from './server/createServer.js'

const env = process.env
const host = env.PORTICO_API_HOST || '127.0.0.1'

// Behind proxies: PORTICO_API_TRUST_PROXY is a hop count (1 or true: one proxy) or the proxies'
// addresses/CIDRs, comma-separated. The Portico services' shared secret: PORTICO_SERVICE_TOKEN.
let port: number
let trustProxy: ReturnType<typeof readTrustProxy>
let serviceToken: string | undefined
let publicUrl: string
let config: ResolvedOperatorConfig | undefined
try {
  port = readApiPort(env)
  trustProxy = readTrustProxy(env.PORTICO_API_TRUST_PROXY, 'PORTICO_API_TRUST_PROXY')
  serviceToken = readServiceToken(env)
  publicUrl = readApiPublicUrl()
  // The operator configuration: read whole and checked before anything opens.
  const configPath = readOperatorConfigPath(process.argv.slice(2), env)
  config = configPath ? await readOperatorConfig(configPath, { env }) : undefined
} catch (error) {
  console.error(
    error instanceof ConfigError
      ? `cannot start the API: the operator configuration has problems:\n${formatConfigProblems(error)}`
      : `cannot start the API: ${(error as Error).message}`,
  )
  process.exit(1)
}

/** PORTICO_API_PUBLIC_URL, else the address the API listens on (a wildcard host as 127.0.0.1). */
function readApiPublicUrl(): string {
  const configured = env.PORTICO_API_PUBLIC_URL
  if (configured) {
    if (!URL.canParse(configured) || !/^https?:$/.test(new URL(configured).protocol))
      throw new Error('PORTICO_API_PUBLIC_URL must be an http(s) URL')
    return configured.replace(/\/+$/, '')
  }
  const listening = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host
  return `http://${listening.includes(':') ? `[${listening}]` : listening}:${port}`
}

const database = await openDatabase(env)
if (
  env.PORTICO_API_SEED !== '0' &&
  (await seedDevelopmentProject(createProjectRepository(database.db)))
)
  console.log(`created the development project '${DEVELOPMENT_PROJECT.id}'`)

// Chains, swaps and on-ramp from the operator configuration; a section this API cannot serve
// stops it here, before it listens.
let chains: ChainServices
// Swaps: the configured chains' Uniswap V2 routers (and the configured production providers), the
// operator's fee (PORTICO_SWAP_FEE_BPS, default 0, at most 1000; PORTICO_SWAP_FEE_RECIPIENT when above 0).
let convert: ConvertOptions
try {
  chains = createChainServices({ db: database.db, config, env })
  convert = createConvertOptions({ config, env })
} catch (error) {
  console.error(`cannot start the API: ${(error as Error).message}`)
  await database.destroy()
  process.exit(1)
}
// On-ramp: the configuration's sandbox (PORTICO_ONRAMP_SANDBOX_FEE_BPS, 100-200, default 150) and the
// production providers configured by PORTICO_ONRAMP_<PROVIDER>_*; the sandbox's checkout page is
// reached at PORTICO_API_PUBLIC_URL (default: the address the API listens on; never the Host
// header a client sent).
let onramp: OnrampOptions
try {
  onramp = {
    providers: createOnrampProviders({ config, env, db: database.db }),
    publicUrl,
  }
} catch (error) {
  console.error(`cannot start the API: ${(error as Error).message}`)
  await database.destroy()
  process.exit(1)
}
const app = await createServer({
  database,
  plugins: chains.plugins,
  logger: { level: env.PORTICO_API_LOG_LEVEL || 'info' },
  trustProxy,
  serviceToken,
  convert,
  onramp,
  // Balances, prices and history of the configured chains (docs/operating.md).
  balances: chains.balances,
  prices: chains.prices,
  history: chains.history,
  // Account names: the zone (PORTICO_NAME_ZONE, else the file's `names.zone`) and the CCIP-read
  // gateway's key (PROFILE_GATEWAY_KEY; the devnet launcher sets the devnet's); never logged.
  profile: {
    ...chains.profile,
    zone: env.PORTICO_NAME_ZONE || chains.profile.zone,
    gatewayKey: (env[PROFILE_GATEWAY_KEY_ENV] as `0x${string}` | undefined) || undefined,
  },
})
try {
  await app.listen({ host, port })
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code
  console.error(
    code === 'EADDRINUSE'
      ? `port ${port} is taken: stop what uses it or set ${API_PORT_ENV} to another port`
      : `cannot listen on ${host}:${port}: ${(error as Error).message}`,
  )
  await app.close()
  await database.destroy()
  process.exit(1)
}
chains.start()
console.log(
  `Portico API on http://${host}:${port} (${describeDatabase(env)}; ${chains.description})`,
)

stopOnSignals({
  onSignal: (signal) => app.log.info({ signal }, 'shutting down'),
  async stop() {
    await chains.stop()
    await app.close()
    await database.destroy()
  },
})
