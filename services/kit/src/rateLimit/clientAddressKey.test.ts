import { describe, expect, it } from 'vitest'
import { clientAddressKey } from './clientAddressKey.js'

describe('clientAddressKey: "key IPv6 limits per /64"', () => {
  it.each([
    ['IPv4 as is', '198.51.100.7', '198.51.100.7'],
    ['IPv6 by its /64', '2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['compressed IPv6, same /64', '2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['leading zeros and case do not matter', '2001:0DB8:0001:0002::ffff', '2001:db8:1:2::/64'],
    ['a compressed prefix', '2001:db8::1', '2001:db8:0:0::/64'],
    ['loopback', '::1', '0:0:0:0::/64'],
    ['a zone id is dropped', 'fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['IPv4-mapped dotted is the IPv4 address', '::ffff:198.51.100.7', '198.51.100.7'],
    ['IPv4-mapped in hex is the IPv4 address', '::ffff:c633:6407', '198.51.100.7'],
    ['IPv4 embedded otherwise stays IPv6', '64:ff9b::198.51.100.7', '64:ff9b:0:0::/64'],
    ['not an address: unchanged', 'project-1', 'project-1'],
  ])('%s: %s → %s', (_rule, address, key) => {
    expect(clientAddressKey(address)).toBe(key)
  })
})
