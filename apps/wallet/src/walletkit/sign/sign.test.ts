import { Secp256k1HdWallet, serializeSignDoc } from '@cosmjs/amino'
import { sha256 as cosmjsSha256, Secp256k1, Secp256k1Signature } from '@cosmjs/crypto'
import { DirectSecp256k1HdWallet, makeSignBytes } from '@cosmjs/proto-signing'
import { ed25519 } from '@noble/curves/ed25519'
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils'
import { u8aToHex } from '@polkadot/util'
import { signatureVerify } from '@polkadot/util-crypto'
import { base58, base64 } from '@scure/base'
import * as bitcoinMessage from 'bitcoinjs-message'
import { createTx, verifyTx } from 'micro-sol-signer'
import { describe, expect, test } from 'vitest'
import { ANVIL_MNEMONIC } from '../../provider/defaults.js'
import { BITCOIN_MAINNET_REFERENCE, getBitcoinNetwork } from '../keys/bitcoinNetworks.js'
import {
  deriveSampleWalletAccounts,
  getSampleWalletAddress,
} from '../keys/deriveSampleWalletAccounts.js'
import { signBitcoinMessage } from './signBitcoinMessage.js'
import {
  type CosmosAminoSignDoc,
  serializeCosmosAminoSignDoc,
  signCosmosAmino,
} from './signCosmosAmino.js'
import { getCosmosDirectSignBytes, signCosmosDirect } from './signCosmosDirect.js'
import { getPolkadotMessageBytes, signPolkadotMessage } from './signPolkadotMessage.js'
import { signSolanaMessage } from './signSolanaMessage.js'
import { signSolanaTransaction } from './signSolanaTransaction.js'

const accounts = deriveSampleWalletAccounts({ mnemonic: ANVIL_MNEMONIC })

describe('signBitcoinMessage (BIP-137, P2WPKH)', () => {
  const bitcoin = accounts.bitcoin(getBitcoinNetwork(BITCOIN_MAINNET_REFERENCE))
  test.each([['Hello from Portico'], [''], ['ü'.repeat(300)]])(
    'equals bitcoinjs-message byte for byte and verifies against the bc1q address: %#',
    (message) => {
      const { signature } = signBitcoinMessage({ message, privateKey: bitcoin.privateKey })
      const reference = bitcoinMessage.sign(message, bitcoin.privateKey, true, undefined, {
        segwitType: 'p2wpkh',
      })
      expect(bytesToHex(signature)).toBe(bytesToHex(reference))
      expect(signature[0]).toBeGreaterThanOrEqual(39)
      expect(signature[0]).toBeLessThanOrEqual(42)
      expect(bitcoinMessage.verify(message, bitcoin.address, base64.encode(signature))).toBe(true)
      expect(bitcoinMessage.verify(`${message}!`, bitcoin.address, base64.encode(signature))).toBe(
        false,
      )
    },
  )
})

describe('signSolanaMessage', () => {
  test('RFC 8032 ed25519 test 1 (empty message), base58', () => {
    const privateKey = hexToBytes(
      '9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60',
    )
    const expected =
      'e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b'
    expect(
      bytesToHex(base58.decode(signSolanaMessage({ message: new Uint8Array(), privateKey }))),
    ).toBe(expected)
  })

  test("verifies with the account's public key", () => {
    const message = utf8ToBytes('Sign in to Portico')
    const signature = base58.decode(
      signSolanaMessage({ message, privateKey: accounts.solana.privateKey }),
    )
    expect(ed25519.verify(signature, message, base58.decode(accounts.solana.address))).toBe(true)
  })
})

describe('signSolanaTransaction', () => {
  const blockhash = 'J2BjKU6L83eehHVgoze6uTXGCBu6nbxsqEro9QvWpU52'
  test('fills the fee payer slot; micro-sol-signer verifyTx accepts the result', () => {
    const unsigned = createTx(
      accounts.solana.address,
      'FDwkzWGxx6LfCfzcmVVLEk3QUMxNhuFuKEMRwzR4Dtys',
      '0.5',
      5000n,
      blockhash,
    )
    expect(() => verifyTx(unsigned)).toThrow()
    const { signature, transaction } = signSolanaTransaction({
      transaction: unsigned,
      privateKey: accounts.solana.privateKey,
    })
    expect(() => verifyTx(transaction)).not.toThrow()
    // Solana wire format: compact-u16 signature count, then the signatures: ours first (fee payer).
    expect(base64.decode(transaction).slice(1, 65)).toEqual(base58.decode(signature))
  })

  test('a transaction the wallet does not sign for is refused', () => {
    const other = createTx(
      'FDwkzWGxx6LfCfzcmVVLEk3QUMxNhuFuKEMRwzR4Dtys',
      accounts.solana.address,
      '1',
      5000n,
      blockhash,
    )
    expect(() =>
      signSolanaTransaction({ transaction: other, privateKey: accounts.solana.privateKey }),
    ).toThrow(/doesn't require signature/)
  })
})

describe('signPolkadotMessage', () => {
  const address = getSampleWalletAddress(accounts, 'polkadot:91b171bb158e2d3848fa23a9f1c25182')!
  test.each([['a text message'], ['0x48656c6c6f'], ['<Bytes>already wrapped</Bytes>']])(
    '@polkadot/util-crypto signatureVerify accepts it as sr25519: %s',
    (message) => {
      const signature = signPolkadotMessage({ message, secretKey: accounts.polkadot.secretKey })
      expect(signature).toMatch(/^0x01[0-9a-f]{128}$/)
      const verified = signatureVerify(message, signature, address)
      expect(verified).toMatchObject({ isValid: true, crypto: 'sr25519' })
      expect(signatureVerify('another message', signature, address).isValid).toBe(false)
    },
  )

  test('wraps in <Bytes>…</Bytes> once, hex as bytes', () => {
    expect(u8aToHex(getPolkadotMessageBytes('0x0102'))).toBe(
      u8aToHex(utf8ToBytes('<Bytes>\u0001\u0002</Bytes>')),
    )
    expect(new TextDecoder().decode(getPolkadotMessageBytes('<Bytes>x</Bytes>'))).toBe(
      '<Bytes>x</Bytes>',
    )
  })
})

describe('Cosmos signing, against CosmJS', () => {
  const { cosmos } = accounts
  test('cosmos_signDirect: SignDoc bytes equal makeSignBytes, signature equals DirectSecp256k1HdWallet', async () => {
    const signDoc = {
      chainId: 'cosmoshub-4',
      accountNumber: '12345678901234567890',
      bodyBytes: base64.encode(utf8ToBytes('body bytes')),
      authInfoBytes: base64.encode(new Uint8Array([1, 2, 3, 250])),
    }
    const cosmjsDoc = {
      chainId: signDoc.chainId,
      accountNumber: BigInt(signDoc.accountNumber),
      bodyBytes: base64.decode(signDoc.bodyBytes),
      authInfoBytes: base64.decode(signDoc.authInfoBytes),
    }
    expect(getCosmosDirectSignBytes(signDoc)).toEqual(makeSignBytes(cosmjsDoc))
    const ours = signCosmosDirect({
      signDoc,
      privateKey: cosmos.privateKey,
      publicKey: cosmos.publicKey,
    })
    const wallet = await DirectSecp256k1HdWallet.fromMnemonic(ANVIL_MNEMONIC)
    const [{ address }] = (await wallet.getAccounts()) as unknown as [{ address: string }]
    expect(address).toBe(cosmos.address)
    const theirs = await wallet.signDirect(address, cosmjsDoc)
    expect(ours.signature).toEqual(theirs.signature)
    expect(ours.signed).toBe(signDoc)
  })

  test('cosmos_signAmino: sign bytes equal serializeSignDoc, signature equals Secp256k1HdWallet and verifies', async () => {
    const signDoc: CosmosAminoSignDoc = {
      chain_id: 'cosmoshub-4',
      account_number: '7',
      sequence: '3',
      fee: { amount: [{ denom: 'uatom', amount: '500' }], gas: '200000' },
      msgs: [
        {
          type: 'cosmos-sdk/MsgSend',
          value: {
            to_address: 'cosmos1x',
            from_address: cosmos.address,
            amount: [{ denom: 'uatom', amount: '1' }],
          },
        },
      ],
      memo: 'a <b> & c',
    }
    expect(serializeCosmosAminoSignDoc(signDoc)).toEqual(serializeSignDoc(signDoc as never))
    const ours = signCosmosAmino({
      signDoc,
      privateKey: cosmos.privateKey,
      publicKey: cosmos.publicKey,
    })
    const wallet = await Secp256k1HdWallet.fromMnemonic(ANVIL_MNEMONIC)
    const theirs = await wallet.signAmino(cosmos.address, signDoc as never)
    expect(ours.signature).toEqual(theirs.signature)
    const valid = await Secp256k1.verifySignature(
      Secp256k1Signature.fromFixedLength(base64.decode(ours.signature.signature)),
      cosmjsSha256(serializeSignDoc(signDoc as never)),
      cosmos.publicKey,
    )
    expect(valid).toBe(true)
  })
})
