import type { BalanceItem } from '@portico/protocol'
import { readSolanaHoldings } from './readSolanaHoldings.js'
import { SOLANA_DEVNET_SOL_USD_PRICE, type SolanaBalanceOptions } from './solanaBalanceOptions.js'

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

/**
 * An address's balances on the local Solana network, read live from its RPC: SOL (priced by
 * {@link SOLANA_DEVNET_SOL_USD_PRICE}) first, then the SPL tokens of its token accounts (both
 * token programs; several accounts of one mint added up), the devnet's USDC named and priced 1,
 * any other mint by its address, without a price. Tokens with nothing are left out. Token addresses
 * are CAIP-10 (`solana:<ref>:<mint>`).
 */
export async function readSolanaBalances({
  options,
  owner,
}: {
  options: SolanaBalanceOptions
  owner: string
}): Promise<BalanceItem[]> {
  const { lamports, byMint } = await readSolanaHoldings({ rpcUrl: options.rpcUrl, owner })
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
      // Another mint has no known price: no price and no value (never 0 as if worthless).
      const price = isUsdc ? 1 : undefined
      return {
        name: isUsdc ? 'USD Coin' : mint,
        symbol: isUsdc ? 'USDC' : `${mint.slice(0, 4)}…`,
        chainId,
        address: `${chainId}:${mint}`,
        quantity: { decimals: String(held.decimals), numeric },
        ...(price === undefined ? {} : { price, value: Number(numeric) * price }),
        iconUrl: '',
      }
    })
    .sort((a, b) => (b.value ?? -1) - (a.value ?? -1) || a.symbol.localeCompare(b.symbol))
  return [native, ...tokens]
}
