import type { Address } from '@solana/kit'
import type { LedgerAccount } from './encodeAccount.js'

/** An account as litesvm hands it out (getAccount, postAccounts, getProgramAccounts). */
export type SvmAccount = {
  lamports: bigint | number
  programAddress: Address
  data: ArrayLike<number>
  executable: boolean
}

/** litesvm's account as the ledger's (a copy of its data). */
export function toLedgerAccount(account: SvmAccount): LedgerAccount {
  return {
    lamports: BigInt(account.lamports),
    owner: account.programAddress,
    data: new Uint8Array(account.data),
    executable: account.executable,
  }
}
