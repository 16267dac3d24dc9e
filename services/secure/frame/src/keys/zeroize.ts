/**
 * Overwrites every byte of the given buffers with zero, so a key combined for one operation does
 * not linger in memory once the operation is over. JavaScript strings cannot be wiped: keys are
 * kept as Uint8Array end to end for this reason.
 */
export function zeroize(...buffers: (Uint8Array | undefined)[]): void {
  for (const buffer of buffers) buffer?.fill(0)
}
