import { toHex } from 'viem'
import { describe, expect, test } from 'vitest'
import { DEVNET_EVM_NETWORKS } from '../../config/devnetNetworks.js'
import { decodeCallsId, encodeCallsId } from './callsId.js'
import { createPublicClients } from './evmClients.js'
import { prepareEvmSigning } from './prepareEvmSigning.js'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const network = DEVNET_EVM_NETWORKS[0]!
const prepare = (method: string, params: unknown) =>
  prepareEvmSigning({
    method,
    params,
    network,
    address: ADDRESS,
    publicClient: createPublicClients(),
  })

const typedData = (chainId: number) =>
  JSON.stringify({
    domain: { name: 'Test', chainId },
    types: { Greeting: [{ name: 'text', type: 'string' }] },
    primaryType: 'Greeting',
    message: { text: 'gm' },
  })

describe('what the approval screen shows of each not-safe EVM request', () => {
  test('personal_sign of UTF-8 text shows the text', async () => {
    expect((await prepare('personal_sign', [toHex('Hello\nworld'), ADDRESS])).description).toEqual({
      title: 'Sign message',
      rows: [{ label: 'Message', value: 'Hello\nworld', block: true }],
    })
  })

  test('personal_sign of bytes that are not text shows them as hex', async () => {
    expect((await prepare('personal_sign', ['0x00ff10', ADDRESS])).description.rows).toEqual([
      { label: 'Message (bytes, not text)', value: '0x00ff10', mono: true, block: true },
    ])
  })

  test('eth_signTypedData_v4 shows domain, type and message', async () => {
    const rows = (await prepare('eth_signTypedData_v4', [ADDRESS, typedData(network.chainId)]))
      .description.rows
    expect(rows.map((row) => row.label)).toEqual(['Domain', 'Type', 'Message'])
    expect(rows[1]!.value).toBe('Greeting')
    expect(rows[2]!.value).toContain('"gm"')
  })
  // Transactions and calls (fixed from the chain): prepareEvmSigning.chain.test.ts.
})

describe('not-safe EVM requests that are refused before any screen', () => {
  test.each([
    ['personal_sign for another account', 'personal_sign', [toHex('x'), OTHER], 4100],
    ['typed data for another account', 'eth_signTypedData_v4', [OTHER, typedData(31337)], 4100],
    [
      'typed data of another chain than the request',
      'eth_signTypedData_v4',
      [ADDRESS, typedData(1)],
      -32602,
    ],
    ['malformed typed data', 'eth_signTypedData_v4', [ADDRESS, '{"types":'], -32602],
    [
      'a transaction from another account',
      'eth_sendTransaction',
      [{ from: OTHER, to: ADDRESS }],
      4100,
    ],
    [
      'a transaction with a value that is not hex',
      'eth_sendTransaction',
      [{ to: OTHER, value: '12' }],
      -32602,
    ],
    [
      'calls that must be atomic (5760)',
      'wallet_sendCalls',
      [{ calls: [{ to: OTHER }], atomicRequired: true }],
      5760,
    ],
    [
      'a non-optional capability (5700)',
      'wallet_sendCalls',
      [{ calls: [{ to: OTHER }], capabilities: { paymasterService: { url: 'x' } } }],
      5700,
    ],
    [
      'calls for another chain',
      'wallet_sendCalls',
      [{ chainId: '0x1', calls: [{ to: OTHER }] }],
      -32602,
    ],
    ['no calls', 'wallet_sendCalls', [{ calls: [] }], -32602],
  ])('%s', async (_, method, params, code) => {
    await expect(prepare(method, params)).rejects.toThrow(expect.objectContaining({ code }))
  })
})

describe('wallet_sendCalls ids', () => {
  test('carry the chain and the transaction hashes, and nothing else parses', () => {
    const hashes = [`0x${'ab'.repeat(32)}`, `0x${'cd'.repeat(32)}`] as const
    const id = encodeCallsId(31337, hashes)
    expect(decodeCallsId(id)).toEqual({ chainId: 31337, hashes })
    expect(decodeCallsId('31337:abc')).toBeUndefined()
    expect(decodeCallsId(42)).toBeUndefined()
  })
})
