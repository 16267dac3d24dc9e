import { address } from '@solana/kit'
import { solanaRpc } from './solanaRpc.js'

/** The lamports `owner` holds, read from a Solana JSON-RPC at the `confirmed` commitment. */
export async function readSolBalance({
  rpcUrls,
  owner,
}: {
  /** The cluster's RPC URLs, tried in order (`rpcUrls.default.http`). */
  rpcUrls: readonly string[]
  owner: string
}): Promise<bigint> {
  const { value } = await solanaRpc({ rpcUrls })
    .getBalance(address(owner), { commitment: 'confirmed' })
    .send()
  return value
}
