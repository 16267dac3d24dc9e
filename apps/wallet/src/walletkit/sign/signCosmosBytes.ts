import { secp256k1 } from '@noble/curves/secp256k1'
import { sha256 } from '@noble/hashes/sha2'
import { base64 } from '@scure/base'

/** A Cosmos `StdSignature`: the signer's public key and the 64-byte r‖s signature, both base64. */
export type CosmosStdSignature = {
  pub_key: { type: 'tendermint/PubKeySecp256k1'; value: string }
  signature: string
}

/** Parameters of `signCosmosBytes`. */
export type SignCosmosBytesParameters = {
  signBytes: Uint8Array
  privateKey: Uint8Array
  /** 33-byte compressed secp256k1 public key. */
  publicKey: Uint8Array
}

/** Signs Cosmos sign bytes as the SDK verifies them: low-S secp256k1 over their SHA-256, r‖s. */
export function signCosmosBytes({
  signBytes,
  privateKey,
  publicKey,
}: SignCosmosBytesParameters): CosmosStdSignature {
  const signature = secp256k1.sign(sha256(signBytes), privateKey, { lowS: true })
  return {
    pub_key: { type: 'tendermint/PubKeySecp256k1', value: base64.encode(publicKey) },
    signature: base64.encode(signature.toCompactRawBytes()),
  }
}
