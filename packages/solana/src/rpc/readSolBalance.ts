import { address, createSolanaRpc } from '@solana/kit'

/** The lamports `owner` holds, read from a Solana JSON-RPC at the `confirmed` commitment. */
export async function readSolBalance({
  rpcUrl,
  owner,
}: {
  rpcUrl: string
  owner: string
}): Promise<bigint> {
  const { value } = await createSolanaRpc(rpcUrl)
    .getBalance(address(owner), { commitment: 'confirmed' })
    .send()
  return value
}
