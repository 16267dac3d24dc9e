import { ed25519 } from '@noble/curves/ed25519.js'
import { createFalloverRpcTransport } from '@portico/solana/rpc'
import { base58, base64 } from '@scure/base'
import { getCompiledTransactionMessageDecoder } from '@solana/kit'
import type { FrameSolanaNetwork } from '../../config/framePageConfig.js'
import { FrameRequestError } from '../../messaging/FrameRequestError.js'
import { EN, EN_SIGNING_SAFETY, format } from '../../ui/strings.js'
import { decodePrintableText } from '../evm/decodeText.js'
import type { DescriptionRow, RequestDescription } from '../RequestDescription.js'
import { revealDescription } from '../revealHiddenCharacters.js'
import { invalidParams, unauthorizedAccount } from '../rpcErrors.js'
import {
  LAMPORTS_PER_SOL,
  parseSolanaTransaction,
  type SolanaTransaction,
  transferLamports,
  withSignature,
} from './solanaTransaction.js'

/** A not-safe Solana request, checked and decoded: what to show, and what to do with the seed once approved. */
export type PreparedSolanaSigning = {
  description: RequestDescription
  execute(solanaSeed: Uint8Array): Promise<unknown>
}

/** Parameters of `prepareSolanaSigning`. */
export type PrepareSolanaSigningParameters = {
  method: string
  params: unknown
  network: FrameSolanaNetwork
  /** This wallet's Solana address (base58 public key). */
  address: string
}

function object(params: unknown): Record<string, unknown> {
  if (typeof params !== 'object' || params === null || Array.isArray(params))
    throw invalidParams('params must be an object')
  return params as Record<string, unknown>
}

function decodeTransaction(value: unknown): { bytes: Uint8Array; transaction: SolanaTransaction } {
  if (typeof value !== 'string' || value.length > 8192)
    throw invalidParams('transaction must be base64')
  try {
    const bytes = base64.decode(value)
    return { bytes, transaction: parseSolanaTransaction(bytes) }
  } catch (error) {
    throw invalidParams(error instanceof Error ? error.message : 'transaction')
  }
}

/**
 * Whether `bytes` are exactly a transaction message (legacy, v0, or any version @solana/kit
 * decodes): what a validator checks a signature against. Signing such "message" signs the
 * transaction.
 */
export function isTransactionMessage(bytes: Uint8Array): boolean {
  try {
    const [, end] = getCompiledTransactionMessageDecoder().read(bytes, 0)
    return end === bytes.length
  } catch {
    return false
  }
}

function formatSol(lamports: bigint): string {
  const whole = lamports / LAMPORTS_PER_SOL
  const fraction = (lamports % LAMPORTS_PER_SOL).toString().padStart(9, '0').replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole.toString()
}

function transactionRows(
  { transaction }: { transaction: SolanaTransaction },
  prefix = '',
): DescriptionRow[] {
  const lines = transaction.instructions.map((instruction) => {
    const lamports = transferLamports(instruction)
    return lamports !== undefined
      ? format(EN.transfer, { amount: formatSol(lamports), to: instruction.accounts[1] ?? '?' })
      : format(EN.programCall, {
          program: instruction.programId,
          accounts: instruction.accounts.length,
          bytes: instruction.data.length,
        })
  })
  return [
    { label: `${prefix}${EN.feePayer}`, value: transaction.accountKeys[0] ?? '', mono: true },
    { label: `${prefix}${EN.instructions}`, value: lines.join('\n'), block: true },
  ]
}

function sign(
  decoded: { bytes: Uint8Array; transaction: SolanaTransaction },
  seed: Uint8Array,
  address: string,
) {
  const signature = ed25519.sign(decoded.transaction.message, seed)
  return {
    signature,
    signed: withSignature(decoded.bytes, decoded.transaction, address, signature),
  }
}

function requireSigner(decoded: { transaction: SolanaTransaction }, address: string) {
  const index = decoded.transaction.accountKeys.indexOf(address)
  if (index < 0 || index >= decoded.transaction.requiredSignatures) throw unauthorizedAccount()
}

/**
 * Checks and decodes a Solana signing request (the shapes of the embedded wallet's Solana
 * provider: base58 message, base64 wire transactions): solana_signMessage,
 * solana_signTransaction, solana_signAllTransactions, solana_signAndSendTransaction. Each
 * transaction must ask this wallet to sign; System Program transfers are shown as amounts. A
 * message that is a transaction message is refused; one that is not text is shown with a warning;
 * hidden characters are shown as code points.
 */
export function prepareSolanaSigning(
  parameters: PrepareSolanaSigningParameters,
): PreparedSolanaSigning {
  const prepared = prepareSolanaRequest(parameters)
  return { ...prepared, description: revealDescription(prepared.description) }
}

function prepareSolanaRequest({
  method,
  params,
  network,
  address,
}: PrepareSolanaSigningParameters): PreparedSolanaSigning {
  const request = object(params)
  switch (method) {
    case 'solana_signMessage': {
      if (request.pubkey !== undefined && request.pubkey !== address) throw unauthorizedAccount()
      if (typeof request.message !== 'string') throw invalidParams('message must be base58')
      let message: Uint8Array
      try {
        message = base58.decode(request.message)
      } catch {
        throw invalidParams('message must be base58')
      }
      // Issue 16 finding 5: a signed transaction message is a signed transaction.
      if (isTransactionMessage(message))
        throw invalidParams(
          'the message is a Solana transaction message; sign transactions with solana_signTransaction',
        )
      const text = decodePrintableText(message)
      return {
        description: {
          title: EN.solanaSignMessageTitle,
          warning: text === undefined ? EN_SIGNING_SAFETY.notTextWarning : undefined,
          rows: [
            text !== undefined
              ? { label: EN.message, value: text, block: true }
              : {
                  label: EN.messageHex,
                  value: Array.from(message, (b) => b.toString(16).padStart(2, '0')).join(''),
                  mono: true,
                  block: true,
                },
          ],
        },
        execute: async (seed) => ({ signature: base58.encode(ed25519.sign(message, seed)) }),
      }
    }
    case 'solana_signTransaction': {
      const decoded = decodeTransaction(request.transaction)
      requireSigner(decoded, address)
      return {
        description: { title: EN.solanaSignTransactionTitle, rows: transactionRows(decoded) },
        async execute(seed) {
          const { signature, signed } = sign(decoded, seed, address)
          return { signature: base58.encode(signature), transaction: base64.encode(signed) }
        },
      }
    }
    case 'solana_signAllTransactions': {
      if (
        !Array.isArray(request.transactions) ||
        request.transactions.length === 0 ||
        request.transactions.length > 32
      )
        throw invalidParams('transactions must be 1 to 32 base64 transactions')
      const all = request.transactions.map(decodeTransaction)
      for (const decoded of all) requireSigner(decoded, address)
      return {
        description: {
          title: format(EN.solanaSignAllTitle, { count: all.length }),
          rows: all.flatMap((decoded, index) => transactionRows(decoded, `${index + 1} · `)),
        },
        async execute(seed) {
          return {
            transactions: all.map((decoded) => base64.encode(sign(decoded, seed, address).signed)),
          }
        },
      }
    }
    case 'solana_signAndSendTransaction': {
      const decoded = decodeTransaction(request.transaction)
      requireSigner(decoded, address)
      const rpcUrls = network.rpcUrls
      if (!rpcUrls?.length)
        throw new FrameRequestError(`No RPC url provided for chainId ${network.chainId}`)
      return {
        description: { title: EN.solanaSendTitle, rows: transactionRows(decoded) },
        async execute(seed) {
          const { signed } = sign(decoded, seed, address)
          const options =
            typeof request.options === 'object' && request.options !== null ? request.options : {}
          // The widget's and services' one Solana transport: spec §9's retry on spec §8's
          // retryable failures (Retry-After honoured, 10 s a try), then the cluster's next URL. A
          // JSON-RPC error is an answer, given back as it is.
          const transport = createFalloverRpcTransport({
            rpcUrls,
            chainId: `solana:${network.chainId}`,
          })
          const json = await transport<{
            result?: unknown
            error?: { message?: unknown; code?: unknown }
          }>({
            payload: {
              jsonrpc: '2.0',
              id: 1,
              method: 'sendTransaction',
              params: [base64.encode(signed), { ...options, encoding: 'base64' }],
            },
          })
          if (json.error || typeof json.result !== 'string')
            throw new FrameRequestError(
              typeof json.error?.message === 'string' ? json.error.message : 'RPC Request failed.',
              // @solana/kit reads a Solana method's integers as bigints.
              json.error?.code === undefined ? undefined : Number(json.error.code),
            )
          return { signature: json.result }
        },
      }
    }
    default:
      throw invalidParams(`${method} is not a Solana signing method`)
  }
}
