/** Counters and gauges of one relay node, read by `GET /metrics`. */
export type RelayMetrics = {
  /** Connections accepted since start. */
  connectionsTotal: number
  /**
   * Connections refused, per reason (unauthorized, unknown-project, project-check-unavailable,
   * node-full, address-limit).
   */
  rejected: Map<string, number>
  /** Requests served, per relay method (unknown methods are counted as errors only). */
  requests: Map<string, number>
  /** Messages stored and fanned out (irn_publish, wc_proposeSession, wc_approveSession). */
  publishesTotal: number
  /** irn_subscription calls sent to clients. */
  deliveriesTotal: number
  /** Deliveries acked by clients. */
  acksTotal: number
  /** JSON-RPC errors answered, per error name. */
  errors: Map<string, number>
  /** Sockets closed by the relay for a limit, per close code. */
  limitCloses: Map<number, number>
  /** How long each relay method took to handle, from the request's turn to its answer (observeDuration). */
  requestDurations: Map<string, DurationHistogram>
}

/** Upper bounds (seconds) of the request-duration histogram: 0.1 ms to 1 s. */
export const REQUEST_DURATION_BUCKETS_S = [
  0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1,
] as const

/**
 * One method's durations: a count per bucket (not cumulative: one increment per observation on
 * the hot path; formatMetrics sums them), their sum and count.
 */
export type DurationHistogram = { buckets: number[]; sum: number; count: number }

/** Records one request's handling time, in seconds, under its method. */
export function observeDuration(metrics: RelayMetrics, method: string, seconds: number): void {
  let histogram = metrics.requestDurations.get(method)
  if (!histogram) {
    histogram = {
      buckets: new Array(REQUEST_DURATION_BUCKETS_S.length + 1).fill(0),
      sum: 0,
      count: 0,
    }
    metrics.requestDurations.set(method, histogram)
  }
  let bucket = 0
  while (
    bucket < REQUEST_DURATION_BUCKETS_S.length &&
    seconds > (REQUEST_DURATION_BUCKETS_S[bucket] as number)
  )
    bucket++
  histogram.buckets[bucket] = (histogram.buckets[bucket] ?? 0) + 1
  histogram.sum += seconds
  histogram.count++
}

/** Fresh, zeroed RelayMetrics. */
export function createMetrics(): RelayMetrics {
  return {
    connectionsTotal: 0,
    rejected: new Map(),
    requests: new Map(),
    publishesTotal: 0,
    deliveriesTotal: 0,
    acksTotal: 0,
    errors: new Map(),
    limitCloses: new Map(),
    requestDurations: new Map(),
  }
}

/** Adds one to a labelled counter. */
export function increment<K>(counter: Map<K, number>, key: K): void {
  counter.set(key, (counter.get(key) ?? 0) + 1)
}

/** Gauges read when metrics are scraped. */
export type MetricsGauges = {
  connections: number
  subscribedTopics: number
  mailboxMessages: number
  /** Bytes the mailboxes hold, as the byte budgets count them. */
  storedBytes: number
  awaitingAck: number
}

/** The metrics in Prometheus' text exposition format (version 0.0.4). */
export function formatMetrics(metrics: RelayMetrics, gauges: MetricsGauges): string {
  const lines: string[] = []
  const metric = (
    name: string,
    type: 'counter' | 'gauge',
    help: string,
    samples: [labels: string, value: number][],
  ) => {
    lines.push(`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`)
    for (const [labels, value] of samples) lines.push(`${name}${labels} ${value}`)
  }
  const labelled = <K>(label: string, counter: Map<K, number>): [string, number][] =>
    [...counter].map(([key, value]) => [`{${label}="${String(key)}"}`, value])

  metric('relay_connections', 'gauge', 'Open client connections.', [['', gauges.connections]])
  metric('relay_connections_total', 'counter', 'Client connections accepted.', [
    ['', metrics.connectionsTotal],
  ])
  metric(
    'relay_connections_rejected_total',
    'counter',
    'Client connections refused, by reason.',
    labelled('reason', metrics.rejected),
  )
  metric(
    'relay_requests_total',
    'counter',
    'JSON-RPC requests received, by relay method.',
    labelled('method', metrics.requests),
  )
  metric('relay_publishes_total', 'counter', 'Messages published.', [['', metrics.publishesTotal]])
  metric('relay_deliveries_total', 'counter', 'Messages delivered to clients.', [
    ['', metrics.deliveriesTotal],
  ])
  metric('relay_acks_total', 'counter', 'Deliveries acknowledged by clients.', [
    ['', metrics.acksTotal],
  ])
  metric('relay_awaiting_ack', 'gauge', 'Deliveries not acknowledged yet.', [
    ['', gauges.awaitingAck],
  ])
  metric('relay_subscribed_topics', 'gauge', 'Topics with a subscriber on this node.', [
    ['', gauges.subscribedTopics],
  ])
  metric('relay_mailbox_messages', 'gauge', 'Messages waiting in mailboxes (mailbox depth).', [
    ['', gauges.mailboxMessages],
  ])
  metric(
    'relay_stored_bytes',
    'gauge',
    'Bytes waiting in mailboxes (envelopes plus per-message overhead), as budgets count them.',
    [['', gauges.storedBytes]],
  )
  metric(
    'relay_rpc_errors_total',
    'counter',
    'JSON-RPC errors answered, by error.',
    labelled('error', metrics.errors),
  )
  metric(
    'relay_limit_closes_total',
    'counter',
    'Connections closed by the relay for a limit, by close code.',
    labelled('code', metrics.limitCloses),
  )
  lines.push(
    '# HELP relay_request_duration_seconds Time to handle a JSON-RPC request, by relay method.',
    '# TYPE relay_request_duration_seconds histogram',
  )
  for (const [method, histogram] of metrics.requestDurations) {
    let cumulative = 0
    REQUEST_DURATION_BUCKETS_S.forEach((bound, i) => {
      cumulative += histogram.buckets[i] ?? 0
      lines.push(
        `relay_request_duration_seconds_bucket{method="${method}",le="${bound}"} ${cumulative}`,
      )
    })
    lines.push(
      `relay_request_duration_seconds_bucket{method="${method}",le="+Inf"} ${histogram.count}`,
      `relay_request_duration_seconds_sum{method="${method}"} ${histogram.sum}`,
      `relay_request_duration_seconds_count{method="${method}"} ${histogram.count}`,
    )
  }
  // The refusals of the relay's rate limits, from the counters above (nothing more on the hot
  // path): publishes or queued requests past their rate, connections past the per-address cap.
  metric(
    'relay_rate_limit_refusals_total',
    'counter',
    'Requests or connections refused by a rate limit, by limiter.',
    [
      ['{limiter="requests"}', metrics.errors.get('RATE_LIMITED') ?? 0],
      ['{limiter="connectionsPerIp"}', metrics.rejected.get('address-limit') ?? 0],
    ],
  )
  const memory = process.memoryUsage()
  metric('process_resident_memory_bytes', 'gauge', 'Resident memory of the relay process.', [
    ['', memory.rss],
  ])
  metric('nodejs_heap_used_bytes', 'gauge', 'JavaScript heap in use.', [['', memory.heapUsed]])
  metric('nodejs_heap_total_bytes', 'gauge', 'JavaScript heap reserved.', [['', memory.heapTotal]])
  metric(
    'nodejs_external_memory_bytes',
    'gauge',
    'Memory outside the JavaScript heap (Buffers: stored envelopes, frames being read).',
    [['', memory.external]],
  )
  return `${lines.join('\n')}\n`
}
