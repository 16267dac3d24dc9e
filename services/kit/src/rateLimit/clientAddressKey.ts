import { isIPv4, isIPv6 } from 'node:net'

/** The 8 groups of an IPv6 address (valid per isIPv6, zone id removed). */
function ipv6Groups(address: string): number[] {
  let text = address
  const dotted = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text)
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number]
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head = '', tail] = text.split('::')
  const parse = (part: string) =>
    part ? part.split(':').map((group) => Number.parseInt(group, 16)) : []
  const front = parse(head)
  const back = tail === undefined ? [] : parse(tail)
  return [...front, ...new Array(8 - front.length - back.length).fill(0), ...back]
}

/**
 * The rate-limit key of a client address: an IPv4 address as is; an IPv6 address by its /64
 * (one host or one customer usually holds a whole /64, so per address would hand out 2^64
 * buckets); an IPv4-mapped IPv6 address (`::ffff:198.51.100.7`) as the IPv4 address it is.
 * Anything else is returned unchanged.
 */
export function clientAddressKey(address: string): string {
  const bare = address.replace(/%.*$/, '')
  if (isIPv4(bare) || !isIPv6(bare)) return address
  const groups = ipv6Groups(bare)
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6)
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.')
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`
}
