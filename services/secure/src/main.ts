/**
 * `npm run secure`: the embedded-wallet site alone, on 127.0.0.1:4002 (PORTICO_SECURE_PORT,
 * PORTICO_SECURE_HOST): the frame page (built first when stale), the social callback and the auth
 * API. PostgreSQL when DATABASE_URL is set, else SQLite in PORTICO_DATA_DIR (default
 * `.data/secure`). SECURE_SHARE_KEY is required, except with PORTICO_SECURE_DEVNET=1 (`npm start`,
 * `npm run secure`), which keeps a generated key in `.data/secure/share-key`. The frame's networks:
 * the operator file's chains (`--config`, PORTICO_CONFIG; on the devnet the devnet's own) and the
 * built-in networks. Every setting: docs/embedded-wallet.md. SIGINT/SIGTERM close the server, the
 * mailer, then the database.
 */
import { join } from 'node:path'
import {
  ConfigError,
  formatConfigProblems,
  type ResolvedOperatorConfig,
  stopOnSignals,
} from '@portico/kit'
import { readSecureConfig, SECURE_PORT_ENV } from './config/readSecureConfig.js'
import { readSecureOperatorConfig } from './config/readSecureOperatorConfig.js'
import { readOrCreateDevnetShareKey } from './crypto/readOrCreateDevnetShareKey.js'
import {
  describeSecureDatabase,
  getSecureDataDir,
  openSecureDatabase,
} from './db/openSecureDatabase.js'
import { resolveFarcasterIdRegistry } from './farcaster/readFarcasterIdRegistryConfig.js'
import { prepareFrameBundle } from './frame/prepareFrameBundle.js'
import { toFrameNetworks } from './frame/toFrameNetworks.js'
import { createMailer } from './mail/createMailer.js'
import { createSecureServer } from './server/createSecureServer.js'

const env = process.env
const devnet = env.PORTICO_SECURE_DEVNET === '1'

function fail(message: string): never {
  console.error(`[secure] ${message}`)
  process.exit(1)
}

let config: ReturnType<typeof readSecureConfig>
try {
  config = readSecureConfig(env)
} catch (error) {
  fail((error as Error).message)
}

let shareKey = config.shareKey
if (!shareKey) {
  if (!devnet)
    fail(
      'SECURE_SHARE_KEY is not set: 32 bytes as 64 hex digits or base64 (e.g. `openssl rand -hex 32`). It encrypts the auth shares at rest; keep it safe and never change it. For local development, PORTICO_SECURE_DEVNET=1 keeps a generated one under .data/secure.',
    )
  const path = join(getSecureDataDir(env), 'share-key')
  const { key, created } = readOrCreateDevnetShareKey(path)
  shareKey = key
  console.log(`[secure] devnet share key ${created ? 'generated into' : 'read from'} ${path}`)
}

// The operator file's chains: nothing starts half-configured, a wrong file stops the site.
let operator: ResolvedOperatorConfig | undefined
try {
  operator = await readSecureOperatorConfig({ argv: process.argv.slice(2), env })
} catch (error) {
  fail(error instanceof ConfigError ? formatConfigProblems(error) : (error as Error).message)
}
let frameNetworks: ReturnType<typeof toFrameNetworks>
try {
  frameNetworks = toFrameNetworks({ operator })
} catch (error) {
  fail((error as Error).message)
}
console.log(
  `[secure] networks: ${operator ? `${operator.path} (${operator.evm.length} EVM, ${operator.solana.length} Solana)` : 'no operator file'} and the built-in networks`,
)
const farcasterIdRegistry = resolveFarcasterIdRegistry({ env, operator })

const frameDir = await prepareFrameBundle((line) => console.log(`[secure] ${line}`))
const database = await openSecureDatabase(env)
const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom })
const app = await createSecureServer({
  database,
  shareKey,
  publicUrl: config.publicUrl,
  apiUrl: config.apiUrl,
  mailer,
  frameDir,
  frameNetworks,
  social: config.social,
  farcasterRelayUrl: config.farcasterRelayUrl,
  farcasterIdRegistry,
  connectSrc: config.connectSrc,
  rateLimits: config.rateLimits,
  logger: { level: config.logLevel },
  trustProxy: config.trustProxy,
  serviceToken: config.serviceToken,
  // The devnet is development: a project allowing * may still try email and social login.
  development: devnet,
})
try {
  await app.listen({ host: config.host, port: config.port })
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code
  await app.close()
  mailer.close()
  await database.destroy()
  fail(
    code === 'EADDRINUSE'
      ? `port ${config.port} is taken: stop what uses it or set ${SECURE_PORT_ENV} to another port`
      : `cannot listen on ${config.host}:${config.port}: ${(error as Error).message}`,
  )
}
const social = Object.keys(config.social)
console.log(
  `Portico secure site on ${config.publicUrl} (${describeSecureDatabase(env)}; social: ${social.length ? social.join(', ') : 'none'}; farcaster: ${config.farcasterRelayUrl ? 'on' : 'off'})`,
)

stopOnSignals({
  onSignal: (signal) => app.log.info({ signal }, 'shutting down'),
  failurePrefix: '[secure] ',
  async stop() {
    await app.close()
    mailer.close()
    await database.destroy()
  },
})
