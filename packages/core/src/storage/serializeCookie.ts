/** Parameters of `serializeCookie`. */
export type SerializeCookieParameters = {
  name: string
  /** Percent-encoded into the cookie. */
  value: string
  /** Seconds the cookie lives; 0 deletes it. */
  maxAgeS: number
  path: string
  /** Omitted: the page's host only. */
  domain?: string | undefined
  /** Sent only over https. */
  secure: boolean
}

/**
 * A `Set-Cookie` / `document.cookie` string: the value percent-encoded (so `;`, `,` and spaces
 * cannot end it early), `SameSite=Lax` (sent on top-level navigations to the site, not with
 * other sites' requests), and `Secure` on https pages.
 */
export function serializeCookie({
  name,
  value,
  maxAgeS,
  path,
  domain,
  secure,
}: SerializeCookieParameters): string {
  return [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${path}`,
    `Max-Age=${maxAgeS}`,
    ...(domain ? [`Domain=${domain}`] : []),
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ')
}
