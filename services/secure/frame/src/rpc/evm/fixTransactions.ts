import {
  type Address,
  Eip1559FeesNotSupportedError,
  formatGwei,
  formatUnits,
  type Hex,
  type LocalAccount,
  type PublicClient,
} from 'viem'
import type { FrameEvmNetwork } from '../../config/framePageConfig.js'
import { FrameRequestError } from '../../messaging/FrameRequestError.js'
import { EN_SIGNING_SAFETY, format } from '../../ui/strings.js'
import { invalidParams } from '../rpcErrors.js'
import { toRpcFailure } from '../toRpcFailure.js'

/**
 * A fee cap a dApp sets (maxFeePerGas, maxPriorityFeePerGas or gasPrice) is refused when it is
 * more than this many times the frame's own estimate of the fee per gas (issue 16, finding 4).
 * Three covers a base fee that rises for several full blocks while the screen is open; a dApp
 * that asks for more is asking the user to overpay.
 */
export const MAX_DAPP_FEE_CAP_MULTIPLE = 3n

/** The fee fields of a transaction: EIP-1559 caps, or one gas price. */
export type TransactionFees =
  | { type: 'eip1559'; maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }
  | { type: 'legacy'; gasPrice: bigint }

/** The fields of a transaction as a dApp asks for it (eth_sendTransaction, a call of wallet_sendCalls). */
export type RequestedTransaction = {
  to?: Address | undefined
  value?: bigint | undefined
  data?: Hex | undefined
  gas?: bigint | undefined
  nonce?: number | undefined
  gasPrice?: bigint | undefined
  maxFeePerGas?: bigint | undefined
  maxPriorityFeePerGas?: bigint | undefined
}

/** A transaction with every field fixed before the approval screen: what is shown is what is signed. */
export type FixedTransaction = {
  to?: Address | undefined
  value: bigint
  data?: Hex | undefined
  gas: bigint
  nonce: number
  fees: TransactionFees
}

/** The most a transaction may pay per gas. */
export function feeCapOf(fees: TransactionFees): bigint {
  return fees.type === 'legacy' ? fees.gasPrice : fees.maxFeePerGas
}

/** The most a transaction may pay: its gas limit at its fee cap, in the smallest unit. */
export function maxFeeOf(transaction: FixedTransaction): bigint {
  return transaction.gas * feeCapOf(transaction.fees)
}

/** The chain's fees now (viem's estimate: 1.2 × the base fee plus the suggested tip), legacy where the chain has no base fee. */
async function estimateFees(client: PublicClient): Promise<TransactionFees> {
  try {
    const { maxFeePerGas, maxPriorityFeePerGas } = await client.estimateFeesPerGas({
      chain: client.chain,
      type: 'eip1559',
    })
    return { type: 'eip1559', maxFeePerGas, maxPriorityFeePerGas }
  } catch (error) {
    if (!(error instanceof Eip1559FeesNotSupportedError)) throw error
    const { gasPrice } = await client.estimateFeesPerGas({ chain: client.chain, type: 'legacy' })
    return { type: 'legacy', gasPrice }
  }
}

const gwei = (value: bigint) => `${formatGwei(value)} gwei`

/** The fees of one transaction: the dApp's when within MAX_DAPP_FEE_CAP_MULTIPLE of the estimate, else the estimate. */
function chooseFees(
  requested: RequestedTransaction,
  estimate: TransactionFees,
  where: string,
): TransactionFees {
  const limit = feeCapOf(estimate) * MAX_DAPP_FEE_CAP_MULTIPLE
  const refuseAbove = (field: string, value: bigint) => {
    if (value > limit)
      throw invalidParams(
        `${where}${field} ${gwei(value)} is more than ${MAX_DAPP_FEE_CAP_MULTIPLE}× the wallet's estimate (${gwei(feeCapOf(estimate))}); leave the fees out and the wallet sets them`,
      )
  }
  const { gasPrice, maxFeePerGas, maxPriorityFeePerGas } = requested
  if (gasPrice !== undefined) {
    if (maxFeePerGas !== undefined || maxPriorityFeePerGas !== undefined)
      throw invalidParams(
        `${where}gasPrice cannot be set with maxFeePerGas or maxPriorityFeePerGas`,
      )
    refuseAbove('gasPrice', gasPrice)
    return { type: 'legacy', gasPrice }
  }
  if (maxFeePerGas === undefined && maxPriorityFeePerGas === undefined) return estimate
  if (estimate.type === 'legacy')
    throw invalidParams(`${where}this chain takes gasPrice, not maxFeePerGas`)
  if (maxPriorityFeePerGas !== undefined) refuseAbove('maxPriorityFeePerGas', maxPriorityFeePerGas)
  // The dApp's tip, else the estimated one, never above the dApp's cap.
  let priority = maxPriorityFeePerGas ?? estimate.maxPriorityFeePerGas
  if (maxPriorityFeePerGas === undefined && maxFeePerGas! < priority) priority = maxFeePerGas!
  // Without a cap from the dApp: the estimate's allowance for the base fee, plus its tip.
  const cap = maxFeePerGas ?? estimate.maxFeePerGas - estimate.maxPriorityFeePerGas + priority
  refuseAbove('maxFeePerGas', cap)
  if (priority > cap) throw invalidParams(`${where}maxPriorityFeePerGas is more than maxFeePerGas`)
  return { type: 'eip1559', maxFeePerGas: cap, maxPriorityFeePerGas: priority }
}

/** Parameters of `fixTransactions`. */
export type FixTransactionsParameters = {
  client: PublicClient
  /** This wallet's EVM address: the sender. */
  address: Address
  transactions: RequestedTransaction[]
  /** How an error names transaction `index` ('call 2: '). @default none */
  label?: ((index: number) => string) | undefined
}

/**
 * Fixes nonce, gas and fees of transactions the wallet will send one after another, from the
 * chain, before they are shown: nonces from the account's pending nonce on (a dApp's nonce must be
 * that one: any other is refused), fees from the frame's own estimate (a dApp's cap more than
 * MAX_DAPP_FEE_CAP_MULTIPLE times it is refused), gas from eth_estimateGas unless the dApp gives it.
 */
export async function fixTransactions({
  client,
  address,
  transactions,
  label = () => '',
}: FixTransactionsParameters): Promise<FixedTransaction[]> {
  const [pending, estimate] = await Promise.all([
    client.getTransactionCount({ address, blockTag: 'pending' }),
    estimateFees(client),
  ])
  return Promise.all(
    transactions.map(async (requested, index) => {
      const where = label(index)
      const nonce = pending + index
      if (requested.nonce !== undefined && requested.nonce !== nonce)
        throw invalidParams(
          `${where}nonce ${requested.nonce} is not this account's pending nonce (${nonce}); leave it out and the wallet sets it`,
        )
      const fees = chooseFees(requested, estimate, where)
      const { to, value = 0n, data } = requested
      let gas = requested.gas
      if (gas === undefined)
        try {
          gas = await client.estimateGas({ account: address, to, value, data })
        } catch (error) {
          const failure = toRpcFailure(error)
          throw new FrameRequestError(
            `${where}the gas could not be estimated: ${failure.message}`,
            failure.code,
          )
        }
      return { to, value, data, gas, nonce, fees }
    }),
  )
}

/**
 * Signs and broadcasts fixed transactions in order, exactly as fixed; the hashes. Refuses to sign
 * when the account's pending nonce is no longer the first one's (another transaction of the
 * account was sent while the screen was open): the user approved other nonces.
 */
export async function sendFixedTransactions(
  account: LocalAccount,
  client: PublicClient,
  network: FrameEvmNetwork,
  transactions: FixedTransaction[],
): Promise<Hex[]> {
  const pending = await client.getTransactionCount({
    address: account.address,
    blockTag: 'pending',
  })
  if (pending !== transactions[0]?.nonce)
    throw new FrameRequestError(
      `The account's pending nonce became ${pending} while the request was on screen (it showed ${transactions[0]?.nonce}): nothing was signed. Send the request again.`,
      -32603,
    )
  const hashes: Hex[] = []
  for (const { fees, ...transaction } of transactions) {
    const serialized = await account.signTransaction({
      ...transaction,
      ...fees,
      chainId: network.chainId,
    } as Parameters<LocalAccount['signTransaction']>[0])
    hashes.push(await client.request({ method: 'eth_sendRawTransaction', params: [serialized] }))
  }
  return hashes
}

/**
 * A fee for the approval screen: in the native unit and, with a trustworthy USD price of the
 * native currency, in USD. Without one (or with one that is not a positive number) no USD amount
 * is shown — never 0.
 */
export function formatNetworkFee(
  fee: bigint,
  network: FrameEvmNetwork,
  nativeUsdPrice: number | undefined,
): string {
  const native = formatUnits(fee, network.nativeCurrency.decimals)
  const amount = `${native} ${network.nativeCurrency.symbol}`
  if (nativeUsdPrice === undefined || !Number.isFinite(nativeUsdPrice) || nativeUsdPrice <= 0)
    return format(EN_SIGNING_SAFETY.feeWithoutUsd, { amount })
  const usd = Number(native) * nativeUsdPrice
  return usd > 0 && usd < 0.01
    ? format(EN_SIGNING_SAFETY.feeWithUsdBelowCent, { amount })
    : format(EN_SIGNING_SAFETY.feeWithUsd, { amount, usd: usd.toFixed(2) })
}

/** The rows of a fixed transaction's nonce and fees. */
export function feeRows(
  transaction: FixedTransaction,
  network: FrameEvmNetwork,
  nativeUsdPrice: number | undefined,
  prefix = '',
): { label: string; value: string }[] {
  const s = EN_SIGNING_SAFETY
  return [
    { label: `${prefix}${s.nonce}`, value: String(transaction.nonce) },
    { label: `${prefix}${s.gasLimit}`, value: transaction.gas.toString() },
    {
      label: `${prefix}${s.maxFeePerGas}`,
      value: format(s.gwei, { amount: formatGwei(feeCapOf(transaction.fees)) }),
    },
    {
      label: `${prefix}${s.maxFee}`,
      value: formatNetworkFee(maxFeeOf(transaction), network, nativeUsdPrice),
    },
  ]
}
