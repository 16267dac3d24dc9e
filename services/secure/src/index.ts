/** The embedded-wallet site's server (`@portico/secure`). */

export {
  type BackupSecureDatabaseParameters,
  backupSecureDatabase,
} from './backup/backupSecureDatabase.js'
export { DEFAULT_SECURE_RATE_LIMITS, type SecureRateLimits } from './config/rateLimits.js'
export { readSecureConfig, type SecureConfig } from './config/readSecureConfig.js'
export {
  readSocialProviders,
  SOCIAL_PROVIDERS,
  type SocialProvider,
  type SocialProviderConfig,
  type SocialProvidersConfig,
} from './config/socialProviders.js'
export { parseShareKey } from './crypto/parseShareKey.js'
export {
  DEFAULT_SECURE_DATA_DIR,
  migrateSecureDatabase,
  openSecureDatabase,
  type SecureDb,
} from './db/openSecureDatabase.js'
export type { SecureDatabase } from './db/schema.js'
export { prepareFrameBundle } from './frame/prepareFrameBundle.js'
export { type ToFrameNetworksParameters, toFrameNetworks } from './frame/toFrameNetworks.js'
export { createMailer, type Mailer } from './mail/createMailer.js'
export {
  type CreateSecureServerParameters,
  createSecureServer,
} from './server/createSecureServer.js'
export { SECURE_ERRORS, SecureError, type SecureErrorCode } from './server/errors.js'
export { type ServeSecureParameters, serveSecure } from './serveSecure.js'
