import { isIP } from 'node:net'

/**
 * The key a client's address is counted under: an IPv4 address as is (an IPv4-mapped IPv6 one
 * as IPv4), an IPv6 address by its /64 — one subscriber line or host gets a whole /64, so
 * counting single IPv6 addresses would give it 2^64 budgets.
 */
export function addressKey(address: string): string {
  const bare = address.replace(/%.*$/, '')
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare)
  if (mapped) return mapped[1]!
  if (isIP(bare) !== 6) return bare
  return `${expandIpv6(bare).slice(0, 4).join(':')}::/64`
}

/** The eight groups of an IPv6 address, lower case without leading zeros. */
function expandIpv6(address: string): string[] {
  let text = address.toLowerCase()
  // A trailing dotted IPv4 part (::ffff:1.2.3.4, 64:ff9b::1.2.3.4) is two groups.
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text)
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number]
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head = '', tail] = text.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const zeros = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0')
  return [...left, ...zeros, ...right].map((group) => Number.parseInt(group, 16).toString(16))
}

/**
 * The client's address: the TCP peer's, or — behind `trustedProxyHops` proxies that each append
 * the address they got the request from to X-Forwarded-For — the entry the outermost trusted
 * proxy appended. Entries further left are the client's own say and are not believed.
 */
export function clientAddress(
  remoteAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trustedProxyHops: number,
): string {
  const peer = remoteAddress ?? 'unknown'
  if (trustedProxyHops <= 0 || forwardedFor === undefined) return peer
  const chain = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor)
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  chain.push(peer)
  const candidate = chain[Math.max(0, chain.length - 1 - trustedProxyHops)]!
  return isIP(candidate) ? candidate : peer
}
