import { PorticoError, type PorticoErrorParameters } from './PorticoError.js'

/** How an alert is shown: a blocking error or a neutral note. */
export type AlertVariant = 'error' | 'info'

type AlertDefinition = { code: string; title: string; message: string; variant: AlertVariant }

/**
 * Every alert of spec §8, by code. The titles are the spec's; the messages are ours and point at
 * the fix. `IFRAME_LOAD_FAILED` and `IFRAME_REQUEST_TIMEOUT` are reported in lower case
 * (`iframe_load_failed`, `iframe_request_timeout`) as the spec words the frame timeouts.
 */
export const ALERTS = {
  NETWORK_NOT_FOUND: {
    code: 'NETWORK_NOT_FOUND',
    title: 'Network Not Found',
    message: "The network is not in the 'networks' option passed to createPortico().",
    variant: 'error',
  },
  ORIGIN_NOT_ALLOWED: {
    code: 'ORIGIN_NOT_ALLOWED',
    title: 'Origin Not Allowed',
    message:
      "This site's origin is not on the project's allowed origins. Add it to the project's configuration.",
    variant: 'error',
  },
  IFRAME_LOAD_FAILED: {
    code: 'IFRAME_LOAD_FAILED',
    title: 'Network Error - Could not load embedded wallet',
    message: 'The embedded wallet did not load. Check your connection and try again later.',
    variant: 'error',
  },
  IFRAME_REQUEST_TIMEOUT: {
    code: 'IFRAME_REQUEST_TIMEOUT',
    title: 'Embedded Wallet Request Timed Out',
    message: 'The embedded wallet did not answer in time. Please try again later.',
    variant: 'error',
  },
  UNVERIFIED_DOMAIN: {
    code: 'UNVERIFIED_DOMAIN',
    title: 'Unverified Domain',
    message:
      "The embedded wallet refused this domain. Add it to the project's allowed origins and reload.",
    variant: 'error',
  },
  SESSION_EXPIRED: {
    code: 'SESSION_EXPIRED',
    title: 'Session Expired',
    message: "The wallet session is no longer valid. Check your device's clock and connect again.",
    variant: 'error',
  },
  INVALID_PROJECT_ID: {
    code: 'INVALID_PROJECT_ID',
    title: 'Invalid Project ID',
    message:
      'The server does not know this project id. Check the projectId passed to createPortico().',
    variant: 'error',
  },
  PROJECT_ID_NOT_CONFIGURED: {
    code: 'PROJECT_ID_NOT_CONFIGURED',
    title: 'Project ID Not Configured',
    message: 'No project id was given. Pass projectId to createPortico().',
    variant: 'error',
  },
  SERVER_ERROR: {
    code: 'SERVER_ERROR',
    title: 'Server Error',
    message: "The app's configuration could not be loaded from the server. Please try again later.",
    variant: 'error',
  },
  RATE_LIMITED: {
    code: 'RATE_LIMITED',
    title: 'Rate Limited',
    message: 'The server received too many requests. Wait a moment and try again.',
    variant: 'error',
  },
  MULTI_WALLET_NOT_ENABLED: {
    code: 'MULTI_WALLET_NOT_ENABLED',
    title: 'Multi-Wallet Not Enabled',
    message:
      'Connecting several wallets at once is not enabled for this project. Disconnect the current wallet first.',
    variant: 'info',
  },
  INVALID_APP_CONFIGURATION: {
    code: 'INVALID_APP_CONFIGURATION',
    title: 'Invalid App Configuration',
    message:
      "The server refused this app's requests (HTTP 403). Check the project id and the allowed origins.",
    variant: 'error',
  },
} as const satisfies Record<string, AlertDefinition>

/** The code of one alert of {@link ALERTS}. */
export type AlertCode = keyof typeof ALERTS

/** One blocking message the modal shows instead of its views (spec §8 "Alerts"). */
export type Alert = {
  readonly code: AlertCode
  /** The headline, exactly as spec §8 names the alert. */
  readonly title: string
  /** What happened and what to do about it. */
  readonly message: string
  readonly variant: AlertVariant
}

/** A condition that shows one of the {@link ALERTS}: shortMessage is its title, code its code. */
export class AlertError extends PorticoError {
  override name = 'AlertError'
  static override readonly docsPath: string = '/errors#alert'
  readonly alert: Alert
  declare readonly code: AlertCode
  constructor(code: AlertCode, parameters: Omit<PorticoErrorParameters, 'code'> = {}) {
    const alert: Alert = ALERTS[code]
    super(alert.title, { details: alert.message, ...parameters, code })
    this.alert = alert
  }
}

/**
 * The alert an HTTP status of the allowed-origins fetch becomes (spec §8): 429 → RATE_LIMITED,
 * 5xx → SERVER_ERROR, anything else none (the caller falls back to an empty list).
 */
export function alertCodeFromHttpStatus(
  status: number,
): 'RATE_LIMITED' | 'SERVER_ERROR' | undefined {
  if (status === 429) return 'RATE_LIMITED'
  if (status >= 500 && status <= 599) return 'SERVER_ERROR'
  return undefined
}
