import type { LoadSample } from './loadClients.js'

/** What one load run measured, over every load process. */
export type LoadResult = {
  messages: number
  clients: number
  /** Load processes the clients were spread over. */
  processes: number
  /** Paced send rate asked for (all processes together), or null for a burst. */
  ratePerSecond: number | null
  elapsedMs: number
  messagesPerSecond: number
  p50Ms: number
  p99Ms: number
  maxMs: number
  /** Messages that never arrived within the run's time limit. */
  lost: number
  /** Publishes the relay answered with an error. */
  errors: number
  /** CPU time the server (every node) used per message, in µs: what the machine's load does not change. */
  serverCpuUsPerMessage: number
  /** CPU time the load processes used per message, in µs. */
  clientCpuUsPerMessage: number
}

/**
 * One run's figures from what each load process saw: latencies pooled, throughput from the
 * first publish in any process to the last delivery in any.
 */
export function summarizeLoad(
  samples: LoadSample[],
  { ratePerSecond, serverCpuMs }: { ratePerSecond: number | null; serverCpuMs: number },
): LoadResult {
  const sum = (pick: (s: LoadSample) => number) => samples.reduce((n, s) => n + pick(s), 0)
  const messages = sum((s) => s.messages)
  const received = sum((s) => s.received)
  const startedAt = Math.min(...samples.map((s) => s.startedAtMs))
  const endedAt = Math.max(...samples.map((s) => s.endedAtMs))
  const elapsedMs = endedAt - startedAt
  const sorted = samples.flatMap((s) => s.latencies).sort((a, b) => a - b)
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN
  return {
    messages,
    clients: sum((s) => s.clients),
    processes: samples.length,
    ratePerSecond,
    elapsedMs,
    messagesPerSecond: (received / elapsedMs) * 1_000,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    maxMs: sorted.at(-1) ?? Number.NaN,
    lost: messages - received,
    errors: sum((s) => s.errors),
    serverCpuUsPerMessage: (serverCpuMs * 1_000) / messages,
    clientCpuUsPerMessage: sum((s) => s.cpuUs) / messages,
  }
}
