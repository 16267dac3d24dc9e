type Origin = { protocol: string; hostname: string; port: string }
type Pattern = Origin & { anyHost: boolean; subdomains: boolean; anyPort: boolean }

/** scheme://[*.]host[:port|:*][/] — host has no '*', ':' (outside IPv6 brackets), '/', '@' … */
const PATTERN_SHAPE =
  /^([a-z][a-z0-9+.-]*):\/\/(\*\.)?([^\s/?#@*:[\]\\]+|\[[0-9a-f:.]+\])(?::(\d{1,5}|\*))?\/?$/i
/** A DNS label of a real origin's subdomain part. */
const LABEL = /^[a-z0-9_-]+$/

function parseOrigin(origin: string): Origin | undefined {
  if (!URL.canParse(origin)) return undefined
  const url = new URL(origin)
  const bare = (url.pathname === '/' || url.pathname === '') && !url.search && !url.hash
  if (!url.hostname || url.username || url.password || !bare) return undefined
  return { protocol: url.protocol, hostname: url.hostname.toLowerCase(), port: url.port }
}

function parsePattern(raw: string): Pattern | undefined {
  const pattern = raw.trim()
  if (pattern === '*')
    return { protocol: '', hostname: '', port: '', anyHost: true, subdomains: false, anyPort: true }
  const [, scheme, wildcard, host, port] = PATTERN_SHAPE.exec(pattern) ?? []
  if (!scheme || !host) return undefined
  // Let the URL parser normalise (case, punycode, default port); a placeholder stands for '*'.
  const parsed = parseOrigin(
    `${scheme}://${wildcard ? `x.${host}` : host}${port && port !== '*' ? `:${port}` : ''}`,
  )
  if (!parsed) return undefined
  const hostname = wildcard ? parsed.hostname.replace(/^x\./, '') : parsed.hostname
  // '*.com' would admit a whole top-level domain: a wildcard needs two labels (or localhost).
  if (
    wildcard &&
    (hostname === parsed.hostname || !(hostname.includes('.') || hostname === 'localhost'))
  )
    return undefined
  return { ...parsed, hostname, anyHost: false, subdomains: !!wildcard, anyPort: port === '*' }
}

function matches(origin: Origin, pattern: Pattern): boolean {
  if (pattern.anyHost) return true
  if (origin.protocol !== pattern.protocol) return false
  if (!pattern.anyPort && origin.port !== pattern.port) return false
  if (!pattern.subdomains) return origin.hostname === pattern.hostname
  const suffix = `.${pattern.hostname}`
  if (!origin.hostname.endsWith(suffix)) return false
  const labels = origin.hostname.slice(0, -suffix.length).split('.')
  return labels.every((label) => LABEL.test(label))
}

/**
 * Whether `origin` (e.g. `location.origin`) is on an allow-list (spec §5 "Origin allow-list
 * supports wildcard patterns"). Patterns:
 * - `https://app.example.com` — that origin only: scheme, host and port must all match
 *   (`https://app.example.com:443` is the same origin; `:8443` is not).
 * - `https://*.example.com` — one or more subdomain labels of example.com; not example.com
 *   itself, nor evil-example.com, nor example.com.evil.org, nor another scheme or port. The
 *   wildcard is a whole leftmost label; `app-*.example.com`, `*.com` and `*://…` match nothing.
 * - `http://localhost:*` — any port (also on a wildcard host).
 * - `*` alone — every origin, as in CORS: for development; it turns the check off.
 * Hosts compare after URL normalisation (lower case, punycode); a malformed pattern matches
 * nothing, and an origin with a path, credentials or an opaque origin (`null`) is never allowed.
 */
export function isOriginAllowed(origin: string, patterns: readonly string[]): boolean {
  const parsed = typeof origin === 'string' ? parseOrigin(origin) : undefined
  if (!parsed) return false
  return patterns.some((raw) => {
    const pattern = typeof raw === 'string' ? parsePattern(raw) : undefined
    return pattern ? matches(parsed, pattern) : false
  })
}
