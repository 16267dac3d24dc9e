import { WALLET_SECRET_BYTES } from './walletSecret.js'

/** Bytes of one share of a wallet secret: the secret's length plus the share's x coordinate. */
export const SHARE_BYTES = WALLET_SECRET_BYTES + 1

const SHARE_HEX = new RegExp(`^[0-9a-f]{${SHARE_BYTES * 2}}$`)

/** A share as lower-case hex (how it is stored and sent to the server). */
export function encodeShare(share: Uint8Array): string {
  if (share.length !== SHARE_BYTES) throw new Error(`A share is ${SHARE_BYTES} bytes`)
  let hex = ''
  for (const byte of share) hex += byte.toString(16).padStart(2, '0')
  return hex
}

/** The bytes of a hex share; throws on anything that is not exactly one share. */
export function decodeShare(hex: string): Uint8Array {
  if (typeof hex !== 'string' || !SHARE_HEX.test(hex)) throw new Error('Malformed key share')
  const share = new Uint8Array(SHARE_BYTES)
  for (let i = 0; i < SHARE_BYTES; i++) share[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16)
  return share
}

/** Whether a string has the shape of an encoded share (no decoding). */
export function isEncodedShare(value: unknown): value is string {
  return typeof value === 'string' && SHARE_HEX.test(value)
}
