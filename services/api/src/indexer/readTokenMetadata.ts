import { type Address, type PublicClient, parseAbi } from 'viem'
import { MULTICALL3_ADDRESS } from './constants.js'

const metadataAbi = parseAbi([
  'function symbol() view returns (string)',
  'function name() view returns (string)',
  'function decimals() view returns (uint8)',
])

/** What a token says about itself; null where the call failed or is not implemented. */
export type TokenMetadata = {
  symbol: string | null
  name: string | null
  decimals: number | null
}

/** Longest symbol or name kept: tokens choose their own strings, and some choose abusive ones. */
const MAX_TEXT_LENGTH = 100

/**
 * Reads symbol, name and decimals of tokens through Multicall3, tolerant of failures: a token
 * without one of them (an ERC-721 has no decimals) or a chain without Multicall3 gets nulls.
 */
export async function readTokenMetadata(
  client: PublicClient,
  addresses: readonly Address[],
): Promise<TokenMetadata[]> {
  if (addresses.length === 0) return []
  const functionNames = ['symbol', 'name', 'decimals'] as const
  const contracts = addresses.flatMap((address) =>
    functionNames.map((functionName) => ({ address, abi: metadataAbi, functionName })),
  )
  let results: { status: 'success' | 'failure'; result?: unknown }[]
  try {
    results = await client.multicall({
      multicallAddress: MULTICALL3_ADDRESS,
      allowFailure: true,
      contracts,
    })
  } catch {
    results = await Promise.all(
      contracts.map((contract) =>
        client.readContract(contract).then(
          (result) => ({ status: 'success' as const, result }),
          () => ({ status: 'failure' as const }),
        ),
      ),
    )
  }
  return addresses.map((_, i) => {
    const [symbol, name, decimals] = [0, 1, 2].map((k) => results[3 * i + k])
    return {
      symbol: text(symbol),
      name: text(name),
      decimals:
        decimals?.status === 'success' && typeof decimals.result === 'number'
          ? decimals.result
          : null,
    }
  })
}

function text(result: { status: string; result?: unknown } | undefined): string | null {
  if (result?.status !== 'success' || typeof result.result !== 'string') return null
  // biome-ignore lint/suspicious/noControlCharactersInRegex: strips control characters on purpose
  const cleaned = result.result.replace(/[\u0000-\u001f\u007f]/g, '').trim()
  return cleaned ? cleaned.slice(0, MAX_TEXT_LENGTH) : null
}
