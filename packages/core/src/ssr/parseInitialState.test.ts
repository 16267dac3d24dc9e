import { describe, expect, it } from 'vitest'
import { parseInitialState } from './parseInitialState.js'

const EVM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SOLANA = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const account = (overrides: Record<string, unknown> = {}) => ({
  account: {
    namespace: 'eip155',
    chainId: '31337',
    address: EVM,
    connectorId: 'xyz.portico.testwallet',
    ...overrides,
  },
})

describe('parseInitialState: what a server may render connected', () => {
  it.each([
    ['an EVM account', account()],
    [
      'a Solana account',
      account({
        namespace: 'solana',
        chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        address: SOLANA,
      }),
    ],
    [
      'a Bitcoin account (CAIP-10 address)',
      account({
        namespace: 'bip122',
        chainId: '000000000019d6689c085ae165831e93',
        address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      }),
    ],
    ['a connector id with spaces (a wallet-standard name)', account({ connectorId: 'My Wallet' })],
  ])('%s is kept', (_rule, value) => {
    expect(parseInitialState(value)).toEqual(value)
  })

  it('keeps only the known fields', () => {
    expect(parseInitialState({ ...account(), extra: 1 })).toEqual(account())
    expect(parseInitialState(account({ balance: '100' }))).toEqual(account())
  })

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['a string', 'eip155:1:0x…'],
    ['an array', [account()]],
    ['no account', {}],
    ['account not an object', { account: 'x' }],
    ['an unknown namespace', account({ namespace: 'tron' })],
    ['chainId a number (CAIP-2 references are strings)', account({ chainId: 31337 })],
    ['an empty chainId', account({ chainId: '' })],
    ['a chainId with a colon', account({ chainId: '1:2' })],
    ['a chainId over 32 characters', account({ chainId: 'a'.repeat(33) })],
    ['an EVM address of 39 hex digits', account({ address: EVM.slice(0, -1) })],
    ['an EVM address without 0x', account({ address: EVM.slice(2) })],
    ['markup as the address', account({ address: '<img src=x onerror=alert(1)>' })],
    ['a Solana address with a 0', account({ namespace: 'solana', address: `0${SOLANA.slice(1)}` })],
    ['a CAIP-10 address with a space', account({ namespace: 'bip122', address: 'bc1 q' })],
    ['an address over 128 characters', account({ namespace: 'cosmos', address: 'a'.repeat(129) })],
    ['no connectorId', account({ connectorId: undefined })],
    ['an empty connectorId', account({ connectorId: '' })],
    ['a connectorId with a newline', account({ connectorId: 'a\nb' })],
    ['a connectorId over 256 characters', account({ connectorId: 'a'.repeat(257) })],
  ])('%s is ignored', (_rule, value) => {
    expect(parseInitialState(value)).toBeUndefined()
  })
})
