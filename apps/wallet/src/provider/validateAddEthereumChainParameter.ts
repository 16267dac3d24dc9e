import { InvalidParamsError } from './errors.js'
import type { TestWalletChain } from './types.js'

/** Parses a hex chain id as EIP-3085 asks: `0x`, no leading zeros, a positive safe integer. */
export function parseChainIdHex(value: unknown, field = 'chainId'): number {
  if (typeof value !== 'string' || !/^0x[1-9a-f][0-9a-f]*$/i.test(value))
    throw new InvalidParamsError(
      `Expected ${field} to be a 0x-prefixed hexadecimal string without leading zeros, got ${JSON.stringify(value)}.`,
    )
  const chainId = Number.parseInt(value.slice(2), 16)
  if (!Number.isSafeInteger(chainId))
    throw new InvalidParamsError(`${field} ${value} is not a safe integer.`)
  return chainId
}

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

/** Validates the one parameter of `wallet_addEthereumChain` (EIP-3085) into a chain. */
export function validateAddEthereumChainParameter(parameter: unknown): TestWalletChain {
  if (typeof parameter !== 'object' || parameter === null || Array.isArray(parameter))
    throw new InvalidParamsError('Expected an AddEthereumChainParameter object.')
  const p = parameter as Record<string, unknown>
  const chainId = parseChainIdHex(p.chainId)

  if (typeof p.chainName !== 'string' || p.chainName.trim() === '')
    throw new InvalidParamsError('Expected chainName to be a non-empty string.')

  if (!Array.isArray(p.rpcUrls) || p.rpcUrls.length === 0)
    throw new InvalidParamsError('Expected rpcUrls to be a non-empty array of URLs.')
  const rpcUrl = p.rpcUrls.find(isHttpUrl)
  if (rpcUrl === undefined)
    throw new InvalidParamsError('Expected rpcUrls to hold at least one http(s) URL.')

  const currency = p.nativeCurrency
  if (typeof currency !== 'object' || currency === null)
    throw new InvalidParamsError('Expected nativeCurrency to be an object.')
  const { name, symbol, decimals } = currency as Record<string, unknown>
  if (typeof name !== 'string' || name === '')
    throw new InvalidParamsError('Expected nativeCurrency.name to be a non-empty string.')
  if (typeof symbol !== 'string' || symbol.length < 1 || symbol.length > 6)
    throw new InvalidParamsError(
      'Expected nativeCurrency.symbol to be a string of 1 to 6 characters.',
    )
  if (decimals !== 18) throw new InvalidParamsError('Expected nativeCurrency.decimals to be 18.')

  let blockExplorerUrl: string | undefined
  if (p.blockExplorerUrls !== undefined && p.blockExplorerUrls !== null) {
    if (!Array.isArray(p.blockExplorerUrls) || !p.blockExplorerUrls.every(isHttpUrl))
      throw new InvalidParamsError('Expected blockExplorerUrls to be an array of http(s) URLs.')
    blockExplorerUrl = p.blockExplorerUrls[0]
  }
  if (p.iconUrls !== undefined && p.iconUrls !== null) {
    if (!Array.isArray(p.iconUrls) || !p.iconUrls.every((u) => typeof u === 'string'))
      throw new InvalidParamsError('Expected iconUrls to be an array of strings.')
  }

  const chain: TestWalletChain = {
    chainId,
    name: p.chainName,
    rpcUrl,
    nativeCurrency: { name, symbol, decimals },
  }
  if (blockExplorerUrl !== undefined) chain.blockExplorerUrl = blockExplorerUrl
  return chain
}
