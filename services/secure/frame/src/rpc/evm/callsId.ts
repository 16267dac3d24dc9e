import type { Hex } from 'viem'

/**
 * The id wallet_sendCalls answers (EIP-5792): the chain and the hashes of the transactions the
 * calls became, so wallet_getCallsStatus needs no state kept by the frame.
 * Shape: `<chainId>:<hash1 without 0x><hash2 …>`.
 */
export function encodeCallsId(chainId: number, hashes: readonly Hex[]): string {
  return `${chainId}:${hashes.map((hash) => hash.slice(2)).join('')}`
}

/** The chain and hashes of a calls id, or undefined when it is not one of ours. */
export function decodeCallsId(id: unknown): { chainId: number; hashes: Hex[] } | undefined {
  if (typeof id !== 'string' || id.length > 8194) return undefined
  const match = /^(\d{1,15}):((?:[0-9a-f]{64})+)$/.exec(id)
  if (!match?.[1] || !match[2]) return undefined
  const hashes = match[2].match(/[0-9a-f]{64}/g)!.map((hash) => `0x${hash}` as Hex)
  return { chainId: Number(match[1]), hashes }
}
