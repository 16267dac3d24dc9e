import { type Address, encodeFunctionData, type Hash, parseEther, parseUnits } from 'viem'
import { devnetTokenAbi } from '../abis.js'
import type { DevnetClient } from '../client.js'
import { sendTransaction } from '../deploy/sendTransaction.js'
import type { WorldTokens } from './deployWorldTokens.js'

/** One transfer the world played after the indexer's start block. */
export type WorldTransfer = {
  hash: Hash
  blockNumber: number
  from: Address
  to: Address
  /** 'ETH' or the token's symbol. */
  symbol: string
  /** Whole units. */
  amount: string
}

/** The transfers of every chain, oldest first: ether out, USDC out, USDC back in. */
export const WORLD_HISTORY = [
  { symbol: 'ETH', amount: '0.25', from: 'demo', to: 'recipient' },
  { symbol: 'USDC', amount: '100', from: 'demo', to: 'recipient' },
  { symbol: 'USDC', amount: '10', from: 'recipient', to: 'demo' },
] as const

/** Plays WORLD_HISTORY between the demo account and the recipient. */
export async function playWorldHistory(
  client: DevnetClient,
  { tokens, demo, recipient }: { tokens: WorldTokens; demo: Address; recipient: Address },
): Promise<WorldTransfer[]> {
  const accounts = { demo, recipient }
  const played: WorldTransfer[] = []
  for (const step of WORLD_HISTORY) {
    const from = accounts[step.from]
    const to = accounts[step.to]
    const description = `sending ${step.amount} ${step.symbol} from ${step.from} to ${step.to}`
    const receipt =
      step.symbol === 'ETH'
        ? await sendTransaction(client, { from, to, value: parseEther(step.amount), description })
        : await sendTransaction(client, {
            from,
            to: tokens.usdc.address,
            data: encodeFunctionData({
              abi: devnetTokenAbi,
              functionName: 'transfer',
              args: [to, parseUnits(step.amount, tokens.usdc.decimals)],
            }),
            description,
          })
    played.push({
      hash: receipt.transactionHash,
      blockNumber: Number(receipt.blockNumber),
      from,
      to,
      symbol: step.symbol,
      amount: step.amount,
    })
  }
  return played
}
