/**
 * A gradient drawn from an address, for accounts without a profile image: the same address
 * always gives the same two hues, computed here (no request to anyone). Only numbers derived from
 * the address reach the CSS.
 */
export function avatarGradient(address: string): string {
  let hash = 0x811c9dc5
  for (const char of address.toLowerCase()) {
    hash ^= char.charCodeAt(0)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  const first = hash % 360
  const second = (first + 40 + ((hash >>> 9) % 120)) % 360
  const angle = (hash >>> 17) % 360
  return `linear-gradient(${angle}deg, hsl(${first} 75% 60%), hsl(${second} 70% 45%))`
}
