import { encodeFunctionData, numberToHex, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { uniswapV2RouterAbi } from '../abis.js'
import { deriveDevnetAccounts } from '../accounts.js'
import { DEVNET_MNEMONIC, startAnvil } from '../anvil.js'
import { createDevnetClient, type DevnetClient } from '../client.js'
import { ROUTER_DEADLINE_S } from '../seed/plan.js'
import { getFreePorts } from '../testing/freePorts.js'
import { type DeployedContracts, deployDevnetContracts } from './deployDevnetContracts.js'
import { provideLiquidity } from './provideLiquidity.js'
import { sendTransaction } from './sendTransaction.js'

let anvil: Awaited<ReturnType<typeof startAnvil>>
let client: DevnetClient
let contracts: DeployedContracts
const accounts = deriveDevnetAccounts(DEVNET_MNEMONIC)
const account = (label: string) => {
  const found = accounts.find((a) => a.label === label)
  if (!found) throw new Error(`no account ${label}`)
  return found.address
}

beforeAll(async () => {
  const [port] = await getFreePorts(1)
  anvil = await startAnvil({ chainId: 31337, port: port ?? 0 })
  client = createDevnetClient({ chainId: 31337, name: 'test', rpcUrl: anvil.rpcUrl })
  const deployer = account('deployer')
  contracts = await deployDevnetContracts(client, { deployer, nftBaseUri: 'http://127.0.0.1/' })
  await provideLiquidity(client, { contracts, deployer })
}, 60_000)

afterAll(() => anvil?.stop())

/**
 * The real client, with the clock made to tick between the gas estimate and the send: the estimate
 * sees the block time of the pair's last update, the transaction is mined one second later. This is
 * the timing that made the seed's swap run out of gas now and then under load.
 */
function clientWhoseClockTicksBeforeSending(timestamp: bigint): DevnetClient {
  const request = (async (args: { method: string; params?: unknown }) => {
    if (args.method === 'eth_sendTransaction')
      await client.request({
        method: 'evm_setNextBlockTimestamp',
        params: [numberToHex(timestamp + 1n)],
      } as never)
    return client.request(args as never)
  }) as DevnetClient['request']
  return { ...client, request }
}

describe('sendTransaction', () => {
  it('the first swap after adding liquidity succeeds when mined a second after its estimate', async () => {
    const latest = await client.getBlock()
    // Keep the pending block at the pair's update time while estimating.
    await client.request({
      method: 'evm_setNextBlockTimestamp',
      params: [numberToHex(latest.timestamp)],
    } as never)
    const receipt = await sendTransaction(clientWhoseClockTicksBeforeSending(latest.timestamp), {
      from: account('wallet-1'),
      to: contracts.uniswapV2Router,
      value: parseEther('1'),
      data: encodeFunctionData({
        abi: uniswapV2RouterAbi,
        functionName: 'swapETHForExactTokens',
        args: [
          1_000_000_000n,
          [contracts.weth, contracts.usdc],
          account('wallet-1'),
          ROUTER_DEADLINE_S,
        ],
      }),
      description: 'a swap mined a second after its estimate',
    })
    expect(receipt.status).toBe('success')
    const mined = await client.getBlock({ blockNumber: receipt.blockNumber })
    expect(mined.timestamp).toBe(latest.timestamp + 1n)
  })
})
