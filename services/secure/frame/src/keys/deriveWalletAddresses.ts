import { ed25519 } from '@noble/curves/ed25519.js'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { base58 } from '@scure/base'
import { type Address, bytesToHex } from 'viem'
import { publicKeyToAddress } from 'viem/accounts'
import { walletKeysOf } from './walletSecret.js'

/** The public addresses of a wallet: what may leave the secure origin. */
export type WalletAddresses = {
  /** EIP-55 checksummed EVM address. */
  evmAddress: Address
  /** Base58 of the ed25519 public key. */
  solanaAddress: string
}

/** The EVM address of a secp256k1 secret key (keccak-256 of the uncompressed public key, last 20 bytes). */
export function evmAddressOf(evmPrivateKey: Uint8Array): Address {
  return publicKeyToAddress(bytesToHex(secp256k1.getPublicKey(evmPrivateKey, false)))
}

/** The Solana address of an ed25519 seed: its public key in base58. */
export function solanaAddressOf(solanaSeed: Uint8Array): string {
  return base58.encode(ed25519.getPublicKey(solanaSeed))
}

/** The EVM and Solana addresses of a wallet secret. */
export function deriveWalletAddresses(secret: Uint8Array): WalletAddresses {
  const { evmPrivateKey, solanaSeed } = walletKeysOf(secret)
  return { evmAddress: evmAddressOf(evmPrivateKey), solanaAddress: solanaAddressOf(solanaSeed) }
}
