/** Where and how a service serves /metrics (readMetricsSettings). */
export type MetricsSettings = {
  /** The bearer token /metrics wants. @default none */
  token?: string | undefined
  /** A port of its own for /metrics. @default none: the public port only, with the token */
  port?: number | undefined
  /** The metrics port's address. @default '127.0.0.1' */
  host?: string | undefined
}

/** The names of one service's metrics variables, e.g. PORTICO_API_METRICS_TOKEN. */
export type MetricsEnvNames = { tokenEnv: string; portEnv: string; hostEnv: string }

/** The variables of a service named `service` (API → PORTICO_API_METRICS_TOKEN, …_PORT, …_HOST). */
export function metricsEnvNames(service: 'API' | 'SECURE' | 'RELAY'): MetricsEnvNames {
  return {
    tokenEnv: `PORTICO_${service}_METRICS_TOKEN`,
    portEnv: `PORTICO_${service}_METRICS_PORT`,
    hostEnv: `PORTICO_${service}_METRICS_HOST`,
  }
}

/**
 * A service's metrics settings from the environment; an empty variable counts as unset. A port
 * that is not a whole number from 1 to 65535 throws a message naming the variable.
 */
export function readMetricsSettings(
  env: Readonly<Record<string, string | undefined>>,
  { tokenEnv, portEnv, hostEnv }: MetricsEnvNames,
): MetricsSettings {
  const settings: MetricsSettings = {}
  const token = env[tokenEnv]?.trim()
  if (token) settings.token = token
  const rawPort = env[portEnv]?.trim()
  if (rawPort) {
    const port = Number(rawPort)
    if (!/^\d+$/.test(rawPort) || port < 1 || port > 65_535)
      throw new Error(`${portEnv} must be a port (1-65535), got '${rawPort.slice(0, 20)}'`)
    settings.port = port
  }
  const host = env[hostEnv]?.trim()
  if (host) settings.host = host
  return settings
}
