import { createHash } from 'node:crypto'
import {
  type Address,
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getPublicKeyFromAddress,
  verifySignature,
} from '@solana/kit'
import { Clock, FailedTransactionMetadata, LiteSVM } from 'litesvm'
import {
  BLOCKHASH_VALIDITY_SLOTS,
  DEFAULT_HISTORY_CAPACITY,
  LAMPORTS_PER_SIGNATURE,
  SLOTS_PER_EPOCH,
} from './constants.js'
import type { DecodedTransaction } from './decodeWireTransaction.js'
import type { LedgerAccount } from './encodeAccount.js'
import {
  decodeMint,
  decodeTokenAccount,
  tokenAccountKind,
  toUiTokenAmount,
  type UiTokenAmount,
} from './tokenAccounts.js'
import {
  type DescribedTransactionError,
  describeTransactionError,
  fieldlessTransactionError,
  type TransactionErrorJson,
} from './transactionError.js'

/** A token balance of a transaction's meta (pre/postTokenBalances). */
export type TokenBalance = {
  accountIndex: number
  mint: Address
  owner: Address
  programId: Address
  uiTokenAmount: UiTokenAmount
}

/** An inner instruction as the RPC's json encoding shows it. */
export type InnerInstructionJson = {
  programIdIndex: number
  accounts: number[]
  data: string
  stackHeight: number | null
}

/** What executing a transaction did (landed or simulated). */
export type ExecutionResult = {
  err: DescribedTransactionError | null
  logs: string[]
  unitsConsumed: bigint
  fee: bigint
  accountKeys: Address[]
  loadedAddresses: { writable: Address[]; readonly: Address[] }
  preBalances: bigint[]
  postBalances: bigint[]
  preTokenBalances: TokenBalance[]
  postTokenBalances: TokenBalance[]
  innerInstructions: { index: number; instructions: InnerInstructionJson[] }[]
  returnData: { programId: Address; data: [string, 'base64'] } | null
  /** Accounts after the transaction (simulation only). */
  postAccounts: Map<Address, LedgerAccount | null>
}

/** A landed transaction, kept for getTransaction, getSignatureStatuses and getSignaturesForAddress. */
export type LandedTransaction = ExecutionResult & {
  signature: string
  slot: number
  /** Unix seconds. */
  blockTime: number
  decoded: DecodedTransaction
  memo: string | null
}

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

const COMPUTE_BUDGET_PROGRAM = 'ComputeBudget111111111111111111111111111111'
const MEMO_PROGRAMS = new Set([
  'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr',
  'Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo',
])
const ADDRESS_LOOKUP_TABLE_HEADER_BYTES = 56
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
    return {
      lamports: BigInt(account.lamports),
      owner: account.programAddress,
      data: new Uint8Array(account.data),
      executable: account.executable,
    }
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

  /** Base fee plus the priority fee the compute-budget instructions ask for. */
  const computeFee = (decoded: DecodedTransaction): bigint => {
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

  const memoOf = (decoded: DecodedTransaction): string | null => {
    const memos: string[] = []
    for (const instruction of decoded.message.instructions) {
      const program = decoded.staticAccounts[instruction.programAddressIndex]
      if (!program || !MEMO_PROGRAMS.has(program) || !instruction.data) continue
      const text = new TextDecoder().decode(instruction.data)
      memos.push(`[${instruction.data.length}] ${text}`)
    }
    return memos.length > 0 ? memos.join('; ') : null
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

  const innerInstructionsOf = (
    meta: ReturnType<FailedTransactionMetadata['meta']>,
  ): ExecutionResult['innerInstructions'] =>
    meta
      .innerInstructions()
      .map((list, index) => ({
        index,
        instructions: list.map((inner) => {
          const compiled = inner.instruction()
          return {
            programIdIndex: compiled.programIdIndex(),
            accounts: [...compiled.accounts()],
            data: base58.decode(compiled.data()),
            stackHeight: inner.stackHeight(),
          }
        }),
      }))
      .filter((entry) => entry.instructions.length > 0)

  const returnDataOf = (meta: ReturnType<FailedTransactionMetadata['meta']>) => {
    const returned = meta.returnData()
    const data = returned.data()
    if (data.length === 0) return null
    return {
      programId: base58.decode(returned.programId()) as Address,
      data: [getBase64Decoder().decode(data), 'base64'] as [string, 'base64'],
    }
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
      fee: computeFee(decoded),
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
      postAccounts.set(account.address, {
        lamports: BigInt(account.lamports),
        owner: account.programAddress,
        data: new Uint8Array(account.data),
        executable: account.executable,
      })
    const readPost = (key: Address) =>
      postAccounts.has(key) ? (postAccounts.get(key) ?? null) : getAccount(key)
    const meta = outcome.meta()
    return {
      err: null,
      logs: meta.logs(),
      unitsConsumed: meta.computeUnitsConsumed(),
      fee: computeFee(decoded),
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
      memo: memoOf(decoded),
      err,
      logs: meta.logs(),
      unitsConsumed: meta.computeUnitsConsumed(),
      fee: computeFee(decoded),
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
    computeFee,
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
        account: {
          lamports: BigInt(account.lamports),
          owner: account.programAddress,
          data: new Uint8Array(account.data),
          executable: account.executable,
        } satisfies LedgerAccount,
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

/** A durable-nonce transaction (first instruction AdvanceNonceAccount) carries a nonce, not a blockhash. */
function isDurableNonceTransaction(decoded: DecodedTransaction): boolean {
  const first = decoded.message.instructions[0]
  if (!first?.data || first.data.length < 4) return false
  const program = decoded.staticAccounts[first.programAddressIndex]
  return (
    program === '11111111111111111111111111111111' &&
    new DataView(first.data.buffer, first.data.byteOffset, 4).getUint32(0, true) === 4
  )
}

/** Re-exported for the RPC layer's JSON. */
export type { TransactionErrorJson }
