import { isAddress, isHex } from 'viem'
import { InvalidParamsError } from './errors.js'
import { parseQuantity } from './parseRpcParams.js'

/**
 * An `eth_sendTransaction` object as viem's sendTransaction request: data (or input) hex, `to` an
 * address or absent (a deployment), quantities parsed, legacy gasPrice or EIP-1559 fees.
 */
export function parseTransactionRequest(tx: Record<string, unknown>): Record<string, unknown> {
  const data = (tx.data ?? tx.input) as unknown
  if (data !== undefined && data !== null && !isHex(data))
    throw new InvalidParamsError('Expected data to be hex.')
  if (
    tx.to !== undefined &&
    tx.to !== null &&
    (typeof tx.to !== 'string' || !isAddress(tx.to, { strict: false }))
  )
    throw new InvalidParamsError(`Expected to to be an address, got ${JSON.stringify(tx.to)}.`)
  const nonce = parseQuantity(tx.nonce, 'nonce')
  const request: Record<string, unknown> = {
    to: tx.to ?? null,
    data: data ?? undefined,
    value: parseQuantity(tx.value, 'value'),
    gas: parseQuantity(tx.gas, 'gas'),
    nonce: nonce === undefined ? undefined : Number(nonce),
  }
  if (Array.isArray(tx.accessList)) request.accessList = tx.accessList
  const gasPrice = parseQuantity(tx.gasPrice, 'gasPrice')
  if (gasPrice !== undefined) request.gasPrice = gasPrice
  else {
    request.maxFeePerGas = parseQuantity(tx.maxFeePerGas, 'maxFeePerGas')
    request.maxPriorityFeePerGas = parseQuantity(tx.maxPriorityFeePerGas, 'maxPriorityFeePerGas')
  }
  return request
}
