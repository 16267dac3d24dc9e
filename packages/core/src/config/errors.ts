import { PorticoError, type PorticoErrorParameters } from '../errors/PorticoError.js'

// To move into errors/ with the spec §8 hierarchy: the alert codes and titles, and both classes.

/** Alerts of spec §8 that the configuration checks raise. */
export type ConfigAlertCode = 'ORIGIN_NOT_ALLOWED' | 'RATE_LIMITED' | 'SERVER_ERROR'

/** Alert titles exactly as spec §8 words them. */
export const CONFIG_ALERT_TITLES: Readonly<Record<ConfigAlertCode, string>> = Object.freeze({
  ORIGIN_NOT_ALLOWED: 'Origin Not Allowed',
  RATE_LIMITED: 'Rate Limited',
  SERVER_ERROR: 'Server Error',
})

/** A blocking alert for the modal: the spec §8 title and a message saying what to do. */
export type ConfigAlert = { code: ConfigAlertCode; title: string; message: string }

/** Spec §8 "Allowed-origins fetch: HTTP 429 becomes RATE_LIMITED, 5xx becomes SERVER_ERROR". */
export class AllowedOriginsFetchError extends PorticoError {
  override name = 'AllowedOriginsFetchError'
  declare readonly code: 'RATE_LIMITED' | 'SERVER_ERROR'
  constructor(code: 'RATE_LIMITED' | 'SERVER_ERROR', parameters: PorticoErrorParameters = {}) {
    super(CONFIG_ALERT_TITLES[code], { ...parameters, code })
  }
}

/** The answer of `/appkit/v1/config` does not have the documented shape. */
export class InvalidRemoteConfigError extends PorticoError {
  override name = 'InvalidRemoteConfigError'
  constructor(parameters: PorticoErrorParameters = {}) {
    super('Invalid remote configuration', { code: 'INVALID_REMOTE_CONFIG', ...parameters })
  }
}
