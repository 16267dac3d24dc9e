import { bitcoin } from './bitcoinjs.js'
import { DUST_RELAY_FEE_RATE, REGTEST_NETWORK } from './regtest.js'

/** Esplora's name of an output script's kind (`scriptpubkey_type`). */
export type ScriptType =
  | 'p2pk'
  | 'p2pkh'
  | 'p2sh'
  | 'v0_p2wpkh'
  | 'v0_p2wsh'
  | 'v1_p2tr'
  | 'op_return'
  | 'empty'
  | 'unknown'

const OP = bitcoin.opcodes
const OP_1 = 0x51
const OP_16 = 0x60

/** The kind of an output script, as Esplora names it. */
export function getScriptType(script: Uint8Array): ScriptType {
  const s = script
  const n = s.length
  if (n === 0) return 'empty'
  if (s[0] === OP.OP_RETURN) return 'op_return'
  if (n === 25 && s[0] === OP.OP_DUP && s[1] === OP.OP_HASH160 && s[2] === 20)
    if (s[23] === OP.OP_EQUALVERIFY && s[24] === OP.OP_CHECKSIG) return 'p2pkh'
  if (n === 23 && s[0] === OP.OP_HASH160 && s[1] === 20 && s[22] === OP.OP_EQUAL) return 'p2sh'
  if (n === 22 && s[0] === OP.OP_0 && s[1] === 20) return 'v0_p2wpkh'
  if (n === 34 && s[0] === OP.OP_0 && s[1] === 32) return 'v0_p2wsh'
  if (n === 34 && s[0] === OP.OP_1 && s[1] === 32) return 'v1_p2tr'
  if ((n === 35 && s[0] === 33) || (n === 67 && s[0] === 65))
    if (s[n - 1] === OP.OP_CHECKSIG) return 'p2pk'
  return 'unknown'
}

/** The regtest address of an output script, or undefined when it has none (OP_RETURN, bare). */
export function getScriptAddress(script: Uint8Array): string | undefined {
  try {
    return bitcoin.address.fromOutputScript(Buffer.from(script), REGTEST_NETWORK)
  } catch {
    return undefined
  }
}

/** Output script kinds the ledger relays (Bitcoin Core's standard ones, minus bare keys). */
export const STANDARD_OUTPUT_TYPES: readonly ScriptType[] = [
  'p2pkh',
  'p2sh',
  'v0_p2wpkh',
  'v0_p2wsh',
  'v1_p2tr',
  'op_return',
]

/** Largest standard OP_RETURN output script (Bitcoin Core's classic -datacarriersize 83). */
export const MAX_OP_RETURN_SCRIPT_BYTES = 83

/**
 * The smallest value an output with this script may carry (Bitcoin Core's GetDustThreshold at
 * 3 sat/vB): 546 sats for P2PKH, 294 for P2WPKH, 330 for P2TR; 0 for OP_RETURN.
 */
export function getDustThreshold(script: Uint8Array): number {
  const type = getScriptType(script)
  if (type === 'op_return') return 0
  const outputSize = 8 + varIntSize(script.length) + script.length
  const isWitness = type === 'v0_p2wpkh' || type === 'v0_p2wsh' || type === 'v1_p2tr'
  const spendSize = isWitness ? 32 + 4 + 1 + Math.floor(107 / 4) + 4 : 32 + 4 + 1 + 107 + 4
  return (outputSize + spendSize) * DUST_RELAY_FEE_RATE
}

function varIntSize(n: number): number {
  return n < 0xfd ? 1 : n <= 0xffff ? 3 : 5
}

const OPCODE_NAMES = new Map<number, string>()
for (const [name, code] of Object.entries(OP))
  if (!OPCODE_NAMES.has(code)) OPCODE_NAMES.set(code, name)

/**
 * A script in Esplora's assembly form (rust-bitcoin's): `OP_0 OP_PUSHBYTES_20 <hex>`,
 * `OP_PUSHNUM_1`, `OP_RETURN OP_PUSHBYTES_4 <hex>`; a truncated push ends with `<push past end>`.
 */
export function formatScriptAsm(script: Uint8Array): string {
  const parts: string[] = []
  let i = 0
  const hex = (from: number, length: number) =>
    Buffer.from(script.slice(from, from + length)).toString('hex')
  while (i < script.length) {
    const op = script[i] as number
    i++
    let length: number | undefined
    let name: string
    if (op >= 1 && op <= 75) {
      length = op
      name = `OP_PUSHBYTES_${op}`
    } else if (op === OP.OP_PUSHDATA1 || op === OP.OP_PUSHDATA2 || op === OP.OP_PUSHDATA4) {
      const width = op === OP.OP_PUSHDATA1 ? 1 : op === OP.OP_PUSHDATA2 ? 2 : 4
      if (i + width > script.length) {
        parts.push('<unexpected end>')
        break
      }
      length = Buffer.from(script.slice(i, i + width)).readUIntLE(0, width)
      i += width
      name =
        op === OP.OP_PUSHDATA1
          ? 'OP_PUSHDATA1'
          : op === OP.OP_PUSHDATA2
            ? 'OP_PUSHDATA2'
            : 'OP_PUSHDATA4'
    } else if (op === OP.OP_0) name = 'OP_0'
    else if (op === OP.OP_1NEGATE) name = 'OP_PUSHNUM_NEG1'
    else if (op >= OP_1 && op <= OP_16) name = `OP_PUSHNUM_${op - OP_1 + 1}`
    else if (op === OP.OP_CHECKLOCKTIMEVERIFY) name = 'OP_CLTV'
    else if (op === OP.OP_CHECKSEQUENCEVERIFY) name = 'OP_CSV'
    else name = OPCODE_NAMES.get(op) ?? `OP_RETURN_${op}`
    if (length === undefined) {
      parts.push(name)
      continue
    }
    if (i + length > script.length) {
      parts.push(name, '<push past end>')
      break
    }
    parts.push(name, hex(i, length))
    i += length
  }
  return parts.join(' ')
}
