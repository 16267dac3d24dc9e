import type { BalanceItem } from '@portico/protocol'
import { address, createSolanaRpc } from '@solana/kit'
import { SOLANA_DEVNET_SOL_USD_PRICE, type SolanaBalanceOptions } from './solanaBalanceOptions.js'

/** The SPL Token and Token-2022 programs, whose accounts hold SPL tokens. */
const TOKEN_PROGRAMS = [
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEjPxuGb',
] as const

/** Lamports in one SOL. */
const SOL_DECIMALS = 9

/** `amount` base units with `decimals` as a decimal string without trailing zeros ("1.5"). */
export function formatUnits(amount: bigint, decimals: number): string {
  const negative = amount < 0n
  const digits = (negative ? -amount : amount).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}

type ParsedTokenAccount = {
  parsed?: { info?: { mint?: string; tokenAmount?: { amount?: string; decimals?: number } } }
}

/**
 * An address's balances on the local Solana network, read live from its RPC: SOL (priced by
 * {@link SOLANA_DEVNET_SOL_USD_PRICE}) first, then the SPL tokens of its token accounts (both
 * token programs; several accounts of one mint added up), the devnet's USDC named and priced 1,
 * any other mint by its address and priced 0. Tokens with nothing are left out. Token addresses
 * are CAIP-10 (`solana:<ref>:<mint>`).
 */
export async function readSolanaBalances({
  options,
  owner,
}: {
  options: SolanaBalanceOptions
  owner: string
}): Promise<BalanceItem[]> {
  const rpc = createSolanaRpc(options.rpcUrl)
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
  const chainId = options.caipNetworkId
  const sol = formatUnits(lamports, SOL_DECIMALS)
  const native: BalanceItem = {
    name: 'Solana',
    symbol: 'SOL',
    chainId,
    quantity: { decimals: String(SOL_DECIMALS), numeric: sol },
    price: SOLANA_DEVNET_SOL_USD_PRICE,
    value: Number(sol) * SOLANA_DEVNET_SOL_USD_PRICE,
    iconUrl: '',
  }
  const tokens: BalanceItem[] = [...byMint]
    .filter(([, held]) => held.amount > 0n)
    .map(([mint, held]) => {
      const isUsdc = mint === options.usdcMint
      const numeric = formatUnits(held.amount, held.decimals)
      const price = isUsdc ? 1 : 0
      return {
        name: isUsdc ? 'USD Coin' : mint,
        symbol: isUsdc ? 'USDC' : `${mint.slice(0, 4)}…`,
        chainId,
        address: `${chainId}:${mint}`,
        quantity: { decimals: String(held.decimals), numeric },
        price,
        value: Number(numeric) * price,
        iconUrl: '',
      }
    })
    .sort((a, b) => b.value - a.value || a.symbol.localeCompare(b.symbol))
  return [native, ...tokens]
}
