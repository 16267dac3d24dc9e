/**
 * `npm run api`: the Portico API alone, on 127.0.0.1:4000 (PORTICO_API_PORT, PORTICO_API_HOST).
 * PostgreSQL when DATABASE_URL is set, else SQLite in PORTICO_DATA_DIR (default `.data/api` at
 * the repository root); migrations run first; the demo's project is created when missing
 * (PORTICO_API_SEED=0 turns that off). SIGINT/SIGTERM close the server, then the database.
 */
import { readServiceToken, readTrustProxy, stopOnSignals } from '@portico/kit'
import { getPort, PORT_ENV } from '../../../devnet/src/ports.js'
import { createChainServices } from './chainServices.js'
import type { ConvertOptions } from './convert/convertOptions.js'
import { createConvertOptions } from './convert/createConvertOptions.js'
import { createOnrampProviders, type OnrampOptions } from './onramp/onrampProviders.js'
import { describeDatabase, openDatabase } from './openDatabase.js'
import { createProjectRepository } from './projects/createProjectRepository.js'
import { DEVELOPMENT_PROJECT, seedDevelopmentProject } from './projects/seedDevelopmentProject.js'
import { createServer } from './server/createServer.js'

const env = process.env
const port = getPort('api', env)
const host = env.PORTICO_API_HOST || '127.0.0.1'

// Behind proxies: PORTICO_API_TRUST_PROXY is a hop count (1 or true: one proxy) or the proxies'
// addresses/CIDRs, comma-separated. The Portico services' shared secret: PORTICO_SERVICE_TOKEN.
let trustProxy: ReturnType<typeof readTrustProxy>
let serviceToken: string | undefined
let publicUrl: string
try {
  trustProxy = readTrustProxy(env.PORTICO_API_TRUST_PROXY, 'PORTICO_API_TRUST_PROXY')
  serviceToken = readServiceToken(env)
  publicUrl = readApiPublicUrl()
} catch (error) {
  console.error(`cannot start the API: ${(error as Error).message}`)
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

const chains = createChainServices({ db: database.db, env })
// Swaps: the devnet's provider (and the configured production ones), the operator's fee
// (PORTICO_SWAP_FEE_BPS, default 0, at most 1000; PORTICO_SWAP_FEE_RECIPIENT when above 0).
let convert: ConvertOptions
try {
  convert = createConvertOptions({ devnet: chains.devnet, env })
} catch (error) {
  console.error(`cannot start the API: ${(error as Error).message}`)
  await database.destroy()
  process.exit(1)
}
// On-ramp: the devnet sandbox (PORTICO_ONRAMP_SANDBOX_FEE_BPS, 100-200, default 150) and the
// production providers configured by PORTICO_ONRAMP_<PROVIDER>_*; the sandbox's checkout page is
// reached at PORTICO_API_PUBLIC_URL (default: the address the API listens on; never the Host
// header a client sent).
let onramp: OnrampOptions
try {
  onramp = {
    providers: createOnrampProviders({ devnet: chains.devnet, env, db: database.db }),
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
  // Solana balances from the devnet's local Solana RPC (devnet.json `solana`), when it has one.
  solana: chains.solana,
  // Account names: the zone (PORTICO_NAME_ZONE) and the CCIP-read gateway's key (PROFILE_GATEWAY_KEY,
  // else the devnet's dev key); the key is never logged.
  profile: {
    ...chains.profile,
    zone: env.PORTICO_NAME_ZONE || undefined,
    gatewayKey: (env.PROFILE_GATEWAY_KEY as `0x${string}` | undefined) || chains.profile.gatewayKey,
  },
})
try {
  await app.listen({ host, port })
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code
  console.error(
    code === 'EADDRINUSE'
      ? `port ${port} is taken: stop what uses it or set ${PORT_ENV.api} to another port`
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
