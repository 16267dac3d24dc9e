import { toHex } from 'viem'
import { packetToBytes } from 'viem/ens'
import { describe, expect, it } from 'vitest'
import { decodeDnsName } from './decodeDnsName.js'

describe('decodeDnsName — the DNS wire format of ENSIP-10 resolve(name, …)', () => {
  it.each([
    'alice.portico.eth',
    'a1b2.portico.eth',
    'f39fd6e51aad88f6f4ce6ab8827279cfffb92266.addr.reverse',
    'eth',
    '',
  ])('%j round-trips', (name) => {
    expect(decodeDnsName(toHex(packetToBytes(name)))).toBe(name)
  })

  it.each([
    ['empty', '0x'],
    ['no root label', '0x03657468'],
    ['a label past the end', '0x0561626300'],
    ['bytes after the root', '0x036574680000'],
    ['a dot inside a label', '0x03612e6200'],
    ['not UTF-8', '0x02ffff00'],
    ['not hex', '0xzz'],
  ])('refuses %s', (_case, encoded) => {
    expect(decodeDnsName(encoded as `0x${string}`)).toBeUndefined()
  })
})
