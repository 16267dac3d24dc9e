import { type ChainNamespace, WalletResponseError } from '@portico/core'
import { buildAdr36SignDoc } from './buildAdr36SignDoc.js'

/** What a {@link SignMessageRequest}'s `signature` throws: an answer without a signature. */
export type SignMessageRequestErrorType = WalletResponseError

/** A WalletConnect request that has a wallet sign a message, and how to read its answer. */
export type SignMessageRequest = {
  request: { method: string; params: Record<string, unknown> | unknown[] }
  /** The signature in the answer, as the namespace writes it; throws on a malformed answer. */
  signature(result: unknown): string
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

function toBase58(bytes: Uint8Array): string {
  const digits: number[] = []
  for (const byte of bytes) {
    let carry = byte
    for (let i = 0; i < digits.length; i++) {
      carry += (digits[i] as number) * 256
      digits[i] = carry % 58
      carry = Math.floor(carry / 58)
    }
    for (; carry > 0; carry = Math.floor(carry / 58)) digits.push(carry % 58)
  }
  let zeros = ''
  for (const byte of bytes) {
    if (byte !== 0) break
    zeros += '1'
  }
  return (
    zeros +
    digits
      .reverse()
      .map((d) => BASE58[d])
      .join('')
  )
}

function toHex(bytes: Uint8Array): `0x${string}` {
  return `0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`
}

function field(result: unknown, ...path: string[]): string {
  let value: unknown = result
  for (const key of path)
    value =
      typeof value === 'object' && value !== null
        ? (value as Record<string, unknown>)[key]
        : undefined
  if (typeof value !== 'string' || value === '')
    throw new WalletResponseError(
      `The wallet answered without a signature (${path.join('.') || 'result'})`,
    )
  return value
}

/**
 * The request that signs `message` as `address` in a namespace, per WalletConnect's RPC
 * references: eip155 `personal_sign` (hex of the UTF-8 text) → hex; solana `solana_signMessage`
 * (base58) → base58; bip122 `signMessage` → the wallet's signature; polkadot
 * `polkadot_signMessage` (the text; the wallet wraps it in `<Bytes>`) → hex MultiSignature;
 * cosmos `cosmos_signAmino` of an ADR-36 arbitrary-message doc → base64 of r‖s.
 */
export function signMessageRequest(
  namespace: ChainNamespace,
  address: string,
  message: string,
): SignMessageRequest {
  const bytes = new TextEncoder().encode(message)
  switch (namespace) {
    case 'eip155':
      return {
        request: { method: 'personal_sign', params: [toHex(bytes), address] },
        signature: (result) => field(result),
      }
    case 'solana':
      return {
        request: {
          method: 'solana_signMessage',
          params: { message: toBase58(bytes), pubkey: address },
        },
        signature: (result) => field(result, 'signature'),
      }
    case 'bip122':
      return {
        request: { method: 'signMessage', params: { message, address } },
        signature: (result) => field(result, 'signature'),
      }
    case 'polkadot':
      return {
        request: { method: 'polkadot_signMessage', params: { address, message } },
        signature: (result) => field(result, 'signature'),
      }
    case 'cosmos':
      return {
        request: {
          method: 'cosmos_signAmino',
          params: {
            signerAddress: address,
            signDoc: buildAdr36SignDoc({ signer: address, message }),
          },
        },
        signature: (result) => field(result, 'signature', 'signature'),
      }
  }
}
