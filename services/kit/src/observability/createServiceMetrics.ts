import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'

/** Upper bounds (seconds) of the request-duration histogram: 1 ms to 10 s. */
export const HTTP_DURATION_BUCKETS_S = [
  0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10,
]

/** Parameters of createServiceMetrics. */
export type CreateServiceMetricsParameters = {
  /** Put before every series' name, e.g. 'portico_api_' (process metrics keep theirs). @default '' */
  prefix?: string | undefined
  /** Labels every series carries, e.g. { service: 'api', node: 'a1' }. @default none */
  labels?: Record<string, string> | undefined
  /** Whether the process' own series (CPU, memory, event-loop lag, GC) are collected. @default true */
  processMetrics?: boolean | undefined
}

/** One server's Prometheus series and registry (createServiceMetrics). */
export type ServiceMetrics = {
  /** This server's registry: never prom-client's global one, so several servers share a process. */
  registry: Registry
  /** `http_requests_total{method,route,status}`. */
  httpRequests: Counter<'method' | 'route' | 'status'>
  /** `http_request_duration_seconds{method,route}`: from the request's arrival to the answer sent. */
  httpDuration: Histogram<'method' | 'route'>
  /** `http_request_errors_total{method,route}`: answers with a 5xx status. */
  httpErrors: Counter<'method' | 'route'>
  /** `rate_limit_refusals_total{limiter}`: requests answered 429, by the limiter that refused. */
  rateLimitRefusals: Counter<'limiter'>
  /**
   * Adds a gauge read when metrics are scraped (a queue's length, a mailbox's size); `read`
   * answering undefined leaves the gauge without a value for that scrape.
   */
  addGauge(parameters: {
    name: string
    help: string
    read(): number | undefined | Promise<number | undefined>
  }): void
  /** The registry in Prometheus' text format. */
  text(): Promise<string>
  /** The content type of text(). */
  contentType: string
}

/**
 * A server's metrics on a registry of its own (tests run several nodes in one process): the HTTP
 * series recordHttpMetrics fills, the rate-limit refusals, gauges added by the service, and the
 * process' default series.
 *
 * @example
 * const metrics = createServiceMetrics({ labels: { service: 'api' } })
 * recordHttpMetrics(app, metrics)
 */
export function createServiceMetrics({
  prefix = '',
  labels,
  processMetrics = true,
}: CreateServiceMetricsParameters = {}): ServiceMetrics {
  const registry = new Registry()
  if (labels) registry.setDefaultLabels(labels)
  if (processMetrics) collectDefaultMetrics({ register: registry })
  const registers = [registry]
  return {
    registry,
    httpRequests: new Counter({
      name: `${prefix}http_requests_total`,
      help: 'HTTP requests answered, by method, route and status.',
      labelNames: ['method', 'route', 'status'],
      registers,
    }),
    httpDuration: new Histogram({
      name: `${prefix}http_request_duration_seconds`,
      help: 'Time from a request’s arrival to its answer, by method and route.',
      labelNames: ['method', 'route'],
      buckets: HTTP_DURATION_BUCKETS_S,
      registers,
    }),
    httpErrors: new Counter({
      name: `${prefix}http_request_errors_total`,
      help: 'HTTP requests answered with a server error (5xx), by method and route.',
      labelNames: ['method', 'route'],
      registers,
    }),
    rateLimitRefusals: new Counter({
      name: `${prefix}rate_limit_refusals_total`,
      help: 'Requests refused by a rate limit (429), by limiter.',
      labelNames: ['limiter'],
      registers,
    }),
    addGauge({ name, help, read }) {
      new Gauge({
        name: `${prefix}${name}`,
        help,
        registers,
        async collect() {
          this.reset()
          const value = await read()
          if (value !== undefined && Number.isFinite(value)) this.set(value)
        },
      })
    },
    text: () => registry.metrics(),
    contentType: registry.contentType,
  }
}
