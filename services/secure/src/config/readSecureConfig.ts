import { readCacheTtlMs, readRedisUrl, readServiceToken, readTrustProxy } from '@portico/kit'
import { getPort, PORT_ENV } from '../../../../devnet/src/ports.js'
import { parseShareKey } from '../crypto/parseShareKey.js'
import type { FarcasterIdRegistryConfig } from '../farcaster/createFarcasterIdRegistry.js'
import { readFarcasterIdRegistryConfig } from '../farcaster/readFarcasterIdRegistryConfig.js'
import { readRateLimits, type SecureRateLimits } from './rateLimits.js'
import { readSocialProviders, type SocialProvidersConfig } from './socialProviders.js'

/** The secure server's settings, as `npm run secure` reads them from the environment. */
export type SecureConfig = {
  /** @default 127.0.0.1 (PORTICO_SECURE_HOST) */
  host: string
  /** @default 4002 (PORTICO_SECURE_PORT) */
  port: number
  /** The secure site's origin as browsers see it (PORTICO_SECURE_PUBLIC_URL). @default http://127.0.0.1:<port> */
  publicUrl: string
  /** The Portico API, for projects' allowed origins (PORTICO_SECURE_API_URL). @default http://127.0.0.1:<api port> */
  apiUrl: string
  /** SECURE_SHARE_KEY, or undefined when it is not set (main.ts decides what that means). */
  shareKey: Buffer | undefined
  /** Where mail goes (SMTP_URL). @default smtp://127.0.0.1:<mail catcher port> */
  smtpUrl: string
  /** The From of every mail (MAIL_FROM). @default Portico <no-reply@portico.localhost> */
  mailFrom: string
  /** SOCIAL_<PROVIDER>_ISSUER / _CLIENT_ID / _CLIENT_SECRET. */
  social: SocialProvidersConfig
  /** Farcaster's relay (FARCASTER_RELAY_URL); without it Farcaster login is unavailable. */
  farcasterRelayUrl: string | undefined
  /** Farcaster's IdRegistry (FARCASTER_ID_REGISTRY_RPC_URL, FARCASTER_ID_REGISTRY_ADDRESS). @default OP Mainnet's */
  farcasterIdRegistry: FarcasterIdRegistryConfig
  /** PORTICO_SECURE_LIMIT_* overrides applied. */
  rateLimits: SecureRateLimits
  /** REDIS_URL: the rate limits counted cluster-wide. @default none (each node counts alone) */
  redisUrl: string | undefined
  /**
   * How long a node keeps a project's allowed origins (PORTICO_SECURE_ORIGINS_CACHE_TTL_MS): an
   * edit reaches every node within it plus the API's project cache. @default createSecureServer's (60 s)
   */
  originsCacheTtlMs: number | undefined
  /** Extra `connect-src` sources of the frame page, e.g. the chains' RPC URLs (PORTICO_SECURE_CONNECT_SRC, space-separated). */
  connectSrc: string[]
  /** @default info (PORTICO_SECURE_LOG_LEVEL) */
  logLevel: string
  /**
   * Which proxies' X-Forwarded-For to believe (PORTICO_SECURE_TRUST_PROXY): a hop count (`1` or
   * `true`: one proxy) or the proxies' addresses/CIDRs, comma-separated. @default false (none)
   */
  trustProxy: false | number | string[]
  /**
   * The secret shared with the Portico API (PORTICO_SERVICE_TOKEN, at least 32 characters), sent
   * with the frame's project lookups so strangers cannot rate-limit them. @default none
   */
  serviceToken: string | undefined
}

function readUrl(env: Record<string, string | undefined>, name: string, fallback: string) {
  const value = env[name] || fallback
  if (!URL.canParse(value)) throw new Error(`${name} must be a URL`)
  return value.replace(/\/+$/, '')
}

/** A CSP source expression without anything that could end the directive. */
const CSP_SOURCE = /^(?:[a-z][a-z0-9+.-]*:\/\/[^\s;,'"]+|[a-z][a-z0-9+.-]*:|'self')$/i

/** Reads the secure server's settings from `env`; a malformed value throws naming its variable, never echoing a secret. */
export function readSecureConfig(
  env: Record<string, string | undefined> = process.env,
): SecureConfig {
  const port = getPort('secure', env)
  const publicUrl = readUrl(env, 'PORTICO_SECURE_PUBLIC_URL', `http://127.0.0.1:${port}`)
  if (new URL(publicUrl).origin !== publicUrl)
    throw new Error('PORTICO_SECURE_PUBLIC_URL must be an origin (scheme://host[:port]), no path')
  const connectSrc = (env.PORTICO_SECURE_CONNECT_SRC ?? '').split(/\s+/).filter(Boolean)
  const bad = connectSrc.find((source) => !CSP_SOURCE.test(source))
  if (bad !== undefined)
    throw new Error(`PORTICO_SECURE_CONNECT_SRC: '${bad}' is not a CSP source expression`)
  const smtpUrl = env.SMTP_URL || `smtp://127.0.0.1:${getPort('mailSmtp', env)}`
  if (!URL.canParse(smtpUrl) || !/^smtps?:$/.test(new URL(smtpUrl).protocol))
    throw new Error('SMTP_URL must be an smtp:// or smtps:// URL')
  return {
    host: env.PORTICO_SECURE_HOST || '127.0.0.1',
    port,
    publicUrl,
    apiUrl: readUrl(env, 'PORTICO_SECURE_API_URL', `http://127.0.0.1:${getPort('api', env)}`),
    shareKey: env.SECURE_SHARE_KEY ? parseShareKey(env.SECURE_SHARE_KEY) : undefined,
    smtpUrl,
    mailFrom: env.MAIL_FROM || 'Portico <no-reply@portico.localhost>',
    social: readSocialProviders(env),
    farcasterRelayUrl: env.FARCASTER_RELAY_URL
      ? readUrl(env, 'FARCASTER_RELAY_URL', '')
      : undefined,
    farcasterIdRegistry: readFarcasterIdRegistryConfig(env),
    rateLimits: readRateLimits(env),
    redisUrl: readRedisUrl(env),
    originsCacheTtlMs: readCacheTtlMs(env, ORIGINS_CACHE_TTL_ENV),
    connectSrc,
    logLevel: env.PORTICO_SECURE_LOG_LEVEL || 'info',
    trustProxy: readTrustProxy(env.PORTICO_SECURE_TRUST_PROXY, 'PORTICO_SECURE_TRUST_PROXY'),
    serviceToken: readServiceToken(env),
  }
}

/** The variable of the secure server's origins cache TTL. */
export const ORIGINS_CACHE_TTL_ENV = 'PORTICO_SECURE_ORIGINS_CACHE_TTL_MS'

/** The variable that moves the secure server's port. */
export const SECURE_PORT_ENV = PORT_ENV.secure
