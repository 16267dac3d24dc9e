import { type Address, encodeFunctionData, type Hex, parseEther, parseUnits } from 'viem'
import { devnetTokenAbi, wethAbi } from '../abis.js'
import type { DevnetClient } from '../client.js'
import { sendTransaction } from '../deploy/sendTransaction.js'
import type { WorldToken, WorldTokens } from './deployWorldTokens.js'
import { type MainnetLikeChainSpec, THIN_TOKEN } from './mainnetLikeChains.js'

/** The bench account's balance of bench token `i` (0-based), in whole units: 1000, 2000, … */
export function benchTokenBalance(i: number): string {
  return String((i + 1) * 1000)
}

/**
 * The demo account gets the chain's USDC, WETH (wrapped from its own ether) and THIN; the bench
 * account every bench token. All before the indexer's start block: balances, not history.
 */
export async function fundWorldAccounts(
  client: DevnetClient,
  {
    spec,
    tokens,
    deployer,
    demo,
    bench,
  }: {
    spec: MainnetLikeChainSpec
    tokens: WorldTokens
    deployer: Address
    demo: Address
    bench: Address
  },
): Promise<void> {
  const send = (from: Address, to: Address, data: Hex, description: string, value?: bigint) =>
    sendTransaction(client, { from, to, data, value, description })
  const mint = (token: WorldToken, to: Address, amount: string) =>
    send(
      deployer,
      token.address,
      encodeFunctionData({
        abi: devnetTokenAbi,
        functionName: 'mint',
        args: [to, parseUnits(amount, token.decimals)],
      }),
      `minting ${amount} ${token.symbol} for ${to}`,
    )
  await mint(tokens.usdc, demo, spec.demo.usdc)
  await mint(tokens.thin, demo, THIN_TOKEN.demo)
  await send(
    demo,
    tokens.weth.address,
    encodeFunctionData({ abi: wethAbi, functionName: 'deposit' }),
    'wrapping the demo account’s ether',
    parseEther(spec.demo.weth),
  )
  for (const [i, token] of tokens.bench.entries()) await mint(token, bench, benchTokenBalance(i))
}
