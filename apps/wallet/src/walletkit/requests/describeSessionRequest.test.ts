import { base58 } from '@scure/base'
import { createTx } from 'micro-sol-signer'
import { stringToHex } from 'viem'
import { describe, expect, test } from 'vitest'
import { describeSessionRequest } from './describeSessionRequest.js'

const field = (chainId: string, method: string, params: unknown, label: string) =>
  describeSessionRequest({ chainId, method, params }).fields.find((f) => f.label === label)

describe('describeSessionRequest', () => {
  test('personal_sign: a UTF-8 message is shown as text', () => {
    expect(
      field(
        'eip155:1',
        'personal_sign',
        [stringToHex('Hello <b>world</b>\nline 2'), '0x1'],
        'Message',
      ),
    ).toEqual({
      label: 'Message',
      value: 'Hello <b>world</b>\nline 2',
      kind: 'text',
    })
  })

  test('personal_sign: bytes that are not readable text stay hex', () => {
    expect(field('eip155:1', 'personal_sign', ['0x00ff10', '0x1'], 'Message (hex)')?.value).toBe(
      '0x00ff10',
    )
  })

  test('eth_sendTransaction: to, value in ETH, data', () => {
    const { title, fields } = describeSessionRequest({
      chainId: 'eip155:31337',
      method: 'eth_sendTransaction',
      params: [{ from: '0xaa', to: '0xbb', value: '0xde0b6b3a7640000', data: '0x1234' }],
    })
    expect(title).toBe('Send a transaction')
    expect(Object.fromEntries(fields.map((f) => [f.label, f.value]))).toMatchObject({
      From: '0xaa',
      To: '0xbb',
      Value: '1 ETH',
      Data: '0x1234',
    })
  })

  test('eth_sendTransaction without to is a contract creation', () => {
    expect(field('eip155:1', 'eth_sendTransaction', [{ data: '0x60' }], 'To')?.value).toBe(
      '(contract creation)',
    )
  })

  test('solana_signMessage: base58 text is decoded', () => {
    expect(
      field(
        'solana:x',
        'solana_signMessage',
        { message: base58.encode(new TextEncoder().encode('gm')), pubkey: 'p' },
        'Message',
      )?.value,
    ).toBe('gm')
  })

  test('solana_signTransaction: fee payer and the transfer instruction', () => {
    const tx = createTx(
      'AKnL4NNf3DGWZJS6cPknBuEGnVsV4A4m5tgebLHaRSZ9',
      'FDwkzWGxx6LfCfzcmVVLEk3QUMxNhuFuKEMRwzR4Dtys',
      '1',
      5000n,
      'J2BjKU6L83eehHVgoze6uTXGCBu6nbxsqEro9QvWpU52',
    )
    const fields = describeSessionRequest({
      chainId: 'solana:x',
      method: 'solana_signTransaction',
      params: { transaction: tx },
    }).fields
    expect(fields.find((f) => f.label === 'Fee payer')?.value).toBe(
      'AKnL4NNf3DGWZJS6cPknBuEGnVsV4A4m5tgebLHaRSZ9',
    )
    expect(fields.find((f) => f.label === 'Instructions')?.value).toMatch(
      /FDwkzWGxx6LfCfzcmVVLEk3QUMxNhuFuKEMRwzR4Dtys/,
    )
  })

  test('long values are clipped', () => {
    const value = field(
      'eip155:1',
      'personal_sign',
      [stringToHex('a'.repeat(10_000)), '0x1'],
      'Message',
    )!.value
    expect(value.length).toBeLessThan(4_010)
  })

  test('unknown methods show their params as JSON', () => {
    expect(
      describeSessionRequest({ chainId: 'eip155:1', method: 'x_y', params: { a: 1 } }),
    ).toEqual({
      title: 'x_y',
      fields: [{ label: 'Params', value: '{\n  "a": 1\n}', kind: 'code' }],
    })
  })
  const adr36 = (data: string) => ({
    signerAddress: 'cosmos1signer',
    signDoc: {
      chain_id: '',
      account_number: '0',
      sequence: '0',
      fee: { gas: '0', amount: [] },
      msgs: [{ type: 'sign/MsgSignData', value: { signer: 'cosmos1signer', data } }],
      memo: '',
    },
  })

  test('cosmos_signAmino of an ADR-36 arbitrary message: the data shown as text', () => {
    const { title, fields } = describeSessionRequest({
      chainId: 'cosmos:cosmoshub-4',
      method: 'cosmos_signAmino',
      params: adr36(btoa('Hello <i>Cosmos</i>')),
    })
    expect(title).toBe('Sign a message (ADR-36)')
    expect(fields).toContainEqual({ label: 'Message', value: 'Hello <i>Cosmos</i>', kind: 'text' })
    expect(fields).toContainEqual({ label: 'Signer', value: 'cosmos1signer', kind: 'code' })
  })

  test('cosmos_signAmino of an ADR-36 message that is not text: base64', () => {
    expect(
      field('cosmos:cosmoshub-4', 'cosmos_signAmino', adr36('AAEC'), 'Message (base64)')?.value,
    ).toBe('AAEC')
  })

  test('cosmos_signAmino of a transaction (not ADR-36): messages and fee as JSON', () => {
    const params = adr36('AAEC')
    params.signDoc.msgs = [{ type: 'cosmos-sdk/MsgSend', value: { signer: 'x', data: '' } }]
    const { title } = describeSessionRequest({
      chainId: 'cosmos:cosmoshub-4',
      method: 'cosmos_signAmino',
      params,
    })
    expect(title).toBe('Sign a transaction (amino)')
  })
})
