import { type Address, parseEther, zeroAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDevnetClient, type DevnetClient } from '../client.js'
import { loadOwnArtifact } from '../contracts/artifacts.js'
import type { DevnetHandle } from '../startDevnet.js'
import { startTestDevnet } from '../testing/startTestDevnet.js'

// The fee router's guards, read with eth_call on the seeded chain. Swaps through it with a fee,
// balances checked on chain, are tested with the API that builds them
// (services/api/src/convert/convertRoutes.test.ts).
const { abi } = loadOwnArtifact('SwapFeeRouter')

let devnet: DevnetHandle
let client: DevnetClient
beforeAll(async () => {
  devnet = await startTestDevnet()
  const chain = devnet.config.chains[0]
  if (!chain) throw new Error('no chain')
  client = createDevnetClient({ chainId: chain.chainId, name: chain.name, rpcUrl: chain.rpcUrl })
}, 60_000)
afterAll(() => devnet?.stop())

const contracts = () => {
  const chain = devnet.config.chains[0]
  if (!chain) throw new Error('no chain')
  return chain.contracts
}
const wallet1 = () => devnet.config.accounts[0]?.address as Address
const RECIPIENT: Address = '0x000000000000000000000000000000000000fee5'

/** eth_call of the fee router, its custom errors decoded by name. */
function callRouter(functionName: string, args: readonly unknown[], value = 0n) {
  return client.simulateContract({
    account: wallet1(),
    address: contracts().swapFeeRouter,
    abi,
    functionName,
    args,
    value,
  } as never)
}

describe('SwapFeeRouter', () => {
  it('fronts the devnet router and its WETH', async () => {
    const read = (functionName: 'router' | 'weth') =>
      client.readContract({ address: contracts().swapFeeRouter, abi, functionName })
    expect(await read('router')).toBe(contracts().uniswapV2Router)
    expect(await read('weth')).toBe(contracts().weth)
  })

  it.each([
    { amount: 10_000n, bps: 30n, fee: 30n },
    { amount: 9_999n, bps: 30n, fee: 29n },
    { amount: parseEther('1'), bps: 1000n, fee: parseEther('0.1') },
    { amount: 5n, bps: 0n, fee: 0n },
  ])('feeOf($amount, $bps) = $fee (rounded down)', async ({ amount, bps, fee }) => {
    expect(
      await client.readContract({
        address: contracts().swapFeeRouter,
        abi,
        functionName: 'feeOf',
        args: [amount, bps],
      }),
    ).toBe(fee)
  })

  const path = () => [contracts().weth, contracts().usdc]
  const deadline = 2n ** 32n
  it.each([
    {
      name: 'a fee above 1000 bps',
      call: () =>
        callRouter(
          'swapExactETHForTokens',
          [0n, path(), wallet1(), deadline, RECIPIENT, 1001n],
          parseEther('1'),
        ),
      error: /FeeTooHigh/,
    },
    {
      name: 'a fee without a recipient',
      call: () =>
        callRouter(
          'swapExactETHForTokens',
          [0n, path(), wallet1(), deadline, zeroAddress, 30n],
          parseEther('1'),
        ),
      error: /NoFeeRecipient/,
    },
    {
      name: 'a token path of one token',
      call: () =>
        callRouter('swapExactTokensForTokens', [
          1n,
          0n,
          [contracts().usdc],
          wallet1(),
          deadline,
          RECIPIENT,
          30n,
        ]),
      error: /InvalidPath/,
    },
    {
      name: 'a passed deadline on a wrap',
      call: () => callRouter('wrapETH', [wallet1(), 1n, RECIPIENT, 30n], parseEther('1')),
      error: /ExpiredDeadline/,
    },
    {
      name: 'an amountOutMin the pool cannot pay (the router’s revert passes through)',
      call: () =>
        callRouter(
          'swapExactETHForTokens',
          [10n ** 30n, path(), wallet1(), deadline, RECIPIENT, 30n],
          parseEther('1'),
        ),
      error: /INSUFFICIENT_OUTPUT_AMOUNT/,
    },
    {
      name: 'ether sent by anyone but WETH',
      call: () => client.call({ account: wallet1(), to: contracts().swapFeeRouter, value: 1n }),
      error: /ether only from WETH/,
    },
  ])('refuses $name', async ({ call, error }) => {
    await expect(call()).rejects.toThrow(error)
  })

  it('swaps without a fee (0 bps) and no recipient', async () => {
    await expect(
      callRouter(
        'swapExactETHForTokens',
        [1n, path(), wallet1(), deadline, zeroAddress, 0n],
        parseEther('1'),
      ),
    ).resolves.toBeDefined()
  })
})
