import { createServer, type Server } from 'node:http'
import type { FastifyInstance, FastifySchema } from 'fastify'
import type { ServiceMetrics } from './createServiceMetrics.js'
import { createMetricsAccess, type MetricsPort } from './metricsAccess.js'
import type { MetricsEnvNames, MetricsSettings } from './readMetricsSettings.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** Where GET /metrics is served: the metrics port's URL, else the public port's path. */
    metricsUrl: string | undefined
  }
}

/** Parameters of serveMetrics. */
export type ServeMetricsParameters = MetricsSettings &
  Pick<MetricsEnvNames, 'tokenEnv' | 'portEnv'> & { metrics: ServiceMetrics }

/**
 * Serves `metrics` as GET /metrics, private by createMetricsAccess's rule: on `app` (the public
 * port) with the token only, and on a port of its own (`port`, on `host`, default 127.0.0.1) when
 * set, which opens with this call (a taken port throws here, before the service listens) and
 * closes with `app`. `app.metricsUrl` says where the metrics port listens.
 */
export async function serveMetrics(
  app: FastifyInstance,
  { metrics, token, port, host = '127.0.0.1', tokenEnv, portEnv }: ServeMetricsParameters,
): Promise<void> {
  const access = createMetricsAccess({ token, tokenEnv, portEnv })
  app.get(
    '/metrics',
    {
      config: { public: true }, // Out of an OpenAPI document (@fastify/swagger reads `hide`).
      schema: { hide: true } as FastifySchema,
      logLevel: 'warn',
    },
    async (request, reply) => {
      const verdict = access('public', request.headers.authorization)
      if (!verdict.allowed)
        return reply.code(verdict.status).headers(verdict.headers).send(verdict.body)
      return reply.type(metrics.contentType).send(await metrics.text())
    },
  )
  app.decorate('metricsUrl', undefined)
  if (port === undefined) return
  const server = await listenMetricsPort({ port, host, metrics, access })
  const address = server.address()
  const bound = typeof address === 'object' && address ? address.port : port
  app.metricsUrl = `http://${host.includes(':') ? `[${host}]` : host}:${bound}/metrics`
  app.addHook('onClose', async () => {
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  })
}

async function listenMetricsPort({
  port,
  host,
  metrics,
  access,
}: {
  port: number
  host: string
  metrics: ServiceMetrics
  access: ReturnType<typeof createMetricsAccess>
}): Promise<Server> {
  const server = createServer((request, response) => {
    const send = (status: number, headers: Record<string, string>, body: string) => {
      response.writeHead(status, headers)
      response.end(body)
    }
    const path = (request.url ?? '/').split('?')[0]
    if (path !== '/metrics')
      return send(
        404,
        { 'content-type': 'application/json' },
        JSON.stringify({ error: { code: 'NOT_FOUND', message: `No route ${path}` } }),
      )
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return send(
        405,
        { 'content-type': 'application/json' },
        JSON.stringify({ error: { code: 'METHOD_NOT_ALLOWED', message: 'Use GET' } }),
      )
    const verdict = access('metrics' satisfies MetricsPort, request.headers.authorization)
    if (!verdict.allowed)
      return send(
        verdict.status,
        { ...verdict.headers, 'content-type': 'application/json' },
        JSON.stringify(verdict.body),
      )
    metrics.text().then(
      (text) => send(200, { 'content-type': metrics.contentType }, text),
      () =>
        send(
          500,
          { 'content-type': 'application/json' },
          JSON.stringify({ error: { code: 'SERVER_ERROR', message: 'metrics unavailable' } }),
        ),
    )
  })
  server.on('clientError', (_error, socket) => socket.destroy())
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  return server
}
