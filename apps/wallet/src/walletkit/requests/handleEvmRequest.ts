import {
  createWalletClient,
  defineChain,
  type Hex,
  hexToBigInt,
  http,
  isAddress,
  isAddressEqual,
  isHex,
  type TransactionRequest,
  type TypedDataDefinition,
} from 'viem'
import {
  invalidParamsError,
  unauthorizedError,
  unrecognizedChainError,
  unsupportedMethodError,
} from './SessionRequestError.js'
import type {
  SampleWalletEvmChain,
  SampleWalletRequest,
  SessionRequestContext,
  SessionRequestOutcome,
} from './types.js'

function chainNumber(chainId: string): number {
  const reference = Number(chainId.split(':')[1])
  if (!Number.isSafeInteger(reference) || reference <= 0) throw unrecognizedChainError(chainId)
  return reference
}

function paramsArray(params: unknown, method: string): unknown[] {
  if (!Array.isArray(params)) throw invalidParamsError(`${method} takes an array of params`)
  return params
}

function assertOwnAddress(address: unknown, own: `0x${string}`) {
  if (typeof address !== 'string' || !isAddress(address, { strict: false }))
    throw invalidParamsError(`${String(address)} is not an address`)
  if (!isAddressEqual(address, own)) throw unauthorizedError(address)
}

function quantity(value: unknown, field: string): bigint | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string' || !isHex(value) || value === '0x')
    throw invalidParamsError(`${field} must be a hex quantity`)
  return hexToBigInt(value)
}

function bytes(value: unknown, field: string): Hex | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string' || !isHex(value))
    throw invalidParamsError(`${field} must be hex data`)
  return value
}

/** The transaction fields of an eth_sendTransaction / eth_signTransaction call, validated. */
export function parseEvmTransaction(
  params: unknown,
  method: string,
  own: `0x${string}`,
): TransactionRequest {
  const [tx] = paramsArray(params, method)
  if (typeof tx !== 'object' || tx === null)
    throw invalidParamsError(`${method} takes a transaction object`)
  const t = tx as Record<string, unknown>
  if (t.from !== undefined) assertOwnAddress(t.from, own)
  if (
    t.to !== undefined &&
    t.to !== null &&
    (typeof t.to !== 'string' || !isAddress(t.to, { strict: false }))
  )
    throw invalidParamsError('to must be an address')
  const request: Record<string, unknown> = {
    from: own,
    to: (t.to as Hex | undefined) ?? undefined,
    value: quantity(t.value, 'value'),
    data: bytes(t.data ?? t.input, 'data'),
    gas: quantity(t.gas ?? t.gasLimit, 'gas'),
    gasPrice: quantity(t.gasPrice, 'gasPrice'),
    maxFeePerGas: quantity(t.maxFeePerGas, 'maxFeePerGas'),
    maxPriorityFeePerGas: quantity(t.maxPriorityFeePerGas, 'maxPriorityFeePerGas'),
    nonce: t.nonce === undefined ? undefined : Number(quantity(t.nonce, 'nonce')),
  }
  for (const key of Object.keys(request)) if (request[key] === undefined) delete request[key]
  return request as TransactionRequest
}

function findChain(chainId: string, context: SessionRequestContext): SampleWalletEvmChain {
  const id = chainNumber(chainId)
  const chain = context.evmChains.find((c) => c.chainId === id)
  if (!chain) throw unrecognizedChainError(chainId)
  return chain
}

function walletClient(chain: SampleWalletEvmChain, context: SessionRequestContext) {
  return createWalletClient({
    account: context.accounts.eip155,
    chain: defineChain({
      id: chain.chainId,
      name: chain.name ?? `Chain ${chain.chainId}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    }),
    transport: http(chain.rpcUrl, { retryCount: 0 }),
  })
}

/**
 * Answers an eip155 session request: personal_sign, eth_signTypedData_v4, eth_sendTransaction
 * (filled, signed and sent to the chain's devnet RPC), eth_signTransaction, wallet_switchEthereumChain
 * (among the session's chains; emits chainChanged), eth_accounts, eth_requestAccounts, eth_chainId.
 */
export async function handleEvmRequest(
  { chainId, method, params }: SampleWalletRequest,
  context: SessionRequestContext,
): Promise<SessionRequestOutcome> {
  const account = context.accounts.eip155
  switch (method) {
    case 'eth_accounts':
    case 'eth_requestAccounts':
      return { result: [account.address] }
    case 'eth_chainId':
      return { result: `0x${chainNumber(chainId).toString(16)}` }
    case 'personal_sign': {
      let [message, address] = paramsArray(params, method)
      // Some dApps send [address, message]; MetaMask accepts both orders too.
      if (
        typeof message === 'string' &&
        isAddress(message, { strict: false }) &&
        !isAddress(String(address), { strict: false })
      )
        [message, address] = [address, message]
      assertOwnAddress(address, account.address)
      if (typeof message !== 'string') throw invalidParamsError('the message must be a string')
      const signed = isHex(message) ? { raw: message } : message
      return { result: await account.signMessage({ message: signed }) }
    }
    case 'eth_signTypedData_v4': {
      const [address, data] = paramsArray(params, method)
      assertOwnAddress(address, account.address)
      let typedData: unknown
      try {
        typedData = typeof data === 'string' ? JSON.parse(data) : data
      } catch {
        throw invalidParamsError('the typed data is not JSON')
      }
      if (typeof typedData !== 'object' || typedData === null)
        throw invalidParamsError('the typed data must be an object')
      const { domain, types, primaryType, message } = typedData as Record<string, unknown>
      if (typeof types !== 'object' || types === null || typeof primaryType !== 'string')
        throw invalidParamsError('the typed data needs types and primaryType')
      try {
        return {
          result: await account.signTypedData({
            domain,
            types,
            primaryType,
            message,
          } as TypedDataDefinition),
        }
      } catch (error) {
        throw invalidParamsError(
          (error as { shortMessage?: string }).shortMessage ?? (error as Error).message,
        )
      }
    }
    case 'eth_sendTransaction': {
      const request = parseEvmTransaction(params, method, account.address)
      const client = walletClient(findChain(chainId, context), context)
      return {
        result: await client.sendTransaction({ ...request, account, chain: client.chain } as never),
      }
    }
    case 'eth_signTransaction': {
      const request = parseEvmTransaction(params, method, account.address)
      const client = walletClient(findChain(chainId, context), context)
      const prepared = await client.prepareTransactionRequest({
        ...request,
        account,
        chain: client.chain,
      } as never)
      return { result: await client.signTransaction(prepared as never) }
    }
    case 'wallet_switchEthereumChain': {
      const [target] = paramsArray(params, method)
      const hex = (target as { chainId?: unknown } | null)?.chainId
      if (typeof hex !== 'string' || !/^0x[0-9a-fA-F]+$/.test(hex))
        throw invalidParamsError('chainId must be a hex string')
      const caip = `eip155:${Number.parseInt(hex, 16)}`
      if (!context.sessionChains.includes(caip)) throw unrecognizedChainError(caip)
      return {
        result: null,
        events: [{ name: 'chainChanged', data: Number.parseInt(hex, 16), chainId: caip }],
      }
    }
    default:
      throw unsupportedMethodError(method)
  }
}
