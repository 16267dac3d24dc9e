import { isOriginAllowed } from '@portico/core/internal'

/** Why the frame refuses to run for its parent. */
export type ParentOriginRefusal =
  /** The parent's origin is known and is not one of the project's allowed origins. */
  | 'ORIGIN_NOT_ALLOWED'
  /** The parent's origin cannot be established, or the project has no allowed origin at all. */
  | 'UNVERIFIED_DOMAIN'
  /** The page is not inside a frame: there is no dApp to answer. */
  | 'NOT_FRAMED'

/** The verdict on the parent window. */
export type ParentOriginCheck =
  | { ok: true; origin: string }
  | { ok: false; reason: ParentOriginRefusal; origin?: string | undefined }

/** Parameters of `verifyParentOrigin`. */
export type VerifyParentOriginParameters = {
  /** Whether the page runs in a frame (`window.parent !== window`). */
  framed: boolean
  /** `location.ancestorOrigins` as an array (Chromium, Safari); undefined where unsupported. */
  ancestorOrigins: readonly string[] | undefined
  /** `document.referrer` (the parent page's URL or origin under the default referrer policy). */
  referrer: string
  /** The project's allowed origins. */
  allowedOrigins: readonly string[]
}

function originOf(url: string): string | undefined {
  if (!url || !URL.canParse(url)) return undefined
  const origin = new URL(url).origin
  return origin === 'null' ? undefined : origin
}

/**
 * Which origin the frame answers, decided once at load: the direct parent's origin, from
 * `location.ancestorOrigins[0]` (set by the browser, the dApp cannot forge it) or, where that is
 * unsupported, the origin of `document.referrer`. When both are known they must agree. The origin
 * must be allowed by the project (the server's CSP frame-ancestors says the same to the browser).
 * Every later message must come from `window.parent` with exactly this origin, and every reply is
 * posted with it as the target origin — nothing is answered to an unknown origin.
 */
export function verifyParentOrigin({
  framed,
  ancestorOrigins,
  referrer,
  allowedOrigins,
}: VerifyParentOriginParameters): ParentOriginCheck {
  if (!framed) return { ok: false, reason: 'NOT_FRAMED' }
  const ancestor = ancestorOrigins?.[0]
  const fromAncestors = ancestor && ancestor !== 'null' ? ancestor : undefined
  const fromReferrer = originOf(referrer)
  if (ancestorOrigins && !fromAncestors) return { ok: false, reason: 'UNVERIFIED_DOMAIN' }
  if (fromAncestors && fromReferrer && fromAncestors !== fromReferrer)
    return { ok: false, reason: 'UNVERIFIED_DOMAIN', origin: fromAncestors }
  const origin = fromAncestors ?? fromReferrer
  if (!origin) return { ok: false, reason: 'UNVERIFIED_DOMAIN' }
  if (allowedOrigins.length === 0) return { ok: false, reason: 'UNVERIFIED_DOMAIN', origin }
  if (!isOriginAllowed(origin, allowedOrigins))
    return { ok: false, reason: 'ORIGIN_NOT_ALLOWED', origin }
  return { ok: true, origin }
}
