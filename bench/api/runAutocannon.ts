import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'

/** The figures of one autocannon run the bench keeps (latencies in ms). */
export type LoadResult = {
  requestsPerSecond: number
  p50Ms: number
  p90Ms: number
  p99Ms: number
  maxMs: number
  totalRequests: number
  /** Responses outside 2xx: any makes the row suspect. */
  non2xx: number
  errors: number
  timeouts: number
  durationS: number
}

export type RunAutocannonParameters = { url: string; connections: number; durationS: number }

/** The subset of autocannon's `--json` output read here. */
type AutocannonJson = {
  requests: { average: number; total: number }
  latency: { p50: number; p90: number; p99: number; max: number }
  non2xx: number
  errors: number
  timeouts: number
  duration: number
}

const AUTOCANNON_BIN = createRequire(import.meta.url).resolve('autocannon')

/**
 * One autocannon run against `url` (GET, keep-alive, no pipelining), in a child process so the
 * load generator does not share the API's event loop. Resolves with its figures.
 */
export function runAutocannon({
  url,
  connections,
  durationS,
}: RunAutocannonParameters): Promise<LoadResult> {
  const args = [AUTOCANNON_BIN, '--json', '--no-progress']
  args.push('--connections', String(connections), '--duration', String(durationS))
  args.push('--timeout', '10', url)
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk
    })
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk
    })
    child.once('error', reject)
    child.once('close', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}: ${stderr}`))
      try {
        const json = JSON.parse(stdout.trim().split('\n').pop() ?? '') as AutocannonJson
        resolve({
          requestsPerSecond: json.requests.average,
          p50Ms: json.latency.p50,
          p90Ms: json.latency.p90,
          p99Ms: json.latency.p99,
          maxMs: json.latency.max,
          totalRequests: json.requests.total,
          non2xx: json.non2xx,
          errors: json.errors,
          timeouts: json.timeouts,
          durationS: json.duration,
        })
      } catch (error) {
        reject(
          new Error(`autocannon printed no JSON result: ${stdout}\n${stderr}`, { cause: error }),
        )
      }
    })
  })
}
