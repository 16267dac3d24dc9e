import { serializeSignDoc } from '@cosmjs/amino'
import { toBase64, toUtf8 } from '@cosmjs/encoding'
import { describe, expect, test } from 'vitest'
import { buildAdr36SignDoc } from './buildAdr36SignDoc.js'
import { NAMESPACE_METHODS } from './namespaceMethods.js'
import { cosmosHub, polkadot } from './networks.js'
import { signMessageRequest } from './signMessageRequest.js'

const MESSAGE = 'Héllo <Portico> ✓'

describe('signMessageRequest: the request per namespace (WalletConnect RPC references)', () => {
  test.each([
    {
      namespace: 'eip155' as const,
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      method: 'personal_sign',
      params: [
        `0x${Buffer.from(MESSAGE, 'utf8').toString('hex')}`,
        '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      ],
      result: '0xabc',
      signature: '0xabc',
    },
    {
      namespace: 'solana' as const,
      address: 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96',
      method: 'solana_signMessage',
      params: {
        // base58 of the UTF-8 bytes (as @scure/base encodes them)
        message: '21oBhnuMzJq9e1K3vbnvURHKB1iS',
        pubkey: 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96',
      },
      result: { signature: '3xyz' },
      signature: '3xyz',
    },
    {
      namespace: 'bip122' as const,
      address: 'bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw',
      method: 'signMessage',
      params: { message: MESSAGE, address: 'bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw' },
      result: { address: 'x', signature: 'AkcwRAIg' },
      signature: 'AkcwRAIg',
    },
    {
      namespace: 'polkadot' as const,
      address: '15kyC2xTckettUR82sbpzmSx9k1KgYBcVLLP2q1RySgWm2V9',
      method: 'polkadot_signMessage',
      params: { address: '15kyC2xTckettUR82sbpzmSx9k1KgYBcVLLP2q1RySgWm2V9', message: MESSAGE },
      result: { signature: '0x01aa' },
      signature: '0x01aa',
    },
    {
      namespace: 'cosmos' as const,
      address: 'cosmos15yk64u7zc9g9k2yr2wmzeva5qgwxps6yxj00e7',
      method: 'cosmos_signAmino',
      params: {
        signerAddress: 'cosmos15yk64u7zc9g9k2yr2wmzeva5qgwxps6yxj00e7',
        signDoc: buildAdr36SignDoc({
          signer: 'cosmos15yk64u7zc9g9k2yr2wmzeva5qgwxps6yxj00e7',
          message: MESSAGE,
        }),
      },
      result: { signed: {}, signature: { pub_key: {}, signature: 'c2ln' } },
      signature: 'c2ln',
    },
  ])('$namespace: $method, and the signature read from its answer', (row) => {
    const { request, signature } = signMessageRequest(row.namespace, row.address, MESSAGE)
    expect(request).toEqual({ method: row.method, params: row.params })
    expect(NAMESPACE_METHODS[row.namespace]).toContain(row.method)
    expect(signature(row.result)).toBe(row.signature)
  })

  test.each([
    ['eip155', null],
    ['polkadot', {}],
    ['cosmos', { signature: {} }],
    ['solana', { signature: '' }],
  ] as const)('%s: an answer without a signature is an error', (namespace, result) => {
    expect(() => signMessageRequest(namespace, 'a', 'm').signature(result)).toThrow(
      /without a signature/,
    )
  })
})

test('solana: leading zero bytes are base58 1s', () => {
  const { request } = signMessageRequest('solana', 'pk', '\u0000\u0000hi')
  expect(request.params).toEqual({ message: '118wr', pubkey: 'pk' })
})

describe('buildAdr36SignDoc: ADR-036 arbitrary message', () => {
  test('its Amino sign bytes are those CosmJS serializes for the same ADR-36 doc', () => {
    const signer = 'cosmos15yk64u7zc9g9k2yr2wmzeva5qgwxps6yxj00e7'
    const doc = buildAdr36SignDoc({ signer, message: MESSAGE })
    expect(doc).toEqual({
      chain_id: '',
      account_number: '0',
      sequence: '0',
      fee: { gas: '0', amount: [] },
      msgs: [{ type: 'sign/MsgSignData', value: { signer, data: toBase64(toUtf8(MESSAGE)) } }],
      memo: '',
    })
    expect(new TextDecoder().decode(serializeSignDoc(doc))).toBe(
      `{"account_number":"0","chain_id":"","fee":{"amount":[],"gas":"0"},"memo":"","msgs":[{"type":"sign/MsgSignData","value":{"data":"${toBase64(toUtf8(MESSAGE))}","signer":"${signer}"}}],"sequence":"0"}`,
    )
  })

  test('bytes are encoded as they are', () => {
    expect(
      buildAdr36SignDoc({ signer: 's', message: new Uint8Array([0, 255]) }).msgs[0]?.value.data,
    ).toBe('AP8=')
  })
})

describe('networks: Polkadot and Cosmos Hub (issue 10 design, "Networks")', () => {
  test.each([
    [polkadot, 'polkadot', 'polkadot:91b171bb158e2d3848fa23a9f1c25182', 'DOT', 10],
    [cosmosHub, 'cosmos', 'cosmos:cosmoshub-4', 'ATOM', 6],
  ] as const)(
    '%#: CAIP-2 %s id %s, %s with %i decimals',
    (network, namespace, caip, symbol, decimals) => {
      expect(network.chainNamespace).toBe(namespace)
      expect(network.caipNetworkId).toBe(caip)
      expect(`${namespace}:${network.id}`).toBe(caip)
      expect(network.nativeCurrency).toMatchObject({ symbol, decimals })
    },
  )
})
