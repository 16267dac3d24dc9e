import {
  type Address,
  formatUnits,
  type Hex,
  hashTypedData,
  hexToBytes,
  isAddress,
  isHex,
  type LocalAccount,
  type TypedDataDefinition,
} from 'viem'
import type { FrameEvmNetwork } from '../../config/framePageConfig.js'
import { FrameRequestError } from '../../messaging/FrameRequestError.js'
import { EN, EN_SIGNING_SAFETY, format } from '../../ui/strings.js'
import type { DescriptionRow, RequestDescription } from '../RequestDescription.js'
import { revealDescription } from '../revealHiddenCharacters.js'
import { invalidParams, unauthorizedAccount } from '../rpcErrors.js'
import { encodeCallsId } from './callsId.js'
import { decodePrintableText } from './decodeText.js'
import type { PublicClients } from './evmClients.js'
import {
  type FixedTransaction,
  feeRows,
  fixTransactions,
  formatNetworkFee,
  maxFeeOf,
  type RequestedTransaction,
  sendFixedTransactions,
} from './fixTransactions.js'

/** A not-safe EVM request, checked and decoded: what to show, and what to do once approved. */
export type PreparedSigning = {
  description: RequestDescription
  /** Signs (and sends) with the account made from the combined key; the RPC result. */
  execute(account: LocalAccount): Promise<unknown>
}

/** Parameters of `prepareEvmSigning`. */
export type PrepareEvmSigningParameters = {
  method: string
  params: unknown
  network: FrameEvmNetwork
  /** This wallet's EVM address. */
  address: Address
  publicClient: PublicClients
  /**
   * A trustworthy USD price of the network's native currency, for the fee in USD (the frame reads
   * it from its server, readNativeUsdPrice). None: no USD amount is shown (never 0).
   */
  nativeUsdPrice?: number | undefined
}

const sameAddress = (a: unknown, b: string) =>
  typeof a === 'string' && a.toLowerCase() === b.toLowerCase()

function list(params: unknown): unknown[] {
  if (!Array.isArray(params)) throw invalidParams('params must be an array')
  return params
}

function optionalHex(value: unknown, field: string): Hex | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string' || !isHex(value)) throw invalidParams(`${field} must be hex`)
  return value
}

function optionalQuantity(value: unknown, field: string): bigint | undefined {
  const hex = optionalHex(value, field)
  return hex === undefined ? undefined : BigInt(hex)
}

function formatValue(value: bigint, network: FrameEvmNetwork): string {
  return `${formatUnits(value, network.nativeCurrency.decimals)} ${network.nativeCurrency.symbol}`
}

/** Rows of one transaction: to, value, data, then its nonce and fees. */
function callRows(
  call: FixedTransaction,
  network: FrameEvmNetwork,
  nativeUsdPrice: number | undefined,
  prefix = '',
): DescriptionRow[] {
  return [
    { label: `${prefix}${EN.to}`, value: call.to ?? EN.contractCreation, mono: true },
    { label: `${prefix}${EN.value}`, value: formatValue(call.value ?? 0n, network) },
    call.data && call.data !== '0x'
      ? { label: `${prefix}${EN.data}`, value: call.data, mono: true, block: true }
      : { label: `${prefix}${EN.data}`, value: EN.noData },
    ...feeRows(call, network, nativeUsdPrice, prefix),
  ]
}

/** The fields of an eth_sendTransaction object, checked. */
function parseTransaction(raw: unknown, address: string): RequestedTransaction {
  if (typeof raw !== 'object' || raw === null) throw invalidParams('a transaction object is needed')
  const tx = raw as Record<string, unknown>
  if (tx.from !== undefined && !sameAddress(tx.from, address)) throw unauthorizedAccount()
  if (
    tx.to !== undefined &&
    tx.to !== null &&
    (typeof tx.to !== 'string' || !isAddress(tx.to, { strict: false }))
  )
    throw invalidParams('to must be an address')
  const nonce = optionalQuantity(tx.nonce, 'nonce')
  return {
    to: (tx.to ?? undefined) as Address | undefined,
    value: optionalQuantity(tx.value, 'value'),
    data: optionalHex(tx.data ?? tx.input, 'data'),
    gas: optionalQuantity(tx.gas, 'gas'),
    nonce: nonce === undefined ? undefined : Number(nonce),
    gasPrice: optionalQuantity(tx.gasPrice, 'gasPrice'),
    maxFeePerGas: optionalQuantity(tx.maxFeePerGas, 'maxFeePerGas'),
    maxPriorityFeePerGas: optionalQuantity(tx.maxPriorityFeePerGas, 'maxPriorityFeePerGas'),
  }
}

/**
 * Checks and decodes a not-safe EVM request for the approval screen (spec §6): personal_sign,
 * eth_signTypedData_v4, eth_sendTransaction, wallet_sendCalls. The account the request names
 * must be this wallet's (else 4100); typed data for another chain than the request's is refused.
 * Transactions get their nonce, gas and fees from the chain before the screen (`fixTransactions`:
 * a dApp's foreign nonce or fee cap far above the estimate is refused), show them with the
 * maximum fee, and are signed exactly as shown. Hidden characters are shown as code points.
 */
export async function prepareEvmSigning(
  parameters: PrepareEvmSigningParameters,
): Promise<PreparedSigning> {
  const prepared = await prepareEvmRequest(parameters)
  return { ...prepared, description: revealDescription(prepared.description) }
}

async function prepareEvmRequest({
  method,
  params,
  network,
  address,
  publicClient,
  nativeUsdPrice,
}: PrepareEvmSigningParameters): Promise<PreparedSigning> {
  switch (method) {
    case 'personal_sign': {
      const [message, account] = list(params)
      if (typeof message !== 'string') throw invalidParams('the message must be a string')
      if (!sameAddress(account, address)) throw unauthorizedAccount()
      const raw = isHex(message) && message.length % 2 === 0 ? message : undefined
      const text = raw ? decodePrintableText(hexToBytes(raw)) : message
      return {
        description: {
          title: EN.signMessageTitle,
          rows: [
            text !== undefined
              ? { label: EN.message, value: text, block: true }
              : { label: EN.messageHex, value: raw!, mono: true, block: true },
          ],
        },
        execute: (signer) => signer.signMessage({ message: raw ? { raw } : message }),
      }
    }
    case 'eth_signTypedData_v4': {
      const [account, data] = list(params)
      if (!sameAddress(account, address)) throw unauthorizedAccount()
      let typedData: TypedDataDefinition
      try {
        typedData = (typeof data === 'string' ? JSON.parse(data) : data) as TypedDataDefinition
        hashTypedData(typedData)
      } catch (error) {
        throw invalidParams(
          `typed data: ${error instanceof Error ? error.message.split('\n')[0] : 'malformed'}`,
        )
      }
      const domain = (typedData.domain ?? {}) as Record<string, unknown>
      if (domain.chainId !== undefined && Number(domain.chainId) !== network.chainId)
        throw invalidParams(
          `typed data is for chain ${String(domain.chainId)}, the request for ${network.chainId}`,
        )
      const { EIP712Domain: _, ...types } = (typedData.types ?? {}) as Record<string, unknown>
      const rows: DescriptionRow[] = [
        { label: EN.domain, value: JSON.stringify(domain, null, 2), block: true },
        { label: EN.primaryType, value: String(typedData.primaryType) },
        {
          label: EN.message,
          value: JSON.stringify(
            typedData.message,
            (_k, v) => (typeof v === 'bigint' ? v.toString() : v),
            2,
          ),
          block: true,
        },
      ]
      return {
        description: { title: EN.signTypedDataTitle, rows },
        execute: (signer) => signer.signTypedData({ ...typedData, types } as TypedDataDefinition),
      }
    }
    case 'eth_sendTransaction': {
      const [raw] = list(params)
      const requested = parseTransaction(raw, address)
      const client = publicClient(network)
      const fixed = await fixTransactions({ client, address, transactions: [requested] })
      return {
        description: {
          title: EN.sendTransactionTitle,
          rows: callRows(fixed[0]!, network, nativeUsdPrice),
        },
        execute: async (signer) => (await sendFixedTransactions(signer, client, network, fixed))[0],
      }
    }
    case 'wallet_sendCalls': {
      const [raw] = list(params)
      if (typeof raw !== 'object' || raw === null) throw invalidParams('a calls object is needed')
      const request = raw as Record<string, unknown>
      if (request.from !== undefined && !sameAddress(request.from, address))
        throw unauthorizedAccount()
      if (request.chainId !== undefined && Number(request.chainId) !== network.chainId)
        throw invalidParams(
          `chainId ${String(request.chainId)} is not the request's chain ${network.chainId}`,
        )
      if (request.atomicRequired === true)
        throw new FrameRequestError('Atomicity not supported', 5760)
      const capabilities = (request.capabilities ?? {}) as Record<string, unknown>
      for (const [name, capability] of Object.entries(capabilities))
        if ((capability as { optional?: unknown } | null)?.optional !== true)
          throw new FrameRequestError(`Unsupported non-optional capability: ${name}`, 5700)
      if (!Array.isArray(request.calls) || request.calls.length === 0)
        throw invalidParams('calls must be a non-empty array')
      const calls = request.calls.map((call) => parseTransaction(call, address))
      const client = publicClient(network)
      const fixed = await fixTransactions({
        client,
        address,
        transactions: calls,
        label: (index) => `call ${index + 1}: `,
      })
      const total = fixed.reduce((sum, call) => sum + maxFeeOf(call), 0n)
      return {
        description: {
          title: format(EN.sendCallsTitle, { count: calls.length }),
          rows: [
            ...fixed.flatMap((call, index) =>
              callRows(
                call,
                network,
                nativeUsdPrice,
                `${format(EN.call, { index: index + 1 })} · `,
              ),
            ),
            {
              label: EN_SIGNING_SAFETY.maxFeeAllCalls,
              value: formatNetworkFee(total, network, nativeUsdPrice),
            },
          ],
        },
        async execute(signer) {
          const hashes = await sendFixedTransactions(signer, client, network, fixed)
          return { id: encodeCallsId(network.chainId, hashes) }
        },
      }
    }
    default:
      throw invalidParams(`${method} is not an EVM signing method`)
  }
}
