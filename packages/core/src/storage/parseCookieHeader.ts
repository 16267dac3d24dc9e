/** Percent-decoding that keeps a value which is not valid percent-encoding as it is. */
function decode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/**
 * The cookies of a `Cookie` request header (or of `document.cookie`) by name, their values
 * percent-decoded. A repeated name keeps its first value, as browsers send the most specific
 * cookie first; parts without `=` are skipped. Never throws: the header is the visitor's input.
 *
 * @example
 * parseCookieHeader('a=1; portico.connector_id=io.metamask').get('portico.connector_id')
 */
export function parseCookieHeader(header: string | null | undefined): Map<string, string> {
  const cookies = new Map<string, string>()
  if (typeof header !== 'string') return cookies
  for (const part of header.split(';')) {
    const separator = part.indexOf('=')
    if (separator === -1) continue
    const name = part.slice(0, separator).trim()
    if (!name || cookies.has(name)) continue
    let value = part.slice(separator + 1).trim()
    // RFC 6265 allows a value in double quotes.
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"'))
      value = value.slice(1, -1)
    cookies.set(name, decode(value))
  }
  return cookies
}
