import { createHash } from 'node:crypto'
import {
  type Address,
  getBase58Decoder,
  getBase58Encoder,
  getPublicKeyFromAddress,
  verifySignature,
} from '@solana/kit'
import { Clock, FailedTransactionMetadata, LiteSVM } from 'litesvm'
import { computeTransactionFee } from './computeTransactionFee.js'
import { BLOCKHASH_VALIDITY_SLOTS, DEFAULT_HISTORY_CAPACITY, SLOTS_PER_EPOCH } from './constants.js'
import type { DecodedTransaction } from './decodeWireTransaction.js'
import type { LedgerAccount } from './encodeAccount.js'
import { isDurableNonceTransaction } from './isDurableNonceTransaction.js'
import type { ExecutionResult, LandedTransaction, TokenBalance } from './ledgerTypes.js'
import { innerInstructionsOf, returnDataOf } from './readExecutionMeta.js'
import {
  decodeMint,
  decodeTokenAccount,
  tokenAccountKind,
  toUiTokenAmount,
} from './tokenAccounts.js'
import { toLedgerAccount } from './toLedgerAccount.js'
import {
  type DescribedTransactionError,
  describeTransactionError,
  fieldlessTransactionError,
  type TransactionErrorJson,
} from './transactionError.js'
import { transactionMemo } from './transactionMemo.js'

const ADDRESS_LOOKUP_TABLE_HEADER_BYTES = 56

export type {
  ExecutionResult,
  InnerInstructionJson,
  LandedTransaction,
  TokenBalance,
} from './ledgerTypes.js'

/** Options of {@link createSolanaLedger}. */
export type CreateSolanaLedgerOptions = {
  /** Base58 hash of slot 0. */
  genesisHash: string
  /** Landed transactions kept in memory, oldest dropped first. @default 10 000 */
  historyCapacity?: number
  /** Clock of the ledger (block times, the Clock sysvar). @default Date.now */
  now?: () => number
}

/** Events a ledger emits. */
export type LedgerListener = {
  onSlot?: (slot: number) => void
  onTransaction?: (landed: LandedTransaction) => void
}

/**
 * The local Solana ledger: litesvm (SVM with the SPL programs) plus what a validator adds on top
 * — slots, recent blockhashes valid for {@link BLOCKHASH_VALIDITY_SLOTS} slots, duplicate
 * detection, fees, balances and a bounded transaction history. Single node, no forks: a landed
 * transaction is final at once, and each landed transaction closes its slot.
 */
export function createSolanaLedger(options: CreateSolanaLedgerOptions) {
  const { genesisHash, historyCapacity = DEFAULT_HISTORY_CAPACITY, now = Date.now } = options
  // litesvm's own blockhash check only accepts its latest hash and its history forbids nothing
  // we do not check ourselves; the ledger checks both, with Solana's window.
  const svm = new LiteSVM().withBlockhashCheck(false).withTransactionHistory(0n)
  const base58 = getBase58Decoder()
  const base58Bytes = getBase58Encoder()
  let slot = 0
  let latestBlockhash = genesisHash
  let transactionCount = 0
  const blockhashSlots = new Map<string, number>([[genesisHash, 0]])
  const history = new Map<string, LandedTransaction>()
  const signaturesByAddress = new Map<string, string[]>()
  const listeners = new Set<LedgerListener>()

  const setClock = () =>
    svm.setClock(
      new Clock(
        BigInt(slot),
        BigInt(Math.floor(now() / 1000)),
        BigInt(Math.floor(slot / SLOTS_PER_EPOCH)),
        BigInt(Math.floor(slot / SLOTS_PER_EPOCH) + 1),
        BigInt(Math.floor(now() / 1000)),
      ),
    )
  setClock()

  const getAccount = (address: Address): LedgerAccount | null => {
    const account = svm.getAccount(address)
    if (!account.exists) return null
    return toLedgerAccount(account)
  }

  const mintDecimals = (mint: Address): number | undefined => {
    const account = getAccount(mint)
    if (!account || tokenAccountKind(account.owner, account.data) !== 'mint') return undefined
    return decodeMint(account.data).decimals
  }

  const tokenBalances = (keys: Address[], read: (a: Address) => LedgerAccount | null) => {
    const balances: TokenBalance[] = []
    for (const [accountIndex, key] of keys.entries()) {
      const account = read(key)
      if (!account || tokenAccountKind(account.owner, account.data) !== 'account') continue
      const token = decodeTokenAccount(account.data)
      const decimals = mintDecimals(token.mint)
      if (decimals === undefined) continue
      balances.push({
        accountIndex,
        mint: token.mint,
        owner: token.owner,
        programId: account.owner,
        uiTokenAmount: toUiTokenAmount(token.amount, decimals),
      })
    }
    return balances
  }

  /** Static keys, then the addresses v0 lookups load (all writable ones, then all read-only ones). */
  const resolveAccountKeys = (decoded: DecodedTransaction) => {
    const loaded = { writable: [] as Address[], readonly: [] as Address[] }
    const { message } = decoded
    const lookups = message.version === 0 ? (message.addressTableLookups ?? []) : []
    for (const lookup of lookups) {
      const table = getAccount(lookup.lookupTableAddress)
      if (!table) continue
      const addresses = table.data.subarray(ADDRESS_LOOKUP_TABLE_HEADER_BYTES)
      const at = (i: number) => base58.decode(addresses.subarray(i * 32, i * 32 + 32)) as Address
      for (const i of lookup.writableIndexes) loaded.writable.push(at(i))
      for (const i of lookup.readonlyIndexes) loaded.readonly.push(at(i))
    }
    return {
      accountKeys: [...decoded.staticAccounts, ...loaded.writable, ...loaded.readonly],
      loaded,
    }
  }

  const isBlockhashValid = (blockhash: string): boolean => {
    const at = blockhashSlots.get(blockhash)
    return at !== undefined && slot - at <= BLOCKHASH_VALIDITY_SLOTS
  }

  /** The first error a transaction meets before it runs: blockhash, duplicate. */
  const checkAge = (decoded: DecodedTransaction): DescribedTransactionError | null => {
    if (history.has(decoded.signature)) return fieldlessTransactionError('AlreadyProcessed')
    if (!isDurableNonceTransaction(decoded) && !isBlockhashValid(decoded.message.lifetimeToken))
      return fieldlessTransactionError('BlockhashNotFound')
    return null
  }

  const emptyResult = (
    decoded: DecodedTransaction,
    err: DescribedTransactionError,
  ): ExecutionResult => {
    const { accountKeys, loaded } = resolveAccountKeys(decoded)
    return {
      err,
      logs: [],
      unitsConsumed: 0n,
      fee: computeTransactionFee(decoded),
      accountKeys,
      loadedAddresses: loaded,
      preBalances: [],
      postBalances: [],
      preTokenBalances: [],
      postTokenBalances: [],
      innerInstructions: [],
      returnData: null,
      postAccounts: new Map(),
    }
  }

  /** Runs a transaction without committing it. */
  const simulate = (
    decoded: DecodedTransaction,
    { sigVerify, checkBlockhash }: { sigVerify: boolean; checkBlockhash: boolean },
  ): ExecutionResult => {
    if (history.has(decoded.signature) && sigVerify)
      return emptyResult(decoded, fieldlessTransactionError('AlreadyProcessed'))
    if (
      checkBlockhash &&
      !isDurableNonceTransaction(decoded) &&
      !isBlockhashValid(decoded.message.lifetimeToken)
    )
      return emptyResult(decoded, fieldlessTransactionError('BlockhashNotFound'))
    const { accountKeys, loaded } = resolveAccountKeys(decoded)
    const preBalances = accountKeys.map((key) => getAccount(key)?.lamports ?? 0n)
    const preTokenBalances = tokenBalances(accountKeys, getAccount)
    svm.withSigverify(sigVerify)
    let outcome: ReturnType<LiteSVM['simulateTransaction']>
    try {
      outcome = svm.simulateTransaction(decoded.transaction)
    } finally {
      svm.withSigverify(true)
    }
    const postAccounts = new Map<Address, LedgerAccount | null>()
    if (outcome instanceof FailedTransactionMetadata) {
      return {
        ...emptyResult(decoded, describeTransactionError(outcome.err())),
        logs: outcome.meta().logs(),
        unitsConsumed: outcome.meta().computeUnitsConsumed(),
        innerInstructions: innerInstructionsOf(outcome.meta()),
        preBalances,
        postBalances: preBalances,
        preTokenBalances,
        postTokenBalances: preTokenBalances,
      }
    }
    for (const account of outcome.postAccounts())
      postAccounts.set(account.address, toLedgerAccount(account))
    const readPost = (key: Address) =>
      postAccounts.has(key) ? (postAccounts.get(key) ?? null) : getAccount(key)
    const meta = outcome.meta()
    return {
      err: null,
      logs: meta.logs(),
      unitsConsumed: meta.computeUnitsConsumed(),
      fee: computeTransactionFee(decoded),
      accountKeys,
      loadedAddresses: loaded,
      preBalances,
      postBalances: accountKeys.map((key) => readPost(key)?.lamports ?? 0n),
      preTokenBalances,
      postTokenBalances: tokenBalances(accountKeys, readPost),
      innerInstructions: innerInstructionsOf(meta),
      returnData: returnDataOf(meta),
      postAccounts,
    }
  }

  const remember = (landed: LandedTransaction) => {
    history.set(landed.signature, landed)
    for (const key of new Set(landed.accountKeys)) {
      const list = signaturesByAddress.get(key) ?? []
      list.push(landed.signature)
      signaturesByAddress.set(key, list)
    }
    while (history.size > historyCapacity) {
      const oldest = history.values().next().value
      if (!oldest) break
      history.delete(oldest.signature)
      for (const key of new Set(oldest.accountKeys)) {
        const list = signaturesByAddress.get(key)
        if (list?.[0] === oldest.signature) list.shift()
        if (list?.length === 0) signaturesByAddress.delete(key)
      }
    }
  }

  /** Moves to the next slot with a new blockhash; blockhashes older than the window are forgotten. */
  const advanceSlot = () => {
    slot += 1
    const slotBytes = Buffer.alloc(8)
    slotBytes.writeBigUInt64LE(BigInt(slot))
    latestBlockhash = base58.decode(
      createHash('sha256')
        .update(new Uint8Array(base58Bytes.encode(latestBlockhash)))
        .update(slotBytes)
        .digest(),
    )
    blockhashSlots.set(latestBlockhash, slot)
    for (const [hash, at] of blockhashSlots)
      if (slot - at > BLOCKHASH_VALIDITY_SLOTS + 1) blockhashSlots.delete(hash)
      else break
    setClock()
    for (const listener of listeners) listener.onSlot?.(slot)
  }

  /**
   * Runs a transaction for real. It lands (fee charged, in the history, slot closed) when it
   * succeeds or fails while executing; it is dropped, as a validator drops it, when it fails
   * before that (unknown blockhash, duplicate, fee payer cannot pay).
   */
  const process = (decoded: DecodedTransaction): LandedTransaction | DescribedTransactionError => {
    const early = checkAge(decoded)
    if (early) return early
    const { accountKeys, loaded } = resolveAccountKeys(decoded)
    const feePayer = decoded.staticAccounts[0]!
    const preBalances = accountKeys.map((key) => getAccount(key)?.lamports ?? 0n)
    const preTokenBalances = tokenBalances(accountKeys, getAccount)
    const outcome = svm.sendTransaction(decoded.transaction)
    const failed = outcome instanceof FailedTransactionMetadata
    const meta = failed ? outcome.meta() : outcome
    const err = failed ? describeTransactionError(outcome.err()) : null
    const payerAfter = getAccount(feePayer)?.lamports ?? 0n
    if (err && payerAfter >= (preBalances[0] ?? 0n)) return err
    const landed: LandedTransaction = {
      signature: decoded.signature,
      slot,
      blockTime: Math.floor(now() / 1000),
      decoded,
      memo: transactionMemo(decoded),
      err,
      logs: meta.logs(),
      unitsConsumed: meta.computeUnitsConsumed(),
      fee: computeTransactionFee(decoded),
      accountKeys,
      loadedAddresses: loaded,
      preBalances,
      postBalances: accountKeys.map((key) => getAccount(key)?.lamports ?? 0n),
      preTokenBalances,
      postTokenBalances: tokenBalances(accountKeys, getAccount),
      innerInstructions: innerInstructionsOf(meta),
      returnData: returnDataOf(meta),
      postAccounts: new Map(),
    }
    remember(landed)
    transactionCount += 1
    for (const listener of listeners) listener.onTransaction?.(landed)
    advanceSlot()
    return landed
  }

  /** True when every signature verifies against its signer's key. */
  const verifySignatures = async (decoded: DecodedTransaction): Promise<boolean> => {
    const checks = Object.entries(decoded.transaction.signatures).map(async ([signer, bytes]) => {
      if (!bytes) return false
      try {
        const key = await getPublicKeyFromAddress(signer as Address)
        return await verifySignature(key, bytes, decoded.transaction.messageBytes)
      } catch {
        return false
      }
    })
    return (await Promise.all(checks)).every(Boolean)
  }

  return {
    svm,
    genesisHash,
    get slot() {
      return slot
    },
    get latestBlockhash() {
      return { blockhash: latestBlockhash, lastValidBlockHeight: slot + BLOCKHASH_VALIDITY_SLOTS }
    },
    get transactionCount() {
      return transactionCount
    },
    getAccount,
    mintDecimals,
    isBlockhashValid,
    computeFee: computeTransactionFee,
    simulate,
    process,
    verifySignatures,
    advanceSlot,
    /** A landed transaction still in the history. */
    getTransaction: (signature: string) => history.get(signature),
    /** Signatures of the landed transactions that touched an address, newest first. */
    signaturesFor: (address: string): LandedTransaction[] =>
      (signaturesByAddress.get(address) ?? [])
        .map((signature) => history.get(signature))
        .filter((entry): entry is LandedTransaction => entry !== undefined)
        .reverse(),
    /** Accounts owned by a program. */
    programAccounts: (program: Address) =>
      svm.getProgramAccounts(program).map((account) => ({
        address: account.address,
        account: toLedgerAccount(account),
      })),
    minimumBalanceForRentExemption: (size: number) =>
      svm.minimumBalanceForRentExemption(BigInt(size)),
    /** Adds a listener; returns its remover. */
    listen(listener: LedgerListener): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/** A running ledger. */
export type SolanaLedger = ReturnType<typeof createSolanaLedger>

/** Re-exported for the RPC layer's JSON. */
export type { TransactionErrorJson }
