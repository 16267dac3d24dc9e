import { describe, expect, it } from 'vitest'
import { parseCaipAddress, parseCaipNetworkId } from './caip.js'
import { shortenAddress } from './shortenAddress.js'

describe('shortenAddress — spec §9: addresses shown with 4 leading and 6 trailing characters', () => {
  it.each([
    ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', '0xf3…b92266'],
    ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8', '0x70…dc79C8'],
    ['short', 'short'],
  ])('%s → %s', (address, expected) => {
    expect(shortenAddress(address)).toBe(expected)
  })
})

describe('CAIP — spec §5', () => {
  it.each([
    ['eip155:1:0xabc', { chainNamespace: 'eip155', chainId: '1', address: '0xabc' }],
    [
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P4',
      { chainNamespace: 'solana', chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', address: '7S3P4' },
    ],
  ])('CAIP-10 %s parses', (input, expected) => {
    expect(parseCaipAddress(input)).toEqual(expected)
  })

  it.each([
    ['two parts', 'eip155:1'],
    ['four parts', 'eip155:1:0xabc:extra'],
    ['empty chain id', 'eip155::0xabc'],
    ['empty address', 'eip155:1:'],
    ['unknown namespace', 'tron:1:0xabc'],
  ])("CAIP-10 with %s → 'Invalid CAIP-10 address'", (_case, input) => {
    expect(() => parseCaipAddress(input)).toThrow('Invalid CAIP-10 address')
  })

  it.each([
    ['eip155:31337', true],
    ['eip155', false],
    ['eip155:', false],
    ['eip155:1:2', false],
  ])('CAIP-2 %s valid: %s', (input, valid) => {
    if (valid) expect(parseCaipNetworkId(input).chainId).toBe(input.split(':')[1])
    else expect(() => parseCaipNetworkId(input)).toThrow('Invalid CAIP-2 network id')
  })
})
