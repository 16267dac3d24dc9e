import { join } from 'node:path'
import {
  ConfigError,
  findDevelopmentSecrets,
  formatConfigProblems,
  type MetricsSettings,
  metricsEnvNames,
  PORTICO_ENV,
  type ResolvedOperatorConfig,
  type RunningService,
  readMetricsSettings,
  SERVICE_TOKEN_ENV,
  StartupError,
} from '@portico/kit'
import { readSecureConfig, SECURE_PORT_ENV } from './config/readSecureConfig.js'
import { readSecureOperatorConfig } from './config/readSecureOperatorConfig.js'
import { readOrCreateDevnetShareKey } from './crypto/readOrCreateDevnetShareKey.js'
import {
  DEFAULT_SECURE_DATA_DIR,
  describeSecureDatabase,
  getSecureDataDir,
  openSecureDatabase,
} from './db/openSecureDatabase.js'
import { resolveFarcasterIdRegistry } from './farcaster/readFarcasterIdRegistryConfig.js'
import { prepareFrameBundle } from './frame/prepareFrameBundle.js'
import { toFrameNetworks } from './frame/toFrameNetworks.js'
import { createMailer } from './mail/createMailer.js'
import { createSecureServer } from './server/createSecureServer.js'

/** The secure site's secrets that must not be public test values outside development. */
const SECURE_SECRET_ENV = ['SECURE_SHARE_KEY', SERVICE_TOKEN_ENV, 'PORTICO_SECURE_METRICS_TOKEN']

/** What {@link serveSecure} reads. */
export type ServeSecureParameters = {
  /** `--config <file>` (else PORTICO_CONFIG): the operator configuration's networks. */
  argv: readonly string[]
  env: Record<string, string | undefined>
  /** Where SQLite keeps `secure.sqlite` when PORTICO_DATA_DIR is not set. @default `.data/secure` of the repository */
  defaultDataDir?: string | undefined
  /**
   * The built frame page's folder. @default the repository's, built first when stale
   * (prepareFrameBundle); an installed program passes the one it ships.
   */
  frameDir?: string | undefined
  /** Lines for the operator. @default console.log with a `[secure]` prefix */
  log?: ((line: string) => void) | undefined
}

/**
 * The embedded-wallet site, started on PORTICO_SECURE_HOST (127.0.0.1) and PORTICO_SECURE_PORT
 * (4002): the frame page, the social callback and the auth API. PostgreSQL when DATABASE_URL is
 * set, else SQLite in PORTICO_DATA_DIR. SECURE_SHARE_KEY is required, except with
 * PORTICO_SECURE_DEVNET=1 (`npm start`, `npm run secure`), which keeps a generated key beside the
 * SQLite file. The frame's networks: the operator file's chains and the built-in networks. Every
 * setting: docs/embedded-wallet.md. A wrong setting, or a public test secret outside development
 * (PORTICO_ENV=development or PORTICO_SECURE_DEVNET=1), throws a StartupError naming it, before
 * anything opens.
 */
export async function serveSecure({
  argv,
  env,
  defaultDataDir = DEFAULT_SECURE_DATA_DIR,
  frameDir,
  log = (line) => console.log(`[secure] ${line}`),
}: ServeSecureParameters): Promise<RunningService> {
  const devnet = env.PORTICO_SECURE_DEVNET === '1'
  let config: ReturnType<typeof readSecureConfig>
  let metrics: MetricsSettings
  let operator: ResolvedOperatorConfig | undefined
  let frameNetworks: ReturnType<typeof toFrameNetworks>
  try {
    config = readSecureConfig(env)
    // /metrics: PORTICO_SECURE_METRICS_TOKEN, _PORT, _HOST (private unless one is set).
    metrics = readMetricsSettings(env, metricsEnvNames('SECURE'))
    // The operator file's chains: nothing starts half-configured, a wrong file stops the site.
    operator = await readSecureOperatorConfig({ argv, env })
    frameNetworks = toFrameNetworks({ operator })
  } catch (error) {
    throw new StartupError(
      error instanceof ConfigError ? formatConfigProblems(error) : (error as Error).message,
    )
  }
  const developmentSecrets = findDevelopmentSecrets(env, SECURE_SECRET_ENV, {
    development: devnet || env[PORTICO_ENV] === 'development',
  })
  if (developmentSecrets.length) throw new StartupError(developmentSecrets.join('\n'))

  let shareKey = config.shareKey
  if (!shareKey) {
    if (!devnet)
      throw new StartupError(
        'SECURE_SHARE_KEY is not set: 32 bytes as 64 hex digits or base64 (`portico secrets generate` prints one). It encrypts the auth shares at rest; keep it safe and never change it. For local development, PORTICO_SECURE_DEVNET=1 keeps a generated one beside the SQLite file.',
      )
    const path = join(getSecureDataDir(env, defaultDataDir), 'share-key')
    const { key, created } = readOrCreateDevnetShareKey(path)
    shareKey = key
    log(`devnet share key ${created ? 'generated into' : 'read from'} ${path}`)
  }
  log(
    `networks: ${operator ? `${operator.path} (${operator.evm.length} EVM, ${operator.solana.length} Solana)` : 'no operator file'} and the built-in networks`,
  )
  const farcasterIdRegistry = resolveFarcasterIdRegistry({ env, operator })

  const frame = frameDir ?? (await prepareFrameBundle(log))
  const database = await openSecureDatabase(env, defaultDataDir)
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom })
  // A refusal here (a share key that does not decrypt the stored shares, an unreachable Redis)
  // closes what was opened, so nothing keeps the process alive half-started.
  let app: Awaited<ReturnType<typeof createSecureServer>>
  try {
    app = await createSecureServer({
      database,
      shareKey,
      publicUrl: config.publicUrl,
      apiUrl: config.apiUrl,
      mailer,
      frameDir: frame,
      frameNetworks,
      social: config.social,
      farcasterRelayUrl: config.farcasterRelayUrl,
      farcasterIdRegistry,
      connectSrc: config.connectSrc,
      rateLimits: config.rateLimits,
      logger: { level: config.logLevel },
      trustProxy: config.trustProxy,
      serviceToken: config.serviceToken,
      // Several nodes: rate limits counted in Redis, origins re-read within their TTL.
      redisUrl: config.redisUrl,
      metrics,
      originsCacheTtlMs: config.originsCacheTtlMs,
      // The devnet is development: a project allowing * may still try email and social login.
      development: devnet,
    })
  } catch (error) {
    mailer.close()
    await database.destroy()
    throw error
  }
  const close = async () => {
    await app.close()
    mailer.close()
    await database.destroy()
  }
  try {
    await app.listen({ host: config.host, port: config.port })
  } catch (error) {
    await close()
    const code = (error as NodeJS.ErrnoException).code
    throw new StartupError(
      code === 'EADDRINUSE'
        ? `port ${config.port} is taken: stop what uses it or set ${SECURE_PORT_ENV} to another port`
        : `cannot listen on ${config.host}:${config.port}: ${(error as Error).message}`,
    )
  }
  const social = Object.keys(config.social)
  return {
    name: 'secure site',
    url: config.publicUrl,
    markDraining: () => app.markDraining(),
    description: `${describeSecureDatabase(env, defaultDataDir)}; social: ${social.length ? social.join(', ') : 'none'}; farcaster: ${config.farcasterRelayUrl ? 'on' : 'off'}`,
    close,
  }
}
