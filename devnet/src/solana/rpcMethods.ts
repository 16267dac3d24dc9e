import {
  type Address,
  appendTransactionMessageInstructions,
  createTransactionMessage,
  getBase58Decoder,
  getBase64Decoder,
  getCompiledTransactionMessageDecoder,
  getTransactionEncoder,
  type KeyPairSigner,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  MAX_MULTIPLE_ACCOUNTS,
  MAX_SIGNATURE_STATUSES,
  MAX_SIGNATURES_FOR_ADDRESS,
  SLOTS_PER_EPOCH,
  SOLANA_CORE_VERSION,
  SOLANA_FEATURE_SET,
} from './constants.js'
import type { LandedTransaction, SolanaLedger } from './createSolanaLedger.js'
import { decodeEncodedBytes, decodeWireTransaction } from './decodeWireTransaction.js'
import { checkEncoding, encodeAccount, type LedgerAccount } from './encodeAccount.js'
import {
  checkCommitment,
  paramList,
  parseAccountEncoding,
  parseBoolean,
  parseConfig,
  parseDataSlice,
  parseHash,
  parsePubkey,
  parseSignature,
  parseU64,
  parseUsize,
} from './params.js'
import { invalidParams, RPC_ERROR_CODES, RpcError } from './rpcError.js'
import {
  decodeTokenAccount,
  isTokenProgram,
  tokenAccountKind,
  toUiTokenAmount,
} from './tokenAccounts.js'

/** What the methods work with. */
export type RpcContext = {
  ledger: SolanaLedger
  /** Pays airdrops (the deployer). */
  faucet: KeyPairSigner
}

/** One JSON-RPC method: params (as sent) → result. */
export type RpcMethod = (params: unknown, context: RpcContext) => unknown

const rpcContext = (ledger: SolanaLedger) => ({
  apiVersion: SOLANA_CORE_VERSION,
  slot: ledger.slot,
})
const withContext = (ledger: SolanaLedger, value: unknown) => ({
  context: rpcContext(ledger),
  value,
})

/** Reads the common `commitment`/`minContextSlot` config at `index`. */
const commonConfig = (list: unknown[], index: number, ledger: SolanaLedger) => {
  const config = parseConfig(list[index])
  checkCommitment(config, ledger.slot)
  return config
}

const accountReader =
  (ledger: SolanaLedger, config: Record<string, unknown>, fallback: 'binary' | 'base64') =>
  (account: LedgerAccount | null) => {
    const encoding = parseAccountEncoding(config.encoding, fallback)
    const dataSlice = parseDataSlice(config.dataSlice)
    checkEncoding(encoding, dataSlice)
    return account && encodeAccount(account, encoding, dataSlice, ledger.mintDecimals)
  }

const statusOf = (landed: LandedTransaction) =>
  landed.err ? { Err: landed.err.json } : { Ok: null }

/** The RPC's json encoding of a transaction (UiTransaction with a raw message). */
function transactionJson(landed: LandedTransaction, withLookups: boolean) {
  const { message, signatures, staticAccounts } = landed.decoded
  const json: Record<string, unknown> = {
    accountKeys: staticAccounts,
    header: {
      numReadonlySignedAccounts: message.header.numReadonlySignerAccounts,
      numReadonlyUnsignedAccounts: message.header.numReadonlyNonSignerAccounts,
      numRequiredSignatures: message.header.numSignerAccounts,
    },
    instructions: message.instructions.map((instruction) => ({
      accounts: instruction.accountIndices ?? [],
      data: getBase58Decoder().decode(instruction.data ?? new Uint8Array()),
      programIdIndex: instruction.programAddressIndex,
      stackHeight: null,
    })),
    recentBlockhash: message.lifetimeToken,
  }
  if (withLookups && message.version === 0)
    json.addressTableLookups = (message.addressTableLookups ?? []).map((lookup) => ({
      accountKey: lookup.lookupTableAddress,
      readonlyIndexes: lookup.readonlyIndexes,
      writableIndexes: lookup.writableIndexes,
    }))
  return { message: json, signatures }
}

/** The RPC's transaction meta (UiTransactionStatusMeta). */
function transactionMeta(landed: LandedTransaction, withLoadedAddresses: boolean) {
  const meta: Record<string, unknown> = {
    computeUnitsConsumed: landed.unitsConsumed,
    err: landed.err?.json ?? null,
    fee: landed.fee,
    innerInstructions: landed.innerInstructions,
    logMessages: landed.logs,
    postBalances: landed.postBalances,
    postTokenBalances: landed.postTokenBalances,
    preBalances: landed.preBalances,
    preTokenBalances: landed.preTokenBalances,
    rewards: [],
    status: statusOf(landed),
  }
  if (landed.returnData) meta.returnData = landed.returnData
  if (withLoadedAddresses) meta.loadedAddresses = landed.loadedAddresses
  return meta
}

const simulationJson = (
  result: ReturnType<SolanaLedger['simulate']>,
  extra: Record<string, unknown>,
) => ({
  accounts: null,
  err: result.err?.json ?? null,
  fee: result.fee,
  innerInstructions: null,
  loadedAccountsDataSize: 0,
  loadedAddresses: result.loadedAddresses,
  logs: result.logs,
  postBalances: result.postBalances,
  postTokenBalances: result.postTokenBalances,
  preBalances: result.preBalances,
  preTokenBalances: result.preTokenBalances,
  replacementBlockhash: null,
  returnData: result.returnData,
  unitsConsumed: result.unitsConsumed,
  ...extra,
})

/** Sends a transaction: verify, preflight unless skipped, then run it on the ledger. */
async function sendWire(
  context: RpcContext,
  wire: Uint8Array,
  config: Record<string, unknown>,
): Promise<string> {
  const { ledger } = context
  const decoded = decodeWireTransaction(wire)
  if (!(await ledger.verifySignatures(decoded)))
    throw new RpcError(
      RPC_ERROR_CODES.signatureVerificationFailure,
      'Transaction signature verification failure',
    )
  if (!parseBoolean(config.skipPreflight, 'skipPreflight', false)) {
    const preflight = ledger.simulate(decoded, { sigVerify: true, checkBlockhash: true })
    if (preflight.err)
      throw new RpcError(
        RPC_ERROR_CODES.preflightFailure,
        `Transaction simulation failed: ${preflight.err.message}`,
        simulationJson(preflight, {}),
      )
  }
  // Dropped transactions (unknown blockhash, duplicates) get their signature back and never land,
  // as with a validator.
  ledger.process(decoded)
  return decoded.signature
}

/** The methods the node answers, by name. */
export const RPC_METHODS: Record<string, RpcMethod> = {
  getHealth: () => 'ok',

  getVersion: () => ({ 'feature-set': SOLANA_FEATURE_SET, 'solana-core': SOLANA_CORE_VERSION }),

  getGenesisHash: (_params, { ledger }) => ledger.genesisHash,

  getSlot: (params, { ledger }) => {
    commonConfig(paramList(params, 0), 0, ledger)
    return ledger.slot
  },

  getBlockHeight: (params, { ledger }) => {
    commonConfig(paramList(params, 0), 0, ledger)
    return ledger.slot
  },

  getEpochInfo: (params, { ledger }) => {
    commonConfig(paramList(params, 0), 0, ledger)
    const slot = ledger.slot
    return {
      absoluteSlot: slot,
      blockHeight: slot,
      epoch: Math.floor(slot / SLOTS_PER_EPOCH),
      slotIndex: slot % SLOTS_PER_EPOCH,
      slotsInEpoch: SLOTS_PER_EPOCH,
      transactionCount: ledger.transactionCount,
    }
  },

  getLatestBlockhash: (params, { ledger }) => {
    commonConfig(paramList(params, 0), 0, ledger)
    return withContext(ledger, ledger.latestBlockhash)
  },

  isBlockhashValid: (params, { ledger }) => {
    const list = paramList(params, 1)
    const blockhash = parseHash(list[0])
    commonConfig(list, 1, ledger)
    return withContext(ledger, ledger.isBlockhashValid(blockhash))
  },

  getFeeForMessage: (params, { ledger }) => {
    const list = paramList(params, 1)
    const bytes = decodeEncodedBytes(list[0], 'base64', 'message')
    commonConfig(list, 1, ledger)
    let message: ReturnType<ReturnType<typeof getCompiledTransactionMessageDecoder>['decode']>
    try {
      message = getCompiledTransactionMessageDecoder().decode(bytes)
    } catch (cause) {
      throw invalidParams(
        `failed to deserialize solana_message::versioned::VersionedMessage: ${cause instanceof Error ? cause.message : 'invalid data'}`,
      )
    }
    if (message.version !== 'legacy' && message.version !== 0)
      throw invalidParams('invalid transaction message: Transaction version is unsupported')
    if (!ledger.isBlockhashValid(message.lifetimeToken)) return withContext(ledger, null)
    const fee = ledger.computeFee({
      message: message as never,
      staticAccounts: message.staticAccounts,
    } as never)
    return withContext(ledger, fee)
  },

  getMinimumBalanceForRentExemption: (params, { ledger }) => {
    const list = paramList(params, 1)
    const size = parseUsize(list[0], 'data length')
    if (size > 10 * 1024 * 1024) throw invalidParams('Invalid param: data length exceeds 10 MiB')
    commonConfig(list, 1, ledger)
    return ledger.minimumBalanceForRentExemption(size)
  },

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

  getSignatureStatuses: (params, { ledger }) => {
    const list = paramList(params, 1)
    if (!Array.isArray(list[0]))
      throw invalidParams('Invalid params: invalid type: expected a sequence of signatures.')
    if (list[0].length > MAX_SIGNATURE_STATUSES)
      throw invalidParams(`Too many inputs provided; max ${MAX_SIGNATURE_STATUSES}`)
    const signatures = list[0].map(parseSignature)
    const config = parseConfig(list[1])
    parseBoolean(config.searchTransactionHistory, 'searchTransactionHistory', false)
    return withContext(
      ledger,
      signatures.map((signature) => {
        const landed = ledger.getTransaction(signature)
        if (!landed) return null
        return {
          confirmationStatus: 'finalized',
          confirmations: null,
          err: landed.err?.json ?? null,
          slot: landed.slot,
          status: statusOf(landed),
        }
      }),
    )
  },

  getSignaturesForAddress: (params, { ledger }) => {
    const list = paramList(params, 1)
    const address = parsePubkey(list[0])
    const config = commonConfig(list, 1, ledger)
    if (config.commitment === 'processed')
      throw invalidParams('Method does not support commitment below `confirmed`')
    const limit =
      config.limit === undefined || config.limit === null
        ? MAX_SIGNATURES_FOR_ADDRESS
        : parseUsize(config.limit, 'limit')
    if (limit < 1 || limit > MAX_SIGNATURES_FOR_ADDRESS)
      throw invalidParams(`Invalid limit; max ${MAX_SIGNATURES_FOR_ADDRESS}`)
    const before =
      config.before === undefined || config.before === null
        ? undefined
        : parseSignature(config.before)
    const until =
      config.until === undefined || config.until === null ? undefined : parseSignature(config.until)
    let entries = ledger.signaturesFor(address)
    if (before !== undefined) {
      const at = entries.findIndex((entry) => entry.signature === before)
      entries = at === -1 ? [] : entries.slice(at + 1)
    }
    if (until !== undefined) {
      const at = entries.findIndex((entry) => entry.signature === until)
      if (at !== -1) entries = entries.slice(0, at)
    }
    return entries.slice(0, limit).map((entry) => ({
      blockTime: entry.blockTime,
      confirmationStatus: 'finalized',
      err: entry.err?.json ?? null,
      memo: entry.memo,
      signature: entry.signature,
      slot: entry.slot,
    }))
  },

  getTransaction: (params, { ledger }) => {
    const list = paramList(params, 1)
    const signature = parseSignature(list[0])
    // A bare string as config is the encoding (deprecated form).
    const config = typeof list[1] === 'string' ? { encoding: list[1] } : parseConfig(list[1])
    checkCommitment(config, ledger.slot)
    if (config.commitment === 'processed')
      throw invalidParams('Method does not support commitment below `confirmed`')
    const encoding = config.encoding ?? 'json'
    if (!['json', 'base64', 'base58'].includes(encoding as string))
      throw invalidParams(
        `Invalid params: unknown variant \`${String(encoding)}\`, expected one of \`json\`, \`base58\`, \`base64\` (jsonParsed is not served by the Portico devnet).`,
      )
    const max = config.maxSupportedTransactionVersion
    if (max !== undefined && max !== null && max !== 0)
      throw invalidParams(
        `Invalid params: invalid value: integer \`${String(max)}\`, expected 0 (the only supported version).`,
      )
    const landed = ledger.getTransaction(signature)
    if (!landed) return null
    const version = landed.decoded.message.version
    const withVersion = max === 0
    if (version === 0 && !withVersion)
      throw new RpcError(
        RPC_ERROR_CODES.unsupportedTransactionVersion,
        'Transaction version (0) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": 0',
      )
    const wire = landed.decoded.wire
    const transaction =
      encoding === 'base64'
        ? [getBase64Decoder().decode(wire), 'base64']
        : encoding === 'base58'
          ? [getBase58Decoder().decode(wire), 'base58']
          : transactionJson(landed, withVersion)
    return {
      blockTime: landed.blockTime,
      meta: transactionMeta(landed, withVersion),
      slot: landed.slot,
      transaction,
      ...(withVersion ? { version } : {}),
    }
  },

  sendTransaction: async (params, context) => {
    const list = paramList(params, 1)
    const config = parseConfig(list[1])
    const wire = decodeEncodedBytes(list[0], config.encoding)
    const preflightCommitment = config.preflightCommitment
    checkCommitment(
      { commitment: preflightCommitment, minContextSlot: config.minContextSlot },
      context.ledger.slot,
    )
    if (config.maxRetries !== undefined && config.maxRetries !== null)
      parseUsize(config.maxRetries, 'maxRetries')
    return sendWire(context, wire, config)
  },

  simulateTransaction: async (params, { ledger }) => {
    const list = paramList(params, 1)
    const config = parseConfig(list[1])
    const wire = decodeEncodedBytes(list[0], config.encoding)
    checkCommitment(config, ledger.slot)
    const sigVerify = parseBoolean(config.sigVerify, 'sigVerify', false)
    const replaceRecentBlockhash = parseBoolean(
      config.replaceRecentBlockhash,
      'replaceRecentBlockhash',
      false,
    )
    if (sigVerify && replaceRecentBlockhash)
      throw invalidParams('sigVerify may not be used with replaceRecentBlockhash')
    const innerInstructions = parseBoolean(config.innerInstructions, 'innerInstructions', false)
    const accountsConfig =
      config.accounts === undefined || config.accounts === null
        ? undefined
        : parseConfig(config.accounts)
    const accountAddresses = accountsConfig
      ? (() => {
          if (!Array.isArray(accountsConfig.addresses))
            throw invalidParams('Invalid params: accounts.addresses must be a sequence.')
          if (accountsConfig.addresses.length > MAX_MULTIPLE_ACCOUNTS)
            throw invalidParams(`Too many accounts provided; max ${MAX_MULTIPLE_ACCOUNTS}`)
          return accountsConfig.addresses.map(parsePubkey)
        })()
      : undefined
    const accountEncoding = parseAccountEncoding(accountsConfig?.encoding, 'base64')
    if (accountEncoding === 'binary' || accountEncoding === 'base58')
      throw invalidParams('base58 encoding not supported')
    checkEncoding(accountEncoding, undefined)
    const decoded = decodeWireTransaction(wire)
    if (sigVerify && !(await ledger.verifySignatures(decoded)))
      throw new RpcError(
        RPC_ERROR_CODES.signatureVerificationFailure,
        'Transaction signature verification failure',
      )
    const result = ledger.simulate(decoded, {
      sigVerify,
      checkBlockhash: !replaceRecentBlockhash,
    })
    const extra: Record<string, unknown> = {}
    if (replaceRecentBlockhash) extra.replacementBlockhash = ledger.latestBlockhash
    if (innerInstructions) extra.innerInstructions = result.err ? null : result.innerInstructions
    if (accountAddresses)
      extra.accounts = accountAddresses.map((address) => {
        const account = result.postAccounts.has(address)
          ? (result.postAccounts.get(address) ?? null)
          : ledger.getAccount(address)
        return account && encodeAccount(account, accountEncoding, undefined, ledger.mintDecimals)
      })
    return withContext(ledger, simulationJson(result, extra))
  },

  requestAirdrop: async (params, context) => {
    const { ledger, faucet } = context
    const list = paramList(params, 2)
    const recipient = parsePubkey(list[0])
    const amount = parseU64(list[1], 'lamports')
    if (amount === 0n) throw invalidParams('Invalid params: lamports must be greater than 0.')
    commonConfig(list, 2, ledger)
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(faucet, m),
      (m) =>
        setTransactionMessageLifetimeUsingBlockhash(
          {
            blockhash: ledger.latestBlockhash.blockhash as never,
            lastValidBlockHeight: BigInt(ledger.latestBlockhash.lastValidBlockHeight),
          },
          m,
        ),
      (m) =>
        appendTransactionMessageInstructions(
          [
            getTransferSolInstruction({
              source: faucet,
              destination: recipient,
              amount: lamports(amount),
            }),
          ],
          m,
        ),
    )
    const signed = await signTransactionMessageWithSigners(message)
    const wire = new Uint8Array(getTransactionEncoder().encode(signed))
    try {
      return await sendWire(context, wire, {})
    } catch (error) {
      if (error instanceof RpcError && error.code === RPC_ERROR_CODES.preflightFailure)
        throw new RpcError(
          RPC_ERROR_CODES.internalError,
          `airdrop request failed: ${error.message}`,
        )
      throw error
    }
  },
}
