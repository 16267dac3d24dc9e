/** A wallet deep link: `redirect` opens the wallet with the pairing URI; `href` is the app's base. */
export type WalletLink = { redirect: string; href: string }

/** Schemes a catalogue link may never use: they would run code or read local data. */
const UNSAFE_SCHEMES = /^(javascript|data|vbscript|file|blob|about):/i

function isHttpUrl(url: string): boolean {
  return url.startsWith('http://') || url.startsWith('https://')
}

/**
 * The link that opens a wallet app with a WalletConnect pairing URI, as WalletConnect's own
 * modal builds it (`formatNativeUrl`): a custom scheme (`trust:`, `rainbow`, `metamask://`) is
 * completed to `scheme://`, given a trailing `/`, and `wc?uri=` plus the URI-encoded pairing URI
 * is appended; an http(s) universal link goes to {@link formatUniversalUrl}. Undefined for an
 * empty link or a scheme that could run code (`javascript:`, `data:` …).
 */
export function formatNativeUrl(appUrl: string, wcUri: string): WalletLink | undefined {
  const link = appUrl.trim()
  if (!link || UNSAFE_SCHEMES.test(link)) return undefined
  if (isHttpUrl(link)) return formatUniversalUrl(link, wcUri)
  let base = link
  if (!base.includes('://')) base = `${base.replaceAll('/', '').replaceAll(':', '')}://`
  if (!base.endsWith('/')) base = `${base}/`
  return { redirect: `${base}wc?uri=${encodeURIComponent(wcUri)}`, href: base }
}

/**
 * The universal link (http/https) that opens a wallet with a pairing URI, as WalletConnect's
 * `formatUniversalUrl`: the link with a trailing `/`, then `wc?uri=` and the URI-encoded pairing
 * URI. A link that is not http(s) is formatted as a native link.
 */
export function formatUniversalUrl(appUrl: string, wcUri: string): WalletLink | undefined {
  const link = appUrl.trim()
  if (!link || UNSAFE_SCHEMES.test(link)) return undefined
  if (!isHttpUrl(link)) return formatNativeUrl(link, wcUri)
  const base = link.endsWith('/') ? link : `${link}/`
  return { redirect: `${base}wc?uri=${encodeURIComponent(wcUri)}`, href: base }
}
