import type { PorticoContext } from '../context.js'
import { AlertError } from '../errors/alerts.js'
import type { PorticoEvent } from '../events/createEmitter.js'
import { createAnalytics } from '../features/analytics/createAnalytics.js'
import { fetchAnalyticsConfig } from '../features/analytics/fetchAnalyticsConfig.js'
import { reportError } from '../features/analytics/reportError.js'
import { showAlert } from '../features/modal/showAlert.js'
import { createHttpClient } from '../http/createHttpClient.js'
import { applyTelegramSocialRules } from './applyTelegramSocialRules.js'
import { checkOrigin } from './checkOrigin.js'
import { detectTelegramPlatform } from './detectTelegramPlatform.js'
import { loadRemoteConfig } from './loadRemoteConfig.js'
import type { ResolvedOptions } from './options.js'

/**
 * What an instance does with the Portico API: the remote features (spec §1: they override local
 * ones, with the warning 'Local configuration ignored'), Telegram's social rules, the origin check
 * for email and social login (spec §5), and analytics of the instance's events (spec §7).
 * `earlier` are events that happened before this module loaded; they are sent first.
 * Returns what stops it.
 */
export function startApi(
  context: PorticoContext,
  options: ResolvedOptions,
  earlier: readonly PorticoEvent[] = [],
): () => void {
  const { stores } = context
  if (!options.apiUrl || !options.projectId) return () => {}
  const client = createHttpClient({ baseUrl: options.apiUrl })
  const controller = new AbortController()
  const { signal } = controller
  void loadRemoteConfig({ client, storage: options.storage, options, signal }).then(
    async ({ features, warning, source, alert: configAlert }) => {
      if (signal.aborted) return
      const socials = applyTelegramSocialRules({
        socials: features.socials,
        platform: detectTelegramPlatform(),
      })
      const inForce = { ...features, socials }
      if (warning) console.warn(`${warning.message}: ${warning.keys.join(', ')}`)
      stores.options.setState({ features: inForce, featuresSource: source, warning })
      // spec §8 'Invalid Project ID': the API does not know the project; the origin check would
      // only fail for the same reason and hide the cause behind 'Origin Not Allowed'.
      if (configAlert) return showAlert(context, configAlert)
      const origin = globalThis.location?.origin
      if (!origin) return
      const alert = await checkOrigin({
        client,
        projectId: options.projectId,
        features: inForce,
        origin,
        signal,
      })
      if (alert && !signal.aborted) {
        stores.alert.setState({ alert: { title: alert.title, message: alert.message } })
        reportError(context, { event: 'ALERT', error: new AlertError(alert.code) })
      }
    },
  )
  const analytics = createAnalytics({
    baseUrl: options.apiUrl,
    projectId: options.projectId,
    enabled: () => stores.options.getState().features.analytics,
    // The project's switch, read once with the remote configuration (spec §7).
    remoteEnabled: fetchAnalyticsConfig({ client, projectId: options.projectId, signal }),
    onAlert: (alert) =>
      stores.alert.setState({ alert: { title: alert.title, message: alert.message } }),
  })
  const report = (event: PorticoEvent) => {
    // Failures travel as error reports, with the error itself (below).
    if (event.type === 'CONNECT_ERROR' || event.type === 'SOCIAL_LOGIN_ERROR') return
    void analytics.send({ type: 'track', event: event.type })
  }
  for (const event of earlier) report(event)
  const stopEvents = context.events.subscribe(report)
  // spec §7: error reports carry errorType, errorMessage and stackTrace (features/analytics).
  const stopErrors = context.errorReports.subscribe(
    ({ event, error }) => void analytics.reportError(error, event),
  )
  return () => {
    controller.abort()
    stopEvents()
    stopErrors()
  }
}
