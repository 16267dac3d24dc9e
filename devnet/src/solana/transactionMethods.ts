import {
  appendTransactionMessageInstructions,
  createTransactionMessage,
  getBase58Decoder,
  getBase64Decoder,
  getTransactionEncoder,
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
} from './constants.js'
import { decodeEncodedBytes, decodeWireTransaction } from './decodeWireTransaction.js'
import { checkEncoding, encodeAccount } from './encodeAccount.js'
import {
  checkCommitment,
  paramList,
  parseAccountEncoding,
  parseBoolean,
  parseConfig,
  parsePubkey,
  parseSignature,
  parseU64,
  parseUsize,
} from './params.js'
import { invalidParams, RPC_ERROR_CODES, RpcError } from './rpcError.js'
import { commonConfig, type RpcMethod, withContext } from './rpcMethodKit.js'
import { sendWireTransaction } from './sendWireTransaction.js'
import { simulationJson, statusOf, transactionJson, transactionMeta } from './transactionJson.js'

/** The transaction methods: statuses, history, sending, simulating and airdrops. */
export const TRANSACTION_METHODS: Record<string, RpcMethod> = {
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
    return sendWireTransaction(context, wire, config)
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
      return await sendWireTransaction(context, wire, {})
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
