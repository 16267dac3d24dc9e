import type { DecodedTransaction } from './decodeWireTransaction.js'

const MEMO_PROGRAMS = new Set([
  'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr',
  'Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo',
])

/** The memo getSignaturesForAddress shows: each memo instruction's `[length] text`, joined by '; '. */
export function transactionMemo(decoded: DecodedTransaction): string | null {
  const memos: string[] = []
  for (const instruction of decoded.message.instructions) {
    const program = decoded.staticAccounts[instruction.programAddressIndex]
    if (!program || !MEMO_PROGRAMS.has(program) || !instruction.data) continue
    const text = new TextDecoder().decode(instruction.data)
    memos.push(`[${instruction.data.length}] ${text}`)
  }
  return memos.length > 0 ? memos.join('; ') : null
}
