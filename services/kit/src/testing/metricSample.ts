/**
 * The value of one sample in Prometheus text, the first whose labels include `labels`, e.g.
 * metricSample(text, 'http_requests_total', { route: '/boom', status: '500' }); undefined when
 * there is none.
 */
export function metricSample(
  text: string,
  name: string,
  labels: Record<string, string>,
): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)\{([^}]*)\} (\S+)$/.exec(line)
    if (!match || match[1] !== name) continue
    const got = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    )
    if (Object.entries(labels).every(([key, value]) => got[key] === value)) return Number(match[3])
  }
  return undefined
}
