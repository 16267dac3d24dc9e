import { createHash } from 'node:crypto'
import { ed25519 } from '@noble/curves/ed25519'
import { secp256k1 } from '@noble/curves/secp256k1'
import { base58, base58check } from '@scure/base'
import { Signer } from 'bip322-js'
import { networks, payments } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { createSiwxMessage } from '../message/createSiwxMessage.js'
import type { SiwxMessage } from '../message/types.js'
import { createBitcoinVerifier } from './createBitcoinVerifier.js'
import { createSolanaVerifier } from './createSolanaVerifier.js'

const sha256 = (data: Uint8Array) => new Uint8Array(createHash('sha256').update(data).digest())

const BITCOIN_REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
const BITCOIN_MAINNET = 'bip122:000000000019d6689c085ae165831e93'
const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

const message = (chainId: string, accountAddress: string, nonce = 'nonce12345'): SiwxMessage =>
  createSiwxMessage({
    accountAddress,
    chainId,
    domain: 'app.example.org',
    uri: 'https://app.example.org',
    version: '1',
    nonce,
    issuedAt: '2026-11-22T06:00:00Z',
  })

describe('Solana verifier: ed25519 over the message text, base58 signature', () => {
  const secret = ed25519.utils.randomPrivateKey()
  const address = base58.encode(ed25519.getPublicKey(secret))
  const other = base58.encode(ed25519.getPublicKey(ed25519.utils.randomPrivateKey()))
  const signed = message(SOLANA_MAINNET, address)
  const signature = base58.encode(
    ed25519.sign(new TextEncoder().encode(signed.serializedMessage), secret),
  )
  const verifier = createSolanaVerifier()
  const cases = [
    { name: "the account's own signature is accepted", msg: signed, sig: signature, ok: true },
    {
      name: 'another account is refused',
      msg: message(SOLANA_MAINNET, other),
      sig: signature,
      ok: false,
    },
    {
      name: 'another message (nonce) is refused',
      msg: message(SOLANA_MAINNET, address, 'othernonce1'),
      sig: signature,
      ok: false,
    },
    {
      name: 'a signature that is not base58 is refused',
      msg: signed,
      sig: '0xnot-base58',
      ok: false,
    },
    {
      name: 'a signature of the wrong length is refused',
      msg: signed,
      sig: base58.encode(new Uint8Array(63)),
      ok: false,
    },
  ]
  it.each(cases)('$name', async ({ msg, sig, ok }) => {
    expect(await verifier.verify({ message: msg, signature: sig })).toBe(ok)
  })
})

describe('Bitcoin verifier: BIP-322 (and BIP-137 for legacy addresses)', () => {
  const verifier = createBitcoinVerifier()
  const secret = sha256(new TextEncoder().encode('portico siwx bitcoin test key'))
  const publicKey = secp256k1.getPublicKey(secret, true)
  /** WIF of the key for regtest/testnet (0xef, compressed). */
  const wif = base58check(sha256).encode(Uint8Array.from([0xef, ...secret, 0x01]))
  const p2wpkh = payments.p2wpkh({ pubkey: Buffer.from(publicKey), network: networks.regtest })
    .address as string
  const p2tr = payments.p2tr({
    internalPubkey: Buffer.from(publicKey.slice(1)),
    network: networks.regtest,
  }).address as string

  it('BIP-322 test vector: "Hello World" signed by bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l', async () => {
    const vector = {
      ...message(BITCOIN_MAINNET, 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'),
      serializedMessage: 'Hello World',
    }
    const signature =
      'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI='
    expect(await verifier.verify({ message: vector, signature })).toBe(true)
    expect(
      await verifier.verify({
        message: { ...vector, serializedMessage: 'Hello World!' },
        signature,
      }),
    ).toBe(false)
  })

  const cases = [
    { name: 'payment account (P2WPKH, regtest)', address: p2wpkh },
    { name: 'ordinal account (P2TR, regtest)', address: p2tr },
  ]
  it.each(cases)(
    '$name: its signature is accepted, of another message refused',
    async ({ address }) => {
      const signed = message(BITCOIN_REGTEST, address)
      const signature = Signer.sign(wif, address, signed.serializedMessage)
      expect(await verifier.verify({ message: signed, signature })).toBe(true)
      const other = message(BITCOIN_REGTEST, address, 'othernonce1')
      expect(await verifier.verify({ message: other, signature })).toBe(false)
    },
  )
  it('a signature by another address, or not base64, is refused', async () => {
    const signed = message(BITCOIN_REGTEST, p2wpkh)
    const signature = Signer.sign(wif, p2tr, signed.serializedMessage)
    expect(await verifier.verify({ message: signed, signature })).toBe(false)
    expect(await verifier.verify({ message: signed, signature: 'not base64!' })).toBe(false)
  })
})
