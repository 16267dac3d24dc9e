/** Types of the part of bitcoinjs-message the tests use as an independent BIP-137 implementation. */
declare module 'bitcoinjs-message' {
  export function sign(
    message: string,
    privateKey: Uint8Array,
    compressed: boolean,
    messagePrefix?: string,
    sigOptions?: { segwitType?: 'p2wpkh' | 'p2sh(p2wpkh)' },
  ): Uint8Array
  export function verify(message: string, address: string, signature: string | Uint8Array): boolean
}
