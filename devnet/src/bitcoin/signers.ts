import type { Signer } from 'bitcoinjs-lib'
import { tweakTaprootPrivateKey } from '../keys/bitcoinKeys.js'
import { ecc } from './bitcoinjs.js'

/** A bitcoinjs-lib PSBT signer for a P2WPKH (ECDSA) key. */
export function createEcdsaSigner(privateKey: Uint8Array): Signer {
  const publicKey = ecc.pointFromScalar(privateKey, true)
  if (!publicKey) throw new Error('invalid private key')
  return {
    publicKey: Buffer.from(publicKey),
    sign: (hash) => Buffer.from(ecc.sign(hash, privateKey)),
  }
}

/**
 * A bitcoinjs-lib PSBT signer for a BIP-86 key-path spend: signs with the tweaked key, so its
 * public key is the output key of the P2TR address (pass the derived, untweaked private key).
 */
export function createTaprootSigner(privateKey: Uint8Array): Signer {
  const tweaked = tweakTaprootPrivateKey(privateKey)
  const publicKey = ecc.pointFromScalar(tweaked, true)
  if (!publicKey) throw new Error('invalid private key')
  return {
    publicKey: Buffer.from(publicKey),
    sign: (hash) => Buffer.from(ecc.sign(hash, tweaked)),
    signSchnorr: (hash) => Buffer.from(ecc.signSchnorr(hash, tweaked)),
  }
}
