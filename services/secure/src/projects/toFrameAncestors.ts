/**
 * An allowed-origin pattern the API stores (`*`, `https://app.example.com`,
 * `https://*.example.com`, `http://localhost:*`, optional trailing slash) that is also a CSP
 * host-source. Anything else (an IPv6 literal, a stray character) is left out rather than risk a
 * header that means something else.
 */
const CSP_HOST_SOURCE = /^(https?):\/\/(\*\.)?([a-z0-9-]+(?:\.[a-z0-9-]+)*)(?::(\d{1,5}|\*))?\/?$/i

/**
 * The `frame-ancestors` sources of a project's allowed origins: the same patterns, written as
 * CSP host-sources (lower case, no trailing slash). No usable pattern → `'none'`.
 */
export function toFrameAncestors(patterns: readonly string[]): string {
  const sources = new Set<string>()
  for (const raw of patterns) {
    const pattern = raw.trim()
    if (pattern === '*') {
      sources.add('*')
      continue
    }
    const match = CSP_HOST_SOURCE.exec(pattern)
    if (!match) continue
    const [, scheme, wildcard = '', host, port] = match
    sources.add(
      `${scheme?.toLowerCase()}://${wildcard}${host?.toLowerCase()}${port ? `:${port}` : ''}`,
    )
  }
  return sources.size ? [...sources].join(' ') : "'none'"
}
