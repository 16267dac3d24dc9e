import { createServiceTokenCheck } from '../config/serviceToken.js'

/** Where a /metrics request arrived: the service's public port, or the metrics port of its own. */
export type MetricsPort = 'public' | 'metrics'

/** Whether a /metrics request is served, else the answer it gets instead. */
export type MetricsAccessVerdict =
  | { allowed: true }
  | {
      allowed: false
      status: 401 | 403
      headers: Record<string, string>
      body: { error: { code: string; message: string } }
    }

/** Parameters of createMetricsAccess: the settings and the names of their variables (for the messages). */
export type CreateMetricsAccessParameters = {
  /** The bearer token /metrics wants, if set (e.g. PORTICO_API_METRICS_TOKEN). */
  token?: string | undefined
  /** The variable holding the token, named in the 403's message. */
  tokenEnv: string
  /** The variable of the metrics port, named in the 403's message. */
  portEnv: string
}

/**
 * The rule that keeps metrics private, the same for every service: on the public port /metrics
 * wants the token (`Authorization: Bearer <token>`, compared in constant time) and without a
 * token it is not served there at all (403); on the metrics port it is open, unless a token is
 * set, which then applies there too. A missing or wrong token is a 401.
 */
export function createMetricsAccess({
  token,
  tokenEnv,
  portEnv,
}: CreateMetricsAccessParameters): (
  port: MetricsPort,
  authorization: string | undefined,
) => MetricsAccessVerdict {
  const matches = createServiceTokenCheck(token)
  return (port, authorization) => {
    if (port === 'public' && !token)
      return {
        allowed: false,
        status: 403,
        headers: {} as Record<string, string>,
        body: {
          error: {
            code: 'METRICS_PRIVATE',
            message: `metrics are served with a token (${tokenEnv}) or on their own port (${portEnv})`,
          },
        },
      }
    if (!token) return { allowed: true }
    const sent = /^Bearer (.+)$/.exec(authorization ?? '')?.[1] ?? ''
    if (matches(sent)) return { allowed: true }
    return {
      allowed: false,
      status: 401,
      headers: { 'www-authenticate': 'Bearer' },
      body: {
        error: { code: 'UNAUTHORIZED', message: 'metrics want Authorization: Bearer <token>' },
      },
    }
  }
}
