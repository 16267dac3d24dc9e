/** What decides whether a response counts as JS. */
export type IsJsResponseParameters = {
  url: string
  status: number
  /** Playwright's request.resourceType(). */
  resourceType: string
  contentType: string | undefined
}

/**
 * Whether a response is JS the page fetched: a successful script request, or any successful
 * response served as JavaScript (module preloads, workers). data: and blob: URLs move no bytes.
 */
export function isJsResponse({
  url,
  status,
  resourceType,
  contentType,
}: IsJsResponseParameters): boolean {
  if (!/^https?:/.test(url) || status < 200 || status >= 300) return false
  if (resourceType === 'script') return true
  return /\b(java|ecma)script\b/i.test(contentType ?? '')
}
