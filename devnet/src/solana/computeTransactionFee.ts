import { LAMPORTS_PER_SIGNATURE } from './constants.js'
import type { DecodedTransaction } from './decodeWireTransaction.js'

const COMPUTE_BUDGET_PROGRAM = 'ComputeBudget111111111111111111111111111111'
/** Default compute-unit limit per instruction: builtins get 3000, programs 200 000 (Agave). */
const DEFAULT_COMPUTE_UNITS_PER_INSTRUCTION = 200_000n
const DEFAULT_COMPUTE_UNITS_PER_BUILTIN_INSTRUCTION = 3_000n
const BUILTIN_PROGRAMS = new Set([
  '11111111111111111111111111111111',
  COMPUTE_BUDGET_PROGRAM,
  'Vote111111111111111111111111111111111111111',
  'AddressLookupTab1e1111111111111111111111111',
  'BPFLoader1111111111111111111111111111111111',
  'BPFLoader2111111111111111111111111111111111',
  'BPFLoaderUpgradeab1e11111111111111111111111',
  'LoaderV411111111111111111111111111111111111',
])
const MAX_COMPUTE_UNITS = 1_400_000n

/** A transaction's fee: the base fee per signature plus the priority fee its compute-budget instructions ask for. */
export function computeTransactionFee(decoded: DecodedTransaction): bigint {
  const { message, staticAccounts } = decoded
  let unitLimit: bigint | undefined
  let microLamportsPerUnit = 0n
  let defaultLimit = 0n
  for (const instruction of message.instructions) {
    const program = staticAccounts[instruction.programAddressIndex]
    const data = instruction.data
    if (program === COMPUTE_BUDGET_PROGRAM && data && data.length > 0) {
      const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
      if (data[0] === 2 && data.length >= 5) unitLimit = BigInt(view.getUint32(1, true))
      if (data[0] === 3 && data.length >= 9) microLamportsPerUnit = view.getBigUint64(1, true)
    }
    defaultLimit +=
      program && BUILTIN_PROGRAMS.has(program)
        ? DEFAULT_COMPUTE_UNITS_PER_BUILTIN_INSTRUCTION
        : DEFAULT_COMPUTE_UNITS_PER_INSTRUCTION
  }
  const requested = unitLimit ?? defaultLimit
  const limit = requested < MAX_COMPUTE_UNITS ? requested : MAX_COMPUTE_UNITS
  const priority = (microLamportsPerUnit * limit + 999_999n) / 1_000_000n
  return BigInt(message.header.numSignerAccounts) * LAMPORTS_PER_SIGNATURE + priority
}
