import { isIP } from 'node:net'
import type { FastifyServerOptions } from 'fastify'

/**
 * Which proxies' X-Forwarded-For to believe: `false` none (the socket's address is the client);
 * a hop count (`true` is 1): the address the outermost of that many proxies appended; or the
 * proxies' addresses and CIDRs (and proxy-addr's names `loopback`, `linklocal`, `uniquelocal`):
 * the first address from the right that is not one of them. Addresses a client puts in front of
 * what its proxies append are never used. A hop count believes any peer, so use it only when
 * the service cannot be reached but through those proxies; a CIDR list holds either way.
 */
export type TrustProxySetting = boolean | number | readonly string[]

/** The greatest hop count accepted. */
export const MAX_TRUSTED_HOPS = 10

const NAMES = new Set(['loopback', 'linklocal', 'uniquelocal'])

/** Whether `entry` is an address, an address/prefix or one of proxy-addr's names. */
function isProxyEntry(entry: string): boolean {
  if (NAMES.has(entry)) return true
  const [address = '', prefix, ...rest] = entry.split('/')
  const version = isIP(address)
  if (!version || rest.length) return false
  if (prefix === undefined) return true
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128)
}

/**
 * The setting as Fastify's `trustProxy` option. Hop counts become a function: Fastify 5 refuses
 * a number outright (it trusts no header then), which would put every client behind the
 * proxy in the proxy's one bucket.
 */
export function toFastifyTrustProxy(
  setting: TrustProxySetting,
): FastifyServerOptions['trustProxy'] {
  if (setting === false || setting === 0) return false
  const hops = setting === true ? 1 : setting
  if (typeof hops === 'number') {
    if (!Number.isInteger(hops) || hops < 0 || hops > MAX_TRUSTED_HOPS)
      throw new Error(`trustProxy must be a hop count from 0 to ${MAX_TRUSTED_HOPS}`)
    return (_address: string, hop: number) => hop < hops
  }
  const bad = hops.find((entry) => !isProxyEntry(entry))
  if (bad !== undefined) throw new Error(`trustProxy: '${bad}' is not an address or CIDR`)
  return [...hops]
}

/**
 * Reads a PORTICO_*_TRUST_PROXY value: unset, empty, `0` or `false` trust no proxy; `1` or
 * `true` one hop; a whole number that many hops; otherwise a comma-separated list of proxy
 * addresses and CIDRs (e.g. `10.0.0.0/8,fd00::/8`). A malformed value throws naming `name`.
 */
export function readTrustProxy(value: string | undefined, name: string): false | number | string[] {
  const text = (value ?? '').trim().toLowerCase()
  if (text === '' || text === '0' || text === 'false') return false
  if (text === 'true') return 1
  if (/^\d+$/.test(text)) {
    const hops = Number(text)
    if (hops > MAX_TRUSTED_HOPS)
      throw new Error(`${name} must be a hop count from 0 to ${MAX_TRUSTED_HOPS} or proxy CIDRs`)
    return hops
  }
  const entries = text.split(',').map((entry) => entry.trim())
  const bad = entries.find((entry) => !isProxyEntry(entry))
  if (bad !== undefined)
    throw new Error(
      `${name}: '${bad}' is not a hop count, an address or a CIDR (e.g. 1, or 10.0.0.0/8,fd00::/8)`,
    )
  return entries
}
