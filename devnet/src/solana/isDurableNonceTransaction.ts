import type { DecodedTransaction } from './decodeWireTransaction.js'

/** A durable-nonce transaction (first instruction AdvanceNonceAccount) carries a nonce, not a blockhash. */
export function isDurableNonceTransaction(decoded: DecodedTransaction): boolean {
  const first = decoded.message.instructions[0]
  if (!first?.data || first.data.length < 4) return false
  const program = decoded.staticAccounts[first.programAddressIndex]
  return (
    program === '11111111111111111111111111111111' &&
    new DataView(first.data.buffer, first.data.byteOffset, 4).getUint32(0, true) === 4
  )
}
