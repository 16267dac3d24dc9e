import { address, createSolanaRpc } from '@solana/kit'

/** The SPL Token and Token-2022 programs, whose accounts hold SPL tokens. */
const TOKEN_PROGRAMS = [
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEjPxuGb',
] as const

type ParsedTokenAccount = {
  parsed?: { info?: { mint?: string; tokenAmount?: { amount?: string; decimals?: number } } }
}

/** What an owner holds on a Solana cluster: lamports, and base units per SPL mint. */
export type SolanaHoldings = {
  lamports: bigint
  byMint: Map<string, { amount: bigint; decimals: number }>
}

/**
 * An owner's lamports and SPL token amounts, read live from a Solana RPC (`confirmed`): the token
 * accounts of both token programs, several accounts of one mint added up.
 */
export async function readSolanaHoldings({
  rpcUrl,
  owner,
}: {
  rpcUrl: string
  owner: string
}): Promise<SolanaHoldings> {
  const rpc = createSolanaRpc(rpcUrl)
  const account = address(owner)
  const [{ value: lamports }, ...tokenLists] = await Promise.all([
    rpc.getBalance(account, { commitment: 'confirmed' }).send(),
    ...TOKEN_PROGRAMS.map((programId, index) => {
      const read = rpc
        .getTokenAccountsByOwner(
          account,
          { programId: address(programId) },
          { encoding: 'jsonParsed', commitment: 'confirmed' },
        )
        .send()
      // A node without Token-2022 (the devnet's) refuses its id: no such accounts there.
      return index === 0 ? read : read.catch(() => ({ value: [] }))
    }),
  ])
  const byMint = new Map<string, { amount: bigint; decimals: number }>()
  for (const list of tokenLists)
    for (const { account: tokenAccount } of list.value) {
      const info = (tokenAccount.data as ParsedTokenAccount).parsed?.info
      const mint = info?.mint
      const amount = info?.tokenAmount?.amount
      const decimals = info?.tokenAmount?.decimals
      if (!mint || amount === undefined || !/^\d+$/.test(amount) || decimals === undefined) continue
      const held = byMint.get(mint)
      byMint.set(mint, { amount: (held?.amount ?? 0n) + BigInt(amount), decimals })
    }
  return { lamports: BigInt(lamports), byMint }
}
