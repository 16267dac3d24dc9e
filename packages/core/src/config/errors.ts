import { ALERTS, type Alert, AlertError } from '../errors/alerts.js'
import { PorticoError, type PorticoErrorParameters } from '../errors/PorticoError.js'

/** Alerts the configuration checks raise (spec §8); titles and codes come from ALERTS. */
export type ConfigAlertCode = 'ORIGIN_NOT_ALLOWED' | 'RATE_LIMITED' | 'SERVER_ERROR'

/** A blocking alert for the modal: one of ALERTS, with a message about this page. */
export type ConfigAlert = Alert & { code: ConfigAlertCode }

/** The alert of `code`, with a message of its own when the situation says more than the default. */
export function configAlert(code: ConfigAlertCode, message?: string): ConfigAlert {
  return { ...ALERTS[code], ...(message ? { message } : {}) }
}

/** Spec §8 "Allowed-origins fetch: HTTP 429 becomes RATE_LIMITED, 5xx becomes SERVER_ERROR". */
export class AllowedOriginsFetchError extends AlertError {
  override name = 'AllowedOriginsFetchError'
  static override readonly docsPath: string = '/errors#allowed-origins-fetch'
  declare readonly code: 'RATE_LIMITED' | 'SERVER_ERROR'
  constructor(
    code: 'RATE_LIMITED' | 'SERVER_ERROR',
    parameters: Omit<PorticoErrorParameters, 'code'> = {},
  ) {
    super(code, parameters)
  }
}

/** The answer of `/appkit/v1/config` does not have the documented shape. */
export class InvalidRemoteConfigError extends PorticoError {
  override name = 'InvalidRemoteConfigError'
  static override readonly docsPath: string = '/errors#invalid-remote-config'
  constructor(parameters: PorticoErrorParameters = {}) {
    super('Invalid remote configuration', { code: 'INVALID_REMOTE_CONFIG', ...parameters })
  }
}
