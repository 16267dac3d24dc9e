import { describe, expect, test } from 'vitest'
import { bitcoin } from './bitcoinjs.js'
import { REGTEST_NETWORK } from './regtest.js'
import { formatScriptAsm, getDustThreshold, getScriptAddress, getScriptType } from './scripts.js'

const script = (hex: string) => Buffer.from(hex, 'hex')
const hash20 = '07185fa28850eb2b0dfdbf26f6b528a1a6b34b3f'
const key32 = '4e5df36cfbc908c4488d4f3cc3cab996ab026e5ae2cf04eb572a323d84b50205'

describe('output scripts (Esplora’s scriptpubkey_type, rust-bitcoin’s asm, Core’s dust limit)', () => {
  test.each([
    {
      type: 'v0_p2wpkh',
      hex: `0014${hash20}`,
      asm: `OP_0 OP_PUSHBYTES_20 ${hash20}`,
      dust: 294,
      address: /^bcrt1q/,
    },
    {
      type: 'v1_p2tr',
      hex: `5120${key32}`,
      asm: `OP_PUSHNUM_1 OP_PUSHBYTES_32 ${key32}`,
      dust: 330,
      address: /^bcrt1p/,
    },
    {
      type: 'v0_p2wsh',
      hex: `0020${key32}`,
      asm: `OP_0 OP_PUSHBYTES_32 ${key32}`,
      dust: 330,
      address: /^bcrt1q.{58}$/,
    },
    {
      type: 'p2pkh',
      hex: `76a914${hash20}88ac`,
      asm: `OP_DUP OP_HASH160 OP_PUSHBYTES_20 ${hash20} OP_EQUALVERIFY OP_CHECKSIG`,
      dust: 546,
      address: /^[mn]/,
    },
    {
      type: 'p2sh',
      hex: `a914${hash20}87`,
      asm: `OP_HASH160 OP_PUSHBYTES_20 ${hash20} OP_EQUAL`,
      dust: 540,
      address: /^2/,
    },
    { type: 'op_return', hex: '6a0401020304', asm: 'OP_RETURN OP_PUSHBYTES_4 01020304', dust: 0 },
    { type: 'unknown', hex: '51', asm: 'OP_PUSHNUM_1', dust: 474 },
    { type: 'unknown', hex: '4c02ab', asm: 'OP_PUSHDATA1 <push past end>', dust: 480 },
  ])('$type $hex', ({ type, hex, asm, dust, address }) => {
    expect(getScriptType(script(hex))).toBe(type)
    expect(formatScriptAsm(script(hex))).toBe(asm)
    expect(getDustThreshold(script(hex))).toBe(dust)
    if (address) {
      const encoded = getScriptAddress(script(hex))
      expect(encoded).toMatch(address)
      expect(bitcoin.address.toOutputScript(encoded!, REGTEST_NETWORK).toString('hex')).toBe(hex)
    } else expect(getScriptAddress(script(hex))).toBeUndefined()
  })
})
