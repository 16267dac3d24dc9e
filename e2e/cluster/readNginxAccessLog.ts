import { readFileSync } from 'node:fs'

/** One request as the balancer's access log tells it (devnet/src/cluster/formatNginxConfig.ts). */
export type AccessLogEntry = {
  method: string
  /** Path and query, as the client asked. */
  path: string
  /** What the client got. */
  status: number
  /** X-Request-Id: the client's, else nginx's own (nginx returns it in the answer). */
  requestId: string
  /**
   * Every node tried, in order (`host:port`): more than one when nginx failed over. The last one
   * answered the client.
   */
  upstreams: string[]
  /** Each try's status (`502` for a node that refused; `-` when none was tried). */
  upstreamStatuses: string[]
  /** The line's place in the log (0 first): later requests have larger ones. */
  index: number
}

/**
 * `remote [time] "METHOD path HTTP/x" status bytes rid=<id> upstream=<a, b> <s1, s2> <seconds>`:
 * nginx separates several tries with ", " (" : " across internal redirects, never here).
 */
const LINE =
  /^\S+ \[[^\]]+\] "(\S+) (\S+) [^"]*" (\d{3}) \d+ rid=(\S+) upstream=((?:\S+, )*\S+) ((?:\S+, )*\S+) \S+$/

/** The access log's requests, oldest first; lines that are not requests (none expected) are skipped. */
export function readNginxAccessLog(path: string): AccessLogEntry[] {
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch {
    return []
  }
  const entries: AccessLogEntry[] = []
  for (const [index, line] of text.split('\n').entries()) {
    const match = LINE.exec(line)
    if (!match) continue
    const [, method, requestPath, status, requestId, upstreams, statuses] = match as unknown as [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
    ]
    entries.push({
      method,
      path: requestPath,
      status: Number(status),
      requestId,
      upstreams: upstreams.split(', '),
      upstreamStatuses: statuses.split(', '),
      index,
    })
  }
  return entries
}
