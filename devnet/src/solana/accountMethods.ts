import type { Address } from '@solana/kit'
import { MAX_MULTIPLE_ACCOUNTS } from './constants.js'
import { paramList, parseConfig, parsePubkey } from './params.js'
import { invalidParams } from './rpcError.js'
import { accountReader, commonConfig, type RpcMethod, withContext } from './rpcMethodKit.js'
import {
  decodeTokenAccount,
  isTokenProgram,
  tokenAccountKind,
  toUiTokenAmount,
} from './tokenAccounts.js'

/** The account methods: balances, account data (each encoding) and SPL token accounts. */
export const ACCOUNT_METHODS: Record<string, RpcMethod> = {
  getBalance: (params, { ledger }) => {
    const list = paramList(params, 1)
    const address = parsePubkey(list[0])
    commonConfig(list, 1, ledger)
    return withContext(ledger, ledger.getAccount(address)?.lamports ?? 0n)
  },

  getAccountInfo: (params, { ledger }) => {
    const list = paramList(params, 1)
    const address = parsePubkey(list[0])
    const config = commonConfig(list, 1, ledger)
    const read = accountReader(ledger, config, 'binary')
    return withContext(ledger, read(ledger.getAccount(address)))
  },

  getMultipleAccounts: (params, { ledger }) => {
    const list = paramList(params, 1)
    if (!Array.isArray(list[0]))
      throw invalidParams('Invalid params: invalid type: expected a sequence of public keys.')
    if (list[0].length > MAX_MULTIPLE_ACCOUNTS)
      throw invalidParams(`Too many inputs provided; max ${MAX_MULTIPLE_ACCOUNTS}`)
    const addresses = list[0].map(parsePubkey)
    const config = commonConfig(list, 1, ledger)
    const read = accountReader(ledger, config, 'base64')
    return withContext(
      ledger,
      addresses.map((address) => read(ledger.getAccount(address))),
    )
  },

  getTokenAccountsByOwner: (params, { ledger }) => {
    const list = paramList(params, 2)
    const owner = parsePubkey(list[0])
    const filter = parseConfig(list[1])
    const config = commonConfig(list, 2, ledger)
    const read = accountReader(ledger, config, 'binary')
    let programId: Address
    let mint: Address | undefined
    if (filter.mint !== undefined && filter.programId === undefined) {
      mint = parsePubkey(filter.mint)
      const mintAccount = ledger.getAccount(mint)
      if (!mintAccount || tokenAccountKind(mintAccount.owner, mintAccount.data) !== 'mint')
        throw invalidParams('Invalid param: could not find mint')
      programId = mintAccount.owner
    } else if (filter.programId !== undefined && filter.mint === undefined) {
      programId = parsePubkey(filter.programId)
      if (!isTokenProgram(programId))
        throw invalidParams('Invalid param: unrecognized Token program id')
    } else throw invalidParams('Invalid params: expected exactly one of `mint` or `programId`.')
    const value = ledger
      .programAccounts(programId)
      .filter(({ account }) => {
        if (tokenAccountKind(account.owner, account.data) !== 'account') return false
        const token = decodeTokenAccount(account.data)
        return token.owner === owner && (mint === undefined || token.mint === mint)
      })
      .map(({ address, account }) => ({ account: read(account), pubkey: address }))
    return withContext(ledger, value)
  },

  getTokenAccountBalance: (params, { ledger }) => {
    const list = paramList(params, 1)
    const address = parsePubkey(list[0])
    commonConfig(list, 1, ledger)
    const account = ledger.getAccount(address)
    if (!account) throw invalidParams('Invalid param: could not find account')
    if (tokenAccountKind(account.owner, account.data) !== 'account')
      throw invalidParams('Invalid param: not a Token account')
    const token = decodeTokenAccount(account.data)
    const decimals = ledger.mintDecimals(token.mint)
    if (decimals === undefined) throw invalidParams('Invalid param: could not find mint')
    return withContext(ledger, toUiTokenAmount(token.amount, decimals))
  },
}
