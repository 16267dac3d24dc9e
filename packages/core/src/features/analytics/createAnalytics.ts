import {
  ANALYTICS_MAX_EVENTS,
  ANALYTICS_WINDOW_MS,
  SDK_TYPE,
  SDK_VERSION,
} from '../../constants.js'
import { ALERTS, type Alert } from '../../errors/alerts.js'
import { PorticoError } from '../../errors/PorticoError.js'
import { createHttpClient } from '../../http/createHttpClient.js'
import { HttpRequestError, HttpStatusError } from '../../http/errors.js'
import { createSlidingWindowLimiter } from './createSlidingWindowLimiter.js'
import { randomUuid } from './randomUuid.js'
import { toErrorProps } from './toErrorProps.js'

/** Names of the events the widget reports (spec §7); others may be added. */
export type AnalyticsEventName =
  | 'MODAL_OPEN'
  | 'MODAL_CLOSE'
  | 'CONNECT_SUCCESS'
  | 'CONNECT_ERROR'
  | `SOCIAL_LOGIN_${string}`
  | (string & {})

/** The `props` of one event (spec §7). */
export type AnalyticsProps = {
  /** 'track' for usage events, 'error' for error reports. */
  type: 'track' | 'error'
  event: AnalyticsEventName
  errorType?: string | undefined
  errorMessage?: string | undefined
  stackTrace?: string | undefined
}

/** The body of `POST /e` (spec §7). */
export type AnalyticsPayload = {
  /** A random UUID per event. */
  eventId: string
  /** The page's URL without its query and fragment (where login codes and tokens travel). */
  url: string
  /** The page's host name. */
  domain: string
  /** When the event was sent, in milliseconds since the epoch. */
  timestamp: number
  props: AnalyticsProps
}

/**
 * Why an event was not sent: `disabled` by the local or remote toggle, `project-disabled` by the
 * project's `/getAnalyticsConfig` (or because it could not be read), over the cap, or refused
 * before with 403.
 */
export type AnalyticsSkipReason = 'disabled' | 'project-disabled' | 'rate-limited' | 'blocked'

/** What became of one event. A failure is reported, never thrown, and never called a success. */
export type AnalyticsSendResult =
  | { status: 'sent' }
  | { status: 'skipped'; reason: AnalyticsSkipReason }
  | { status: 'failed'; error: PorticoError }

export type CreateAnalyticsParameters = {
  /** The API that takes `POST /e`. */
  baseUrl: string
  projectId: string
  /** Read before each event (the local and remote `features.analytics`); nothing is sent when false. */
  enabled: boolean | (() => boolean)
  /**
   * The project's own switch (spec §7 `/getAnalyticsConfig (isAnalyticsEnabled)`), read once per
   * instance (fetchAnalyticsConfig). Every event waits for it; nothing is sent when it is false or
   * could not be read (rejected). @default Promise.resolve(true): no remote switch
   */
  remoteEnabled?: Promise<boolean> | undefined
  /** Shows an alert in the modal; called once per instance, with 'Invalid App Configuration'. */
  onAlert?: ((alert: Alert) => void) | undefined
  /** @default globalThis.fetch */
  fetch?: typeof fetch | undefined
  /** @default Date.now */
  now?: (() => number) | undefined
  /** @default randomUuid (crypto.getRandomValues) */
  randomUUID?: (() => string) | undefined
  /** The page; undefined outside a browser. @default globalThis.location */
  getLocation?: (() => { href: string; hostname: string } | undefined) | undefined
}

/** Analytics and error reporting of one instance. */
export type Analytics = {
  /** Sends one event, unless disabled, over the cap, or refused before with 403. */
  send(props: AnalyticsProps): Promise<AnalyticsSendResult>
  /** Sends an error report under `event`: its class name, message and stack, redacted (toErrorProps). */
  reportError(error: unknown, event: AnalyticsEventName): Promise<AnalyticsSendResult>
}

/** `href` without its query and fragment. */
function pageUrl(href: string): string {
  return URL.canParse(href) ? new URL(href).origin + new URL(href).pathname : ''
}

/**
 * Analytics and error reporting (spec §7): `POST /e?projectId&st&sv` with one event per request.
 * At most ANALYTICS_MAX_EVENTS (5) events in any ANALYTICS_WINDOW_MS (60 s), a sliding window
 * counting every attempt. A 403 answer shows 'Invalid App Configuration' once and stops all
 * sending for this instance. Failures never reach the widget: they come back as results.
 *
 * @example
 * const analytics = createAnalytics({ baseUrl: apiUrl, projectId, enabled: true, onAlert })
 * await analytics.send({ type: 'track', event: 'MODAL_OPEN' })
 */
export function createAnalytics({
  baseUrl,
  projectId,
  enabled,
  remoteEnabled = Promise.resolve(true),
  onAlert,
  fetch,
  now = Date.now,
  randomUUID = randomUuid,
  getLocation = () => globalThis.location,
}: CreateAnalyticsParameters): Analytics {
  const client = createHttpClient({
    baseUrl,
    baseQuery: { projectId, st: SDK_TYPE, sv: SDK_VERSION },
    fetch,
  })
  const limiter = createSlidingWindowLimiter({
    max: ANALYTICS_MAX_EVENTS,
    windowMs: ANALYTICS_WINDOW_MS,
    now,
  })
  let blocked = false
  // A switch that cannot be read counts as off: a project that turned analytics off must not get
  // events because its answer was lost (the upstream widget does the same).
  const projectEnabled = remoteEnabled.then(
    (value) => value === true,
    () => false,
  )

  async function send(props: AnalyticsProps): Promise<AnalyticsSendResult> {
    if (!(await projectEnabled)) return { status: 'skipped', reason: 'project-disabled' }
    if (!(typeof enabled === 'function' ? enabled() : enabled))
      return { status: 'skipped', reason: 'disabled' }
    if (blocked) return { status: 'skipped', reason: 'blocked' }
    if (!limiter.tryTake()) return { status: 'skipped', reason: 'rate-limited' }
    try {
      const location = getLocation()
      const body: AnalyticsPayload = {
        eventId: randomUUID(),
        url: location ? pageUrl(location.href) : '',
        domain: location?.hostname ?? '',
        timestamp: now(),
        props,
      }
      await client.post({ path: '/e', body })
      return { status: 'sent' }
    } catch (error) {
      // Several events may be in flight when the first 403 comes back: one alert only.
      if (error instanceof HttpStatusError && error.status === 403 && !blocked) {
        blocked = true
        onAlert?.(ALERTS.INVALID_APP_CONFIGURATION)
      }
      // Analytics never breaks the widget: the failure is returned, not thrown.
      return {
        status: 'failed',
        error: error instanceof PorticoError ? error : new HttpRequestError({ cause: error }),
      }
    }
  }

  return {
    send,
    reportError: (error, event) => send(toErrorProps(error, event)),
  }
}
