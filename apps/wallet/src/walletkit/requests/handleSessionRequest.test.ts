import { ed25519 } from '@noble/curves/ed25519'
import { signatureVerify } from '@polkadot/util-crypto'
import { base58, base64 } from '@scure/base'
import * as bitcoinMessage from 'bitcoinjs-message'
import { createTx, verifyTx } from 'micro-sol-signer'
import {
  createPublicClient,
  type Hex,
  http,
  parseEther,
  parseTransaction,
  recoverTransactionAddress,
  stringToHex,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ANVIL_MNEMONIC } from '../../provider/defaults.js'
import { startAnvil, type TestAnvil } from '../../test/startAnvil.js'
import { BITCOIN_MAINNET_REFERENCE } from '../keys/bitcoinNetworks.js'
import {
  deriveSampleWalletAccounts,
  getSampleWalletAddress,
} from '../keys/deriveSampleWalletAccounts.js'
import { handleSessionRequest } from './handleSessionRequest.js'
import { SessionRequestError } from './SessionRequestError.js'
import type { SampleWalletRequest, SessionRequestContext } from './types.js'

const accounts = deriveSampleWalletAccounts({ mnemonic: ANVIL_MNEMONIC })
const address = accounts.eip155.address
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const BITCOIN = `bip122:${BITCOIN_MAINNET_REFERENCE}`
const POLKADOT = 'polkadot:91b171bb158e2d3848fa23a9f1c25182'
const COSMOS = 'cosmos:cosmoshub-4'

let anvil: TestAnvil
let context: SessionRequestContext

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  context = {
    accounts,
    evmChains: [{ chainId: 31337, rpcUrl: anvil.rpcUrl }],
    sessionChains: ['eip155:31337', 'eip155:31338', SOLANA, BITCOIN, POLKADOT, COSMOS],
  }
})
afterAll(() => anvil?.stop())

const request = (chainId: string, method: string, params: unknown): SampleWalletRequest => ({
  chainId,
  method,
  params,
})

async function rpcError(call: Promise<unknown>) {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(SessionRequestError)
  return { code: (error as SessionRequestError).code, message: (error as Error).message }
}

describe('handleSessionRequest: eip155', () => {
  test('personal_sign signs the hex message bytes; viem verifies it for the account', async () => {
    const message = 'Hello from Portico'
    const { result } = await handleSessionRequest(
      request('eip155:31337', 'personal_sign', [stringToHex(message), address]),
      context,
    )
    expect(await verifyMessage({ address, message, signature: result as Hex })).toBe(true)
  })

  test('personal_sign accepts the [address, message] order some dApps send', async () => {
    const { result } = await handleSessionRequest(
      request('eip155:31337', 'personal_sign', [address, stringToHex('swapped')]),
      context,
    )
    expect(await verifyMessage({ address, message: 'swapped', signature: result as Hex })).toBe(
      true,
    )
  })

  test('eth_signTypedData_v4 (JSON string params) verifies with viem', async () => {
    const typedData = {
      domain: { name: 'Portico', version: '1', chainId: 31337 },
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        Mail: [
          { name: 'to', type: 'address' },
          { name: 'contents', type: 'string' },
        ],
      },
      primaryType: 'Mail',
      message: { to: RECIPIENT, contents: 'Hi' },
    } as const
    const { result } = await handleSessionRequest(
      request('eip155:31337', 'eth_signTypedData_v4', [address, JSON.stringify(typedData)]),
      context,
    )
    // viem's verifier derives EIP712Domain from the domain itself; the dApp's declaration matches it.
    const { EIP712Domain: _declared, ...types } = typedData.types
    expect(await verifyTypedData({ address, ...typedData, types, signature: result as Hex })).toBe(
      true,
    )
  })

  test('eth_sendTransaction is filled, signed and mined on the devnet chain', async () => {
    const client = createPublicClient({ transport: http(anvil.rpcUrl) })
    const before = await client.getBalance({ address: RECIPIENT })
    const { result } = await handleSessionRequest(
      request('eip155:31337', 'eth_sendTransaction', [
        { from: address, to: RECIPIENT, value: `0x${parseEther('1.5').toString(16)}` },
      ]),
      context,
    )
    const receipt = await client.waitForTransactionReceipt({ hash: result as Hex })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())
    expect((await client.getBalance({ address: RECIPIENT })) - before).toBe(parseEther('1.5'))
  })

  test('eth_signTransaction returns a signed, unsent transaction of the account on that chain', async () => {
    const { result } = await handleSessionRequest(
      request('eip155:31337', 'eth_signTransaction', [
        { from: address, to: RECIPIENT, value: '0x1', data: '0x1234' },
      ]),
      context,
    )
    const parsed = parseTransaction(result as Hex)
    expect(parsed).toMatchObject({
      chainId: 31337,
      to: RECIPIENT.toLowerCase(),
      value: 1n,
      data: '0x1234',
    })
    expect(await recoverTransactionAddress({ serializedTransaction: result as never })).toBe(
      address,
    )
  })

  test('wallet_switchEthereumChain to a session chain answers null and emits chainChanged', async () => {
    expect(
      await handleSessionRequest(
        request('eip155:31337', 'wallet_switchEthereumChain', [{ chainId: '0x7a6a' }]),
        context,
      ),
    ).toEqual({
      result: null,
      events: [{ name: 'chainChanged', data: 31338, chainId: 'eip155:31338' }],
    })
  })

  test.each([
    ['eth_accounts', [address]],
    ['eth_requestAccounts', [address]],
    ['eth_chainId', '0x7a69'],
  ])('%s answers from the session', async (method, expected) => {
    expect(
      (await handleSessionRequest(request('eip155:31337', method, []), context)).result,
    ).toEqual(expected)
  })

  test.each([
    [
      'a chain outside the session: 4902',
      request('eip155:1', 'personal_sign', ['0x00', address]),
      4902,
    ],
    [
      'a switch to a chain outside the session: 4902',
      request('eip155:31337', 'wallet_switchEthereumChain', [{ chainId: '0x1' }]),
      4902,
    ],
    [
      'sending on a session chain without an RPC here: 4902',
      request('eip155:31338', 'eth_sendTransaction', [{ from: address, to: RECIPIENT }]),
      4902,
    ],
    ['an unsupported method: 4200', request('eip155:31337', 'eth_sign', [address, '0x00']), 4200],
    [
      "another account's signature: 4100",
      request('eip155:31337', 'personal_sign', ['0x00', RECIPIENT]),
      4100,
    ],
    [
      'a transaction from another account: 4100',
      request('eip155:31337', 'eth_sendTransaction', [{ from: RECIPIENT, to: address }]),
      4100,
    ],
    [
      'a value that is not a hex quantity: -32602',
      request('eip155:31337', 'eth_sendTransaction', [{ from: address, to: RECIPIENT, value: 5 }]),
      -32602,
    ],
    [
      'typed data that is not JSON: -32602',
      request('eip155:31337', 'eth_signTypedData_v4', [address, '{nope']),
      -32602,
    ],
    ['params that are not an array: -32602', request('eip155:31337', 'personal_sign', {}), -32602],
  ])('refused: %s', async (_rule, call, code) => {
    expect((await rpcError(handleSessionRequest(call, context))).code).toBe(code)
  })
})

describe('handleSessionRequest: solana, bip122, polkadot, cosmos', () => {
  test('solana_signMessage: base58 signature that verifies with the pubkey', async () => {
    const message = new TextEncoder().encode('Sign in to Portico')
    const { result } = await handleSessionRequest(
      request(SOLANA, 'solana_signMessage', {
        message: base58.encode(message),
        pubkey: accounts.solana.address,
      }),
      context,
    )
    const { signature } = result as { signature: string }
    expect(
      ed25519.verify(base58.decode(signature), message, base58.decode(accounts.solana.address)),
    ).toBe(true)
  })

  test('solana_signTransaction and solana_signAllTransactions fill the fee payer signature', async () => {
    const tx = createTx(
      accounts.solana.address,
      'FDwkzWGxx6LfCfzcmVVLEk3QUMxNhuFuKEMRwzR4Dtys',
      '0.1',
      5000n,
      'J2BjKU6L83eehHVgoze6uTXGCBu6nbxsqEro9QvWpU52',
    )
    const one = await handleSessionRequest(
      request(SOLANA, 'solana_signTransaction', { transaction: tx }),
      context,
    )
    expect(() => verifyTx((one.result as { transaction: string }).transaction)).not.toThrow()
    const all = await handleSessionRequest(
      request(SOLANA, 'solana_signAllTransactions', { transactions: [tx, tx] }),
      context,
    )
    for (const signed of (all.result as { transactions: string[] }).transactions)
      expect(() => verifyTx(signed)).not.toThrow()
  })

  test('bip122 signMessage: hex BIP-137 signature that bitcoinjs-message verifies', async () => {
    const btcAddress = getSampleWalletAddress(accounts, BITCOIN)!
    const { result } = await handleSessionRequest(
      request(BITCOIN, 'signMessage', {
        message: 'Hello Bitcoin',
        address: btcAddress,
        protocol: 'ecdsa',
      }),
      context,
    )
    const { signature, address: signer } = result as { signature: string; address: string }
    expect(signer).toBe(btcAddress)
    const bytes = Uint8Array.from(signature.match(/../g)!.map((h) => Number.parseInt(h, 16)))
    expect(bitcoinMessage.verify('Hello Bitcoin', btcAddress, base64.encode(bytes))).toBe(true)
  })

  test('bip122 getAccountAddresses: the BIP-84 payment address', async () => {
    const { result } = await handleSessionRequest(
      request(BITCOIN, 'getAccountAddresses', { account: 'x' }),
      context,
    )
    expect(result).toEqual([
      expect.objectContaining({
        address: getSampleWalletAddress(accounts, BITCOIN),
        path: "m/84'/0'/0'/0/0",
        intention: 'payment',
      }),
    ])
  })

  test('polkadot_signMessage: @polkadot/util-crypto verifies it', async () => {
    const polkadotAddress = getSampleWalletAddress(accounts, POLKADOT)!
    const { result } = await handleSessionRequest(
      request(POLKADOT, 'polkadot_signMessage', {
        address: polkadotAddress,
        message: 'Hello Polkadot',
      }),
      context,
    )
    expect(
      signatureVerify(
        'Hello Polkadot',
        (result as { signature: string }).signature,
        polkadotAddress,
      ).isValid,
    ).toBe(true)
  })

  test('cosmos_getAccounts and cosmos_signAmino for the cosmos1 address', async () => {
    const { result: accountsResult } = await handleSessionRequest(
      request(COSMOS, 'cosmos_getAccounts', {}),
      context,
    )
    expect(accountsResult).toEqual([
      {
        algo: 'secp256k1',
        address: accounts.cosmos.address,
        pubkey: base64.encode(accounts.cosmos.publicKey),
      },
    ])
    const signDoc = {
      chain_id: 'cosmoshub-4',
      account_number: '1',
      sequence: '0',
      fee: { amount: [], gas: '1' },
      msgs: [],
      memo: 'hi',
    }
    const { result } = await handleSessionRequest(
      request(COSMOS, 'cosmos_signAmino', { signerAddress: accounts.cosmos.address, signDoc }),
      context,
    )
    expect(result).toMatchObject({
      signed: signDoc,
      signature: { pub_key: { type: 'tendermint/PubKeySecp256k1' } },
    })
  })

  test.each([
    [
      'solana message for another key: 4100',
      request(SOLANA, 'solana_signMessage', {
        message: '3yZe7d',
        pubkey: 'FDwkzWGxx6LfCfzcmVVLEk3QUMxNhuFuKEMRwzR4Dtys',
      }),
      4100,
    ],
    [
      'a solana transaction that is not base64: -32602',
      request(SOLANA, 'solana_signTransaction', { transaction: '***' }),
      -32602,
    ],
    [
      'bip322 (not supported): -32602',
      request(BITCOIN, 'signMessage', {
        message: 'x',
        address: getSampleWalletAddress(accounts, BITCOIN),
        protocol: 'bip322',
      }),
      -32602,
    ],
    [
      'bitcoin address of another wallet: 4100',
      request(BITCOIN, 'signMessage', {
        message: 'x',
        address: 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu',
      }),
      4100,
    ],
    [
      'polkadot address of another key: 4100',
      request(POLKADOT, 'polkadot_signMessage', {
        address: '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5',
        message: 'x',
      }),
      4100,
    ],
    [
      'cosmos signer of another wallet: 4100',
      request(COSMOS, 'cosmos_signDirect', {
        signerAddress: 'cosmos19rl4cm2hmr8afy4kldpxz3fka4jguq0auqdal4',
        signDoc: {},
      }),
      4100,
    ],
    [
      'a cosmos direct doc without bytes: -32602',
      request(COSMOS, 'cosmos_signDirect', {
        signerAddress: accounts.cosmos.address,
        signDoc: { chainId: 'x', accountNumber: '1' },
      }),
      -32602,
    ],
    [
      'a namespace the wallet has no keys for: 4902',
      request('near:mainnet', 'near_signMessage', {}),
      4902,
    ],
    [
      'a polkadot method the wallet lacks: 4200',
      request(POLKADOT, 'polkadot_signTransaction', {}),
      4200,
    ],
  ])('refused: %s', async (_rule, call, code) => {
    expect((await rpcError(handleSessionRequest(call, context))).code).toBe(code)
  })
})
