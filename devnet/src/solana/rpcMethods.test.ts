// The local Solana node's JSON-RPC methods against real litesvm, over HTTP: result shapes as the
// Solana RPC answers them, and its error codes and messages for bad params.
import {
  type Address,
  getBase58Decoder,
  getBase64Decoder,
  getBase64Encoder,
  lamports,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { getFreePorts } from '../testing/freePorts.js'
import {
  BLOCKHASH_VALIDITY_SLOTS,
  SOLANA_CAIP_NETWORK_ID,
  SOLANA_CORE_VERSION,
  SOLANA_GENESIS_HASH,
} from './constants.js'
import { createSolanaLedger } from './createSolanaLedger.js'
import { type SolanaServer, startSolanaServer } from './startSolanaServer.js'
import {
  addressOf,
  callRpc,
  postRpc,
  signedTransaction,
  signerOf,
} from './testing/solanaTestClient.js'

let server: SolanaServer
let rpcUrl: string

beforeAll(async () => {
  const [rpcPort, wsPort] = (await getFreePorts(2)) as [number, number]
  // No slot timer: slots only move as transactions land, so context slots are exact.
  server = await startSolanaServer({ rpcPort, wsPort, slotIntervalMs: 0 })
  rpcUrl = server.config.rpcUrl
}, 30_000)
afterAll(() => server?.close())

const wallet = (label: string) => addressOf(server, label)
const result = async (method: string, params?: unknown) => {
  const answer = await callRpc(rpcUrl, method, params)
  if (answer.error) throw new Error(`${method}: ${answer.error.message}`)
  return answer.result
}
const INVALID_PUBKEY_CASES = [
  { value: 'not-base58!', message: 'Invalid param: Invalid' },
  { value: '1111', message: 'Invalid param: WrongSize' },
  { value: 'x'.repeat(45), message: 'Invalid param: WrongSize' },
]

describe('the genesis and the seed', () => {
  test("the genesis hash is fixed (base58 sha256('portico-devnet:solana:genesis')) and names the CAIP-2 id", async () => {
    expect(await result('getGenesisHash')).toBe('J4gRSxAA1wgGQqmtBHhJc4nir3v6jzJNia2JXocnB3q9')
    expect(SOLANA_GENESIS_HASH).toBe('J4gRSxAA1wgGQqmtBHhJc4nir3v6jzJNia2JXocnB3q9')
    expect(server.config.caipNetworkId).toBe(SOLANA_CAIP_NETWORK_ID)
    expect(server.config.caipNetworkId).toBe('solana:J4gRSxAA1wgGQqmtBHhJc4nir3v6jzJN')
  })

  test.each(['wallet-1', 'wallet-2', 'wallet-3'])(
    '%s holds 100 SOL and 10 000 USDC (6 decimals) in its associated token account',
    async (label) => {
      const owner = wallet(label)
      expect((await result('getBalance', [owner])).value).toBe(100_000_000_000)
      const [ata] = await findAssociatedTokenPda({
        mint: server.config.usdcMint as never,
        owner,
        tokenProgram: TOKEN_PROGRAM_ADDRESS,
      })
      expect((await result('getTokenAccountBalance', [ata])).value).toEqual({
        amount: '10000000000',
        decimals: 6,
        uiAmount: 10000,
        uiAmountString: '10000',
      })
    },
  )

  test('the USDC mint has 6 decimals, the deployer as mint authority and 30 000 USDC supply', async () => {
    const { value } = await result('getAccountInfo', [
      server.config.usdcMint,
      { encoding: 'jsonParsed' },
    ])
    expect(value.owner).toBe(TOKEN_PROGRAM_ADDRESS)
    expect(value.data).toEqual({
      program: 'spl-token',
      parsed: {
        type: 'mint',
        info: {
          decimals: 6,
          freezeAuthority: null,
          isInitialized: true,
          mintAuthority: wallet('deployer'),
          supply: '30000000000',
        },
      },
      space: 82,
    })
  })

  test('the seed transactions are in the history: the mint, then one per wallet', async () => {
    const deployerHistory = await result('getSignaturesForAddress', [wallet('deployer')])
    expect(deployerHistory).toHaveLength(4)
    expect(await result('getSignaturesForAddress', [server.config.usdcMint])).toHaveLength(4)
  })
})

describe('cluster methods', () => {
  test.each([
    { method: 'getHealth', expected: 'ok' },
    {
      method: 'getVersion',
      expected: { 'feature-set': expect.any(Number), 'solana-core': SOLANA_CORE_VERSION },
    },
    { method: 'getSlot', expected: expect.any(Number) },
    { method: 'getBlockHeight', expected: expect.any(Number) },
  ])('$method answers as the Solana RPC', async ({ method, expected }) => {
    expect(await result(method)).toEqual(expected)
  })

  test('getEpochInfo: absoluteSlot = blockHeight (no skipped slots), mainnet epoch length', async () => {
    const slot = await result('getSlot')
    expect(await result('getEpochInfo')).toEqual({
      absoluteSlot: slot,
      blockHeight: slot,
      epoch: 0,
      slotIndex: slot,
      slotsInEpoch: 432_000,
      transactionCount: expect.any(Number),
    })
  })

  test('getLatestBlockhash: context with apiVersion and slot; valid for 150 slots', async () => {
    const answer = await result('getLatestBlockhash', [{ commitment: 'finalized' }])
    expect(answer).toEqual({
      context: { apiVersion: SOLANA_CORE_VERSION, slot: answer.context.slot },
      value: {
        blockhash: expect.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/),
        lastValidBlockHeight: answer.context.slot + BLOCKHASH_VALIDITY_SLOTS,
      },
    })
    expect((await result('isBlockhashValid', [answer.value.blockhash])).value).toBe(true)
  })

  test('isBlockhashValid: an unknown hash is not valid; a blockhash expires after 150 slots', async () => {
    expect((await result('isBlockhashValid', ['11111111111111111111111111111111'])).value).toBe(
      false,
    )
    const ledger = createSolanaLedger({ genesisHash: SOLANA_GENESIS_HASH })
    const first = ledger.latestBlockhash.blockhash
    for (let i = 0; i < BLOCKHASH_VALIDITY_SLOTS; i++) ledger.advanceSlot()
    expect(ledger.isBlockhashValid(first)).toBe(true)
    ledger.advanceSlot()
    expect(ledger.isBlockhashValid(first)).toBe(false)
  })

  test('getMinimumBalanceForRentExemption: 165 bytes (a token account) costs 2 039 280 lamports', async () => {
    expect(await result('getMinimumBalanceForRentExemption', [165])).toBe(2_039_280)
    expect(await result('getMinimumBalanceForRentExemption', [0])).toBe(890_880)
  })

  test('getFeeForMessage: 5000 lamports per signature; null for an unknown blockhash', async () => {
    const payer = await signerOf(server, 'wallet-1')
    const transfer = getTransferSolInstruction({
      source: payer,
      destination: wallet('wallet-2'),
      amount: lamports(1n),
    })
    const { signed } = await signedTransaction(server, payer, [transfer])
    const message = getBase64Decoder().decode(signed.messageBytes)
    expect((await result('getFeeForMessage', [message])).value).toBe(5000)
    const stale = await signedTransaction(server, payer, [transfer], {
      blockhash: '11111111111111111111111111111111',
      lastValidBlockHeight: 0,
    })
    expect(
      (await result('getFeeForMessage', [getBase64Decoder().decode(stale.signed.messageBytes)]))
        .value,
    ).toBeNull()
  })
})

describe('account methods', () => {
  test('getAccountInfo in base64, base58, binary (the default) and with a data slice', async () => {
    const [ata] = await findAssociatedTokenPda({
      mint: server.config.usdcMint as never,
      owner: wallet('wallet-1'),
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
    const base64 = (await result('getAccountInfo', [ata, { encoding: 'base64' }])).value
    expect(base64).toEqual({
      data: [expect.any(String), 'base64'],
      executable: false,
      lamports: 2_039_280,
      owner: TOKEN_PROGRAM_ADDRESS,
      rentEpoch: expect.any(Number),
      space: 165,
    })
    const bytes = getBase64Encoder().encode(base64.data[0])
    expect(bytes).toHaveLength(165)
    const sliced = (
      await result('getAccountInfo', [
        ata,
        { encoding: 'base58', dataSlice: { offset: 0, length: 32 } },
      ])
    ).value
    expect(sliced.data).toEqual([getBase58Decoder().decode(bytes.slice(0, 32)), 'base58'])
    expect(sliced.data[0]).toBe(server.config.usdcMint) // a token account starts with its mint
    const binary = await callRpc(rpcUrl, 'getAccountInfo', [ata])
    expect(binary.error).toEqual({
      code: -32600,
      message:
        'Encoded binary (base 58) data should be less than 128 bytes, please use Base64 encoding.',
    })
    const wallet1 = (await result('getAccountInfo', [wallet('wallet-1')])).value
    expect(wallet1).toMatchObject({ data: '', owner: '11111111111111111111111111111111', space: 0 })
  })

  test('getAccountInfo of an address with no account is null; the raw JSON has rentEpoch as a u64 number', async () => {
    expect(
      (await result('getAccountInfo', ['9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'])).value,
    ).toBeNull()
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'getAccountInfo',
        params: [wallet('wallet-1'), { encoding: 'base64' }],
      }),
    })
    expect(await response.text()).toContain('"rentEpoch":18446744073709551615')
  })

  test('getMultipleAccounts keeps order and gives null for missing accounts', async () => {
    const missing = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'
    const { value } = await result('getMultipleAccounts', [
      [wallet('wallet-1'), missing, server.config.usdcMint],
      { encoding: 'base64' },
    ])
    expect(value.map((a: { lamports: number } | null) => (a === null ? null : a.lamports))).toEqual(
      [expect.any(Number), null, 1_461_600],
    )
  })

  test('getTokenAccountsByOwner by mint and by programId, in jsonParsed as @solana/kit expects', async () => {
    const owner = wallet('wallet-2')
    const byMint = await result('getTokenAccountsByOwner', [
      owner,
      { mint: server.config.usdcMint },
      { encoding: 'jsonParsed' },
    ])
    const [ata] = await findAssociatedTokenPda({
      mint: server.config.usdcMint as never,
      owner,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
    expect(byMint.value).toEqual([
      {
        pubkey: ata,
        account: {
          data: {
            program: 'spl-token',
            parsed: {
              type: 'account',
              info: {
                isNative: false,
                mint: server.config.usdcMint,
                owner,
                state: 'initialized',
                tokenAmount: expect.objectContaining({ decimals: 6 }),
              },
            },
            space: 165,
          },
          executable: false,
          lamports: 2_039_280,
          owner: TOKEN_PROGRAM_ADDRESS,
          rentEpoch: expect.any(Number),
          space: 165,
        },
      },
    ])
    const byProgram = await result('getTokenAccountsByOwner', [
      owner,
      { programId: TOKEN_PROGRAM_ADDRESS },
      { encoding: 'base64' },
    ])
    expect(byProgram.value.map((a: { pubkey: string }) => a.pubkey)).toEqual([ata])
    const none = await result('getTokenAccountsByOwner', [
      wallet('deployer'),
      { mint: server.config.usdcMint },
      { encoding: 'jsonParsed' },
    ])
    expect(none.value).toEqual([])
  })
})

describe('errors: the Solana RPC codes and messages', () => {
  test.each(INVALID_PUBKEY_CASES)(
    'getBalance($value) → -32602 $message',
    async ({ value, message }) => {
      expect((await callRpc(rpcUrl, 'getBalance', [value])).error).toEqual({
        code: -32602,
        message,
      })
    },
  )

  test.each([
    {
      rule: 'a missing required param',
      method: 'getBalance',
      params: [],
      error: {
        code: -32602,
        message: 'Invalid params: invalid length 0, expected at least 1 element.',
      },
    },
    {
      rule: 'an unknown method',
      method: 'getNothing',
      params: [],
      error: { code: -32601, message: 'Method not found' },
    },
    {
      rule: 'an unknown commitment',
      method: 'getSlot',
      params: [{ commitment: 'soon' }],
      error: {
        code: -32602,
        message:
          'Invalid params: unknown variant `soon`, expected one of `processed`, `confirmed`, `finalized`.',
      },
    },
    {
      rule: 'a minContextSlot ahead of the node',
      method: 'getBalance',
      params: ['11111111111111111111111111111111', { minContextSlot: 1_000_000 }],
      error: {
        code: -32016,
        message: 'Minimum context slot has not been reached',
        data: { contextSlot: expect.any(Number) },
      },
    },
    {
      rule: 'more than 100 accounts',
      method: 'getMultipleAccounts',
      params: [Array(101).fill('11111111111111111111111111111111')],
      error: { code: -32602, message: 'Too many inputs provided; max 100' },
    },
    {
      rule: 'more than 256 signatures',
      method: 'getSignatureStatuses',
      params: [Array(257).fill('1'.repeat(64))],
      error: { code: -32602, message: 'Too many inputs provided; max 256' },
    },
    {
      rule: 'a malformed signature',
      method: 'getTransaction',
      params: ['abc'],
      error: { code: -32602, message: 'Invalid param: WrongSize' },
    },
    {
      rule: 'a limit above 1000',
      method: 'getSignaturesForAddress',
      params: ['11111111111111111111111111111111', { limit: 1001 }],
      error: { code: -32602, message: 'Invalid limit; max 1000' },
    },
    {
      rule: 'a token balance of an account that is not a token account',
      method: 'getTokenAccountBalance',
      params: ['11111111111111111111111111111111'],
      error: { code: -32602, message: 'Invalid param: not a Token account' },
    },
    {
      rule: 'token accounts of a mint that does not exist',
      method: 'getTokenAccountsByOwner',
      params: [
        '11111111111111111111111111111111',
        { mint: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin' },
      ],
      error: { code: -32602, message: 'Invalid param: could not find mint' },
    },
    {
      rule: 'token accounts under a program that is not a token program',
      method: 'getTokenAccountsByOwner',
      params: [
        '11111111111111111111111111111111',
        { programId: '11111111111111111111111111111111' },
      ],
      error: { code: -32602, message: 'Invalid param: unrecognized Token program id' },
    },
    {
      rule: 'a transaction in an unsupported encoding',
      method: 'sendTransaction',
      params: ['AA==', { encoding: 'hex' }],
      error: {
        code: -32602,
        message: 'unsupported encoding: hex. Supported encodings: base58, base64',
      },
    },
    {
      rule: 'a transaction that is not base64',
      method: 'sendTransaction',
      params: ['@@@@', { encoding: 'base64' }],
      error: { code: -32602, message: 'invalid base64 encoding: InvalidByte' },
    },
    {
      rule: 'a transaction text longer than the packet allows',
      method: 'sendTransaction',
      params: ['A'.repeat(1648), { encoding: 'base64' }],
      error: {
        code: -32602,
        message:
          'base64 encoded solana_transaction::versioned::VersionedTransaction too large: 1648 bytes (max: encoded/raw 1644/1232)',
      },
    },
    {
      rule: 'bytes that are not a transaction',
      method: 'sendTransaction',
      params: ['AQID', { encoding: 'base64' }],
      error: {
        code: -32602,
        message: expect.stringMatching(
          /^failed to deserialize solana_transaction::versioned::VersionedTransaction: /,
        ),
      },
    },
    {
      rule: 'sigVerify together with replaceRecentBlockhash',
      method: 'simulateTransaction',
      params: ['AA==', { encoding: 'base64', sigVerify: true, replaceRecentBlockhash: true }],
      error: { code: -32602, message: 'sigVerify may not be used with replaceRecentBlockhash' },
    },
    {
      rule: 'an airdrop of 0 lamports',
      method: 'requestAirdrop',
      params: ['11111111111111111111111111111111', 0],
      error: { code: -32602, message: 'Invalid params: lamports must be greater than 0.' },
    },
  ])('$rule → $error.code', async ({ method, params, error }) => {
    expect((await callRpc(rpcUrl, method, params)).error).toEqual(error)
  })

  test('JSON-RPC 2.0: parse error, invalid request, batches (notifications left out), empty batch', async () => {
    expect(await postRpc(rpcUrl, '{not json')).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32700, message: 'Parse error' },
    })
    expect(await postRpc(rpcUrl, { id: 1, method: 'getSlot' })).toEqual({
      jsonrpc: '2.0',
      id: 1,
      error: { code: -32600, message: 'Invalid request' },
    })
    expect(await postRpc(rpcUrl, [])).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32600, message: 'Invalid request' },
    })
    const batch = await postRpc(rpcUrl, [
      { jsonrpc: '2.0', id: 'a', method: 'getHealth' },
      { jsonrpc: '2.0', method: 'getHealth' },
      { jsonrpc: '2.0', id: 'b', method: 'getGenesisHash' },
      { jsonrpc: '2.0', id: 'c', method: 'nope' },
    ])
    expect(batch).toEqual([
      { jsonrpc: '2.0', id: 'a', result: 'ok' },
      { jsonrpc: '2.0', id: 'b', result: SOLANA_GENESIS_HASH },
      { jsonrpc: '2.0', id: 'c', error: { code: -32601, message: 'Method not found' } },
    ])
  })

  test('HTTP: CORS for browsers, JSON only, bodies over 50 KiB refused, GET /health', async () => {
    const preflight = await fetch(rpcUrl, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:5173', 'access-control-request-method': 'POST' },
    })
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    const text = await fetch(rpcUrl, {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'text/plain' },
    })
    expect(text.status).toBe(415)
    const big = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'getHealth',
        params: ['x'.repeat(60_000)],
      }),
    })
    expect(big.status).toBe(413)
    expect(await (await fetch(`${rpcUrl}/health`)).text()).toBe('ok')
  })
})

describe('transactions', () => {
  test('sendTransaction (base64) lands a SOL transfer: statuses, history, getTransaction json and base64', async () => {
    const payer = await signerOf(server, 'wallet-3')
    const to = wallet('wallet-2')
    const before = (await result('getBalance', [to])).value
    const { signed, base64 } = await signedTransaction(server, payer, [
      getTransferSolInstruction({ source: payer, destination: to, amount: lamports(250_000_000n) }),
    ])
    const signature = await result('sendTransaction', [base64, { encoding: 'base64' }])
    expect(signature).toBe(getBase58Decoder().decode(Object.values(signed.signatures)[0]!))
    expect((await result('getBalance', [to])).value).toBe(before + 250_000_000)

    const statuses = await result('getSignatureStatuses', [[signature, '1'.repeat(64)]])
    expect(statuses.value).toEqual([
      {
        confirmationStatus: 'finalized',
        confirmations: null,
        err: null,
        slot: expect.any(Number),
        status: { Ok: null },
      },
      null,
    ])
    const slot = statuses.value[0].slot
    expect(await result('getSlot')).toBe(slot + 1) // a landed transaction closes its slot

    const history = await result('getSignaturesForAddress', [payer.address, { limit: 1 }])
    expect(history).toEqual([
      {
        blockTime: expect.any(Number),
        confirmationStatus: 'finalized',
        err: null,
        memo: null,
        signature,
        slot,
      },
    ])

    const json = await result('getTransaction', [
      signature,
      { encoding: 'json', maxSupportedTransactionVersion: 0 },
    ])
    expect(json).toEqual({
      blockTime: expect.any(Number),
      slot,
      version: 0,
      transaction: {
        signatures: [signature],
        message: {
          accountKeys: [payer.address, to, '11111111111111111111111111111111'],
          header: {
            numReadonlySignedAccounts: 0,
            numReadonlyUnsignedAccounts: 1,
            numRequiredSignatures: 1,
          },
          instructions: [
            { accounts: [0, 1], data: expect.any(String), programIdIndex: 2, stackHeight: null },
          ],
          recentBlockhash: expect.any(String),
          addressTableLookups: [],
        },
      },
      meta: {
        computeUnitsConsumed: 150,
        err: null,
        fee: 5000,
        innerInstructions: [],
        loadedAddresses: { readonly: [], writable: [] },
        logMessages: [
          'Program 11111111111111111111111111111111 invoke [1]',
          'Program 11111111111111111111111111111111 success',
        ],
        postBalances: [json.meta.preBalances[0] - 250_005_000, before + 250_000_000, 1],
        postTokenBalances: [],
        preBalances: [expect.any(Number), before, 1],
        preTokenBalances: [],
        rewards: [],
        status: { Ok: null },
      },
    })
    const base64Answer = await result('getTransaction', [
      signature,
      { encoding: 'base64', maxSupportedTransactionVersion: 0 },
    ])
    expect(base64Answer.transaction).toEqual([base64, 'base64'])

    const unversioned = await callRpc(rpcUrl, 'getTransaction', [signature, { encoding: 'json' }])
    expect(unversioned.error).toEqual({
      code: -32015,
      message:
        'Transaction version (0) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": 0',
    })
    expect(
      await result('getTransaction', ['1'.repeat(64), { maxSupportedTransactionVersion: 0 }]),
    ).toBeNull()
  })

  test('sendTransaction takes base58 too (the default encoding)', async () => {
    const payer = await signerOf(server, 'wallet-1')
    const { base64 } = await signedTransaction(server, payer, [
      getTransferSolInstruction({
        source: payer,
        destination: wallet('wallet-3'),
        amount: lamports(7n),
      }),
    ])
    const base58 = getBase58Decoder().decode(getBase64Encoder().encode(base64))
    const signature = await result('sendTransaction', [base58])
    expect((await result('getSignatureStatuses', [[signature]])).value[0].status).toEqual({
      Ok: null,
    })
  })

  test('preflight: a transfer beyond the balance fails with -32002 and the simulation result; nothing lands', async () => {
    const payer = await signerOf(server, 'wallet-1')
    const { base64 } = await signedTransaction(server, payer, [
      getTransferSolInstruction({
        source: payer,
        destination: wallet('wallet-2'),
        amount: lamports(1_000_000_000_000n),
      }),
    ])
    const before = (await result('getBalance', [payer.address])).value
    const answer = await callRpc(rpcUrl, 'sendTransaction', [base64, { encoding: 'base64' }])
    expect(answer.error).toMatchObject({
      code: -32002,
      message:
        'Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1',
      data: {
        err: { InstructionError: [0, { Custom: 1 }] },
        logs: expect.arrayContaining([expect.stringMatching(/insufficient lamports/)]),
        accounts: null,
        unitsConsumed: expect.any(Number),
      },
    })
    expect((await result('getBalance', [payer.address])).value).toBe(before)
  })

  test('skipPreflight: the failing transfer lands, pays its fee, and its status carries the error', async () => {
    const payer = await signerOf(server, 'wallet-1')
    const { base64 } = await signedTransaction(server, payer, [
      getTransferSolInstruction({
        source: payer,
        destination: wallet('wallet-2'),
        amount: lamports(1_000_000_000_001n),
      }),
    ])
    const before = (await result('getBalance', [payer.address])).value
    const signature = await result('sendTransaction', [
      base64,
      { encoding: 'base64', skipPreflight: true },
    ])
    const [status] = (await result('getSignatureStatuses', [[signature]])).value
    expect(status).toMatchObject({
      err: { InstructionError: [0, { Custom: 1 }] },
      status: { Err: { InstructionError: [0, { Custom: 1 }] } },
    })
    expect((await result('getBalance', [payer.address])).value).toBe(before - 5000)
  })

  test('a duplicate is refused by preflight (AlreadyProcessed); an unknown blockhash by BlockhashNotFound', async () => {
    const payer = await signerOf(server, 'wallet-2')
    const transfer = getTransferSolInstruction({
      source: payer,
      destination: wallet('wallet-1'),
      amount: lamports(3n),
    })
    const { base64 } = await signedTransaction(server, payer, [transfer])
    await result('sendTransaction', [base64, { encoding: 'base64' }])
    expect(
      (await callRpc(rpcUrl, 'sendTransaction', [base64, { encoding: 'base64' }])).error,
    ).toMatchObject({
      code: -32002,
      message: 'Transaction simulation failed: This transaction has already been processed',
      data: { err: 'AlreadyProcessed' },
    })
    const stale = await signedTransaction(server, payer, [transfer], {
      blockhash: '11111111111111111111111111111111',
      lastValidBlockHeight: 0,
    })
    expect(
      (await callRpc(rpcUrl, 'sendTransaction', [stale.base64, { encoding: 'base64' }])).error,
    ).toMatchObject({
      code: -32002,
      message: 'Transaction simulation failed: Blockhash not found',
      data: { err: 'BlockhashNotFound' },
    })
    // Without preflight it is dropped, as a validator drops it: the signature never gets a status.
    const dropped = await result('sendTransaction', [
      stale.base64,
      { encoding: 'base64', skipPreflight: true },
    ])
    expect((await result('getSignatureStatuses', [[dropped]])).value).toEqual([null])
  })

  test('a tampered signature fails verification with -32003', async () => {
    const payer = await signerOf(server, 'wallet-2')
    const { base64 } = await signedTransaction(server, payer, [
      getTransferSolInstruction({
        source: payer,
        destination: wallet('wallet-1'),
        amount: lamports(4n),
      }),
    ])
    const bytes = new Uint8Array(getBase64Encoder().encode(base64))
    bytes[5] = (bytes[5] ?? 0) ^ 0xff
    const tampered = getBase64Decoder().decode(bytes)
    expect(
      (await callRpc(rpcUrl, 'sendTransaction', [tampered, { encoding: 'base64' }])).error,
    ).toEqual({
      code: -32003,
      message: 'Transaction signature verification failure',
    })
  })

  test('simulateTransaction: unsigned with replaceRecentBlockhash, post-state of requested accounts, nothing lands', async () => {
    const payer = await signerOf(server, 'wallet-3')
    const to = wallet('wallet-1')
    const { base64 } = await signedTransaction(
      server,
      payer,
      [getTransferSolInstruction({ source: payer, destination: to, amount: lamports(1_000n) })],
      { blockhash: '11111111111111111111111111111111', lastValidBlockHeight: 0 },
    )
    const bytes = new Uint8Array(getBase64Encoder().encode(base64))
    bytes.fill(0, 1, 65) // wipe the signature: simulations need none
    const before = (await result('getBalance', [to])).value
    const { context, value } = await result('simulateTransaction', [
      getBase64Decoder().decode(bytes),
      {
        encoding: 'base64',
        replaceRecentBlockhash: true,
        innerInstructions: true,
        accounts: { addresses: [to], encoding: 'base64' },
      },
    ])
    expect(context).toEqual({ apiVersion: SOLANA_CORE_VERSION, slot: expect.any(Number) })
    expect(value).toMatchObject({
      err: null,
      fee: 5000,
      logs: [
        'Program 11111111111111111111111111111111 invoke [1]',
        'Program 11111111111111111111111111111111 success',
      ],
      unitsConsumed: 150,
      innerInstructions: [],
      replacementBlockhash: server.ledger.latestBlockhash,
      returnData: null,
      accounts: [{ lamports: before + 1_000, owner: '11111111111111111111111111111111' }],
    })
    expect((await result('getBalance', [to])).value).toBe(before)
    const withoutReplace = await result('simulateTransaction', [
      getBase64Decoder().decode(bytes),
      { encoding: 'base64' },
    ])
    expect(withoutReplace.value.err).toBe('BlockhashNotFound')
  })

  const COMPUTE_BUDGET = 'ComputeBudget111111111111111111111111111111' as Address
  const unitPrice = (microLamports: bigint) => {
    const data = new Uint8Array(9)
    data[0] = 3
    new DataView(data.buffer).setBigUint64(1, microLamports, true)
    return { programAddress: COMPUTE_BUDGET, data }
  }
  const unitLimit = (units: number) => {
    const data = new Uint8Array(5)
    data[0] = 2
    new DataView(data.buffer).setUint32(1, units, true)
    return { programAddress: COMPUTE_BUDGET, data }
  }
  test.each([
    { rule: 'no priority fee: 5000 per signature', budget: [], fee: 5000 },
    {
      rule: 'price × default limit (3000 CU per builtin instruction)',
      budget: [unitPrice(1_000_000n)],
      fee: 5000 + 6000,
    },
    {
      rule: 'price × requested limit',
      budget: [unitPrice(1_000_000n), unitLimit(50_000)],
      fee: 5000 + 50_000,
    },
    { rule: 'rounded up to a whole lamport', budget: [unitPrice(3n)], fee: 5001 },
  ])('the fee meta reports is what the payer paid: $rule', async ({ budget, fee }) => {
    const payer = await signerOf(server, 'wallet-2')
    const before = (await result('getBalance', [payer.address])).value
    const { base64 } = await signedTransaction(server, payer, [
      ...budget,
      getTransferSolInstruction({
        source: payer,
        destination: wallet('wallet-3'),
        amount: lamports(0n),
      }),
    ])
    const signature = await result('sendTransaction', [base64, { encoding: 'base64' }])
    expect((await result('getBalance', [payer.address])).value).toBe(before - fee)
    const { meta } = await result('getTransaction', [
      signature,
      { maxSupportedTransactionVersion: 0 },
    ])
    expect(meta.fee).toBe(fee)
  })

  test('requestAirdrop pays from the deployer (faucet) and lands as a transfer', async () => {
    const to = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'
    const signature = await result('requestAirdrop', [to, 2_000_000_000])
    expect((await result('getBalance', [to])).value).toBe(2_000_000_000)
    const transaction = await result('getTransaction', [
      signature,
      { maxSupportedTransactionVersion: 0 },
    ])
    expect(transaction.transaction.message.accountKeys.slice(0, 2)).toEqual([
      wallet('deployer'),
      to,
    ])
    expect(await result('getSignaturesForAddress', [to])).toMatchObject([{ signature }])
  })

  test('getSignaturesForAddress pages newest first with before and until', async () => {
    const all = await result('getSignaturesForAddress', [wallet('wallet-1')])
    expect(all.length).toBeGreaterThanOrEqual(4)
    const slots = all.map((entry: { slot: number }) => entry.slot)
    expect(slots).toEqual([...slots].sort((a, b) => b - a))
    const page = await result('getSignaturesForAddress', [
      wallet('wallet-1'),
      { before: all[0].signature, until: all[3].signature },
    ])
    expect(page.map((e: { signature: string }) => e.signature)).toEqual(
      all.slice(1, 3).map((e: { signature: string }) => e.signature),
    )
  })
})
