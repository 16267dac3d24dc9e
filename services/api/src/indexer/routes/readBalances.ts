import type { BalanceItem } from '@portico/protocol'
import type { Kysely } from 'kysely'
import { type Address, formatUnits, type PublicClient, parseAbi } from 'viem'
import type { Database } from '../../db/schema.js'
import { MULTICALL3_ADDRESS, NATIVE_TOKEN_ADDRESS } from '../constants.js'

const balanceAbi = parseAbi([
  'function balanceOf(address) view returns (uint256)',
  'function getEthBalance(address) view returns (uint256)',
])

/** Parameters of {@link readBalances}. */
export type ReadBalancesParameters = {
  db: Kysely<Database>
  /** A client of the chain, by chain id and RPC URL. */
  getClient(chainId: number, rpcUrl: string): PublicClient
  address: Address
  /** Only this chain; absent: every indexed chain. */
  chainId?: number | undefined
}

/**
 * An address's balances, read live from each chain in one Multicall3 call (native through
 * getEthBalance, tokens through balanceOf, for every non-spam ERC-20 the indexer knows), priced
 * from the indexer's prices: native first, then tokens by value. Tokens with nothing are left out.
 */
export async function readBalances({
  db,
  getClient,
  address,
  chainId,
}: ReadBalancesParameters): Promise<BalanceItem[]> {
  let chainsQuery = db.selectFrom('indexer_chains').selectAll().orderBy('chain_id')
  if (chainId !== undefined) chainsQuery = chainsQuery.where('chain_id', '=', chainId)
  const chains = await chainsQuery.execute()
  const perChain = await Promise.all(
    chains.map(async (chain) => {
      const id = Number(chain.chain_id)
      const [tokens, prices] = await Promise.all([
        db
          .selectFrom('indexer_tokens')
          .selectAll()
          .where('chain_id', '=', id)
          .where('kind', '=', 'erc20')
          .where('spam', '=', 0)
          .where('decimals', 'is not', null)
          .orderBy('address')
          .execute(),
        db.selectFrom('indexer_prices').selectAll().where('chain_id', '=', id).execute(),
      ])
      // No price known: no price and no value (never 0 as if the token were worthless).
      const priceOf = (token: string) => prices.find((p) => p.token_address === token)?.usd_price
      type BalanceCall = {
        address: Address
        abi: typeof balanceAbi
        functionName: 'balanceOf' | 'getEthBalance'
        args: readonly [Address]
      }
      const calls: BalanceCall[] = [
        {
          address: MULTICALL3_ADDRESS,
          abi: balanceAbi,
          functionName: 'getEthBalance',
          args: [address],
        },
        ...tokens.map(
          (token): BalanceCall => ({
            address: token.address as Address,
            abi: balanceAbi,
            functionName: 'balanceOf',
            args: [address],
          }),
        ),
      ]
      const results = (await getClient(id, chain.rpc_url).multicall({
        multicallAddress: MULTICALL3_ADDRESS,
        allowFailure: false,
        contracts: calls,
      })) as bigint[]
      const caip2 = `eip155:${id}`
      const item = (
        amount: bigint,
        decimals: number,
        price: number | undefined,
        fields: Pick<BalanceItem, 'name' | 'symbol' | 'iconUrl'> & { address?: string },
      ): BalanceItem => {
        const numeric = formatUnits(amount, decimals)
        return {
          ...fields,
          chainId: caip2,
          quantity: { decimals: String(decimals), numeric },
          ...(price === undefined ? {} : { price, value: Number(numeric) * price }),
        }
      }
      const native = item(results[0] ?? 0n, chain.native_decimals, priceOf(NATIVE_TOKEN_ADDRESS), {
        name: chain.native_name,
        symbol: chain.native_symbol,
        iconUrl: chain.native_icon_url ?? '',
      })
      const held = tokens
        .map((token, i) => ({ token, amount: results[i + 1] ?? 0n }))
        .filter(({ amount }) => amount > 0n)
        .map(({ token, amount }) =>
          item(amount, token.decimals ?? 0, priceOf(token.address), {
            name: token.name ?? token.symbol ?? token.address,
            symbol: token.symbol ?? '',
            iconUrl: token.icon_url ?? '',
            address: `${caip2}:${token.address}`,
          }),
        )
        .sort((a, b) => (b.value ?? -1) - (a.value ?? -1) || a.symbol.localeCompare(b.symbol))
      return { native, held }
    }),
  )
  return [...perChain.map((c) => c.native), ...perChain.flatMap((c) => c.held)]
}
