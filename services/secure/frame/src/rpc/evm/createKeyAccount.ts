import { secp256k1 } from '@noble/curves/secp256k1.js'
import {
  bytesToHex,
  type Hex,
  hashMessage,
  hashTypedData,
  hexToBytes,
  keccak256,
  type LocalAccount,
  type Signature,
  serializeSignature,
  serializeTransaction,
} from 'viem'
import { toAccount } from 'viem/accounts'
import { evmAddressOf } from '../../keys/deriveWalletAddresses.js'

/** An ECDSA signature of a 32-byte hash with the key (RFC 6979, low S, recovery id). */
function signHash(hash: Hex, privateKey: Uint8Array): Signature {
  const signature = secp256k1.sign(hexToBytes(hash), privateKey, {
    prehash: false,
    format: 'recovered',
  })
  return {
    r: bytesToHex(signature.subarray(1, 33)),
    s: bytesToHex(signature.subarray(33, 65)),
    v: signature[0] ? 28n : 27n,
    yParity: signature[0]!,
  }
}

/**
 * A viem local account over the EVM key as bytes (the buffer withWalletSecret zeroes afterwards):
 * viem hashes and serializes (EIP-191 messages, EIP-712 typed data, every transaction type), noble
 * signs. Unlike privateKeyToAccount, the key never becomes a hex string, which could not be wiped.
 * Valid only inside the operation it was made for.
 */
export function createKeyAccount(privateKey: Uint8Array): LocalAccount {
  return toAccount({
    address: evmAddressOf(privateKey),
    async sign({ hash }) {
      return serializeSignature(signHash(hash, privateKey))
    },
    async signMessage({ message }) {
      return serializeSignature(signHash(hashMessage(message), privateKey))
    },
    async signTypedData(typedData) {
      return serializeSignature(signHash(hashTypedData(typedData), privateKey))
    },
    async signTransaction(transaction, options) {
      const serializer = options?.serializer ?? serializeTransaction
      const signature = signHash(keccak256(await serializer(transaction)), privateKey)
      return serializer(transaction, signature)
    },
  })
}
