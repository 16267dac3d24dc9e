import { type Hex, hexToBytes } from 'viem'

/** The longest name a gateway request may carry, in bytes (DNS allows 255). */
const MAX_DNS_NAME_BYTES = 255

/**
 * A DNS wire-format name (ENSIP-10 `resolve(bytes name, …)`) as a dotted string, or
 * undefined when malformed: a label of zero length before the end, a length past the end, bytes
 * after the root label, non-UTF-8 or a dot inside a label.
 */
export function decodeDnsName(encoded: Hex): string | undefined {
  let bytes: Uint8Array
  try {
    bytes = hexToBytes(encoded)
  } catch {
    return undefined
  }
  if (bytes.length === 0 || bytes.length > MAX_DNS_NAME_BYTES) return undefined
  const labels: string[] = []
  let offset = 0
  while (true) {
    const size = bytes[offset]
    if (size === undefined) return undefined
    if (size === 0) return offset === bytes.length - 1 ? labels.join('.') : undefined
    const label = bytes.subarray(offset + 1, offset + 1 + size)
    if (label.length !== size) return undefined
    let text: string
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(label)
    } catch {
      return undefined
    }
    if (text.includes('.')) return undefined
    labels.push(text)
    offset += 1 + size
  }
}
