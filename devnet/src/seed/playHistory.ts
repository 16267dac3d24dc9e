import { type Address, encodeFunctionData, type Hex, parseEther } from 'viem'
import { devnetCollectionAbi, devnetTokenAbi, uniswapV2RouterAbi, wethAbi } from '../abis.js'
import { type DevnetAccount, getAccount } from '../accounts.js'
import type { DevnetClient } from '../client.js'
import type { DeployedContracts } from '../deploy/deployDevnetContracts.js'
import { type SendTransactionParameters, sendTransaction } from '../deploy/sendTransaction.js'
import { HISTORY, type HistoryStep, ROUTER_DEADLINE_S } from './plan.js'
import { getTokenAddress, toBaseUnits } from './tokens.js'

/** A past action the seed performed, as recorded in devnet.json. */
export type HistoryEntry = {
  kind: HistoryStep['kind']
  /** What happened, in words: `wallet-1 sent 1.5 ETH to wallet-2`. */
  description: string
  from: Address
  /** The recipient account, token contract (wrap) or router (swap). */
  to: Address
  /** Symbol of what moved: ETH, an ERC-20 symbol or the NFT collection's. */
  asset: string
  /** Whole units moved, for ether and ERC-20 steps. */
  amount?: string
  /** For ERC-721 steps. */
  tokenId?: string
  txHash: Hex
  blockNumber: string
}

/** Parameters of {@link playHistory}. */
export type PlayHistoryParameters = {
  contracts: DeployedContracts
  accounts: readonly DevnetAccount[]
}

/** Plays the HISTORY steps in order, each a real transaction from a demo account. */
export async function playHistory(
  client: DevnetClient,
  { contracts, accounts }: PlayHistoryParameters,
): Promise<HistoryEntry[]> {
  const entries: HistoryEntry[] = []
  for (const step of HISTORY) {
    const from = getAccount(accounts, step.from).address
    const { tx, entry } = describeStep(step, contracts, accounts)
    const receipt = await sendTransaction(client, { from, ...tx, description: entry.description })
    entries.push({
      ...entry,
      from,
      txHash: receipt.transactionHash,
      blockNumber: receipt.blockNumber.toString(),
    })
  }
  return entries
}

type StepPlan = {
  tx: Omit<SendTransactionParameters, 'from' | 'description'>
  entry: Omit<HistoryEntry, 'from' | 'txHash' | 'blockNumber'>
}

function describeStep(
  step: HistoryStep,
  contracts: DeployedContracts,
  accounts: readonly DevnetAccount[],
): StepPlan {
  const address = (label: DevnetAccount['label']) => getAccount(accounts, label).address
  switch (step.kind) {
    case 'native':
      return {
        tx: { to: address(step.to), value: parseEther(step.amount) },
        entry: {
          kind: step.kind,
          description: `${step.from} sent ${step.amount} ETH to ${step.to}`,
          to: address(step.to),
          asset: 'ETH',
          amount: step.amount,
        },
      }
    case 'erc20':
      return {
        tx: {
          to: getTokenAddress(contracts, step.token),
          data: encodeFunctionData({
            abi: devnetTokenAbi,
            functionName: 'transfer',
            args: [address(step.to), toBaseUnits(step.token, step.amount)],
          }),
        },
        entry: {
          kind: step.kind,
          description: `${step.from} sent ${step.amount} ${step.token} to ${step.to}`,
          to: address(step.to),
          asset: step.token,
          amount: step.amount,
        },
      }
    case 'erc721':
      return {
        tx: {
          to: contracts.nft,
          data: encodeFunctionData({
            abi: devnetCollectionAbi,
            functionName: 'safeTransferFrom',
            args: [address(step.from), address(step.to), BigInt(step.tokenId)],
          }),
        },
        entry: {
          kind: step.kind,
          description: `${step.from} sent NFT #${step.tokenId} to ${step.to}`,
          to: address(step.to),
          asset: 'PALS',
          tokenId: String(step.tokenId),
        },
      }
    case 'wrap':
      return {
        tx: {
          to: contracts.weth,
          data: encodeFunctionData({ abi: wethAbi, functionName: 'deposit' }),
          value: parseEther(step.amount),
        },
        entry: {
          kind: step.kind,
          description: `${step.from} wrapped ${step.amount} ETH into WETH`,
          to: contracts.weth,
          asset: 'ETH',
          amount: step.amount,
        },
      }
    case 'swapEthForExactTokens':
      return {
        tx: {
          to: contracts.uniswapV2Router,
          data: encodeFunctionData({
            abi: uniswapV2RouterAbi,
            functionName: 'swapETHForExactTokens',
            args: [
              toBaseUnits(step.token, step.amountOut),
              [contracts.weth, getTokenAddress(contracts, step.token)],
              address(step.from),
              ROUTER_DEADLINE_S,
            ],
          }),
          value: parseEther(step.maxEthIn),
        },
        entry: {
          kind: step.kind,
          description: `${step.from} swapped ETH for ${step.amountOut} ${step.token} on Uniswap V2`,
          to: contracts.uniswapV2Router,
          asset: step.token,
          amount: step.amountOut,
        },
      }
  }
}
