/** Bytes of the EVM secp256k1 secret key at the start of a wallet secret. */
export const EVM_KEY_BYTES = 32
/** Bytes of the Solana ed25519 seed after the EVM key. */
export const SOLANA_SEED_BYTES = 32
/**
 * Bytes of a wallet secret: the EVM key then the Solana seed, concatenated so one Shamir split
 * covers both and any two shares give back both.
 */
export const WALLET_SECRET_BYTES = EVM_KEY_BYTES + SOLANA_SEED_BYTES

/** The two keys inside a wallet secret, as views on the same memory (zeroing the secret zeroes them). */
export type WalletKeys = {
  /** The EVM secp256k1 secret key (32 bytes). */
  evmPrivateKey: Uint8Array
  /** The Solana ed25519 seed (32 bytes; the secret key of noble's ed25519). */
  solanaSeed: Uint8Array
}

/** The keys of a wallet secret, without copying: subarrays of `secret`. */
export function walletKeysOf(secret: Uint8Array): WalletKeys {
  if (secret.length !== WALLET_SECRET_BYTES)
    throw new Error(`A wallet secret is ${WALLET_SECRET_BYTES} bytes`)
  return {
    evmPrivateKey: secret.subarray(0, EVM_KEY_BYTES),
    solanaSeed: secret.subarray(EVM_KEY_BYTES),
  }
}
