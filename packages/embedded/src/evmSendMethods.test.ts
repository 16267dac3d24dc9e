// The embedded wallet's EVM send methods on a seeded devnet. The frame (services/secure/frame)
// needs a browser; here anvil stands in for it as the wallet: its accounts are unlocked, so it
// signs the very eth_sendTransaction parameter the frame would get. Balances checked with viem.
import { type Connector, ERC20_TRANSFER_ABI, type Network } from '@portico/core/internal'
import type { DevnetHandle } from '@portico/devnet'
import { devnetNetwork, startTestDevnet } from '@portico/devnet/testing'
import { type Address, createPublicClient, erc20Abi, http, parseEther, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { evmSendMethods } from './evmSendMethods.js'

let devnet: DevnetHandle
let network: Network
let usdc: Address

beforeAll(async () => {
  devnet = await startTestDevnet()
  const chain = devnet.config.chains[0]
  if (!chain) throw new Error('the devnet has a chain')
  network = devnetNetwork(chain)
  usdc = chain.contracts.usdc as Address
}, 60_000)

afterAll(() => devnet?.stop())

const connector: Connector = {
  id: 'AUTH',
  type: 'AUTH',
  name: 'Email & socials',
  chain: 'eip155',
}
/** anvil's accounts #0 (the sender, unlocked in anvil) and #6 (the receiver, unused elsewhere). */
const SENDER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const RECEIVER = '0x976EA74026E726554dB657fA54763abd0C3a0aa9'
const chain = () => createPublicClient({ transport: http(network.rpcUrls.default.http[0]) })
const usdcOf = (address: Address) =>
  chain().readContract({ address: usdc, abi: erc20Abi, functionName: 'balanceOf', args: [address] })

/** What the frame was asked, and anvil (standing in for the frame) signing and sending it. */
function anvilAsFrameWallet() {
  const asked: { method: string; params: unknown; chainId: number | string }[] = []
  const rpc = (method: string, params: unknown, chainId: number | string) => {
    asked.push({ method, params, chainId })
    return chain().request({ method: method as never, params: params as never })
  }
  return { methods: evmSendMethods(rpc), asked }
}

describe('evmSendMethods: the embedded wallet sends on EVM (spec §4 token send, §5 EVM)', () => {
  test('native send: eth_sendTransaction to the frame on the network chain, mined, exact on chain', async () => {
    const { methods, asked } = anvilAsFrameWallet()
    const [from, to] = [SENDER, RECEIVER] as const
    const value = parseEther('0.321')
    const before = await chain().getBalance({ address: to })
    const { gas } = await methods.estimateGas({ network, from, transaction: { to, value } })
    expect(gas).toBe(21_000n)
    const hash = await methods.sendTransaction({ connector, network, from, to, value, gas })
    expect(asked).toEqual([
      {
        method: 'eth_sendTransaction',
        chainId: network.id,
        params: [expect.objectContaining({ from, to, chainId: `0x${network.id.toString(16)}` })],
      },
    ])
    await expect(methods.waitForTransaction({ network, hash })).resolves.toEqual({
      status: 'success',
    })
    expect((await chain().getBalance({ address: to })) - before).toBe(value)
  })

  test("ERC-20 send: the token's transfer(to, amount), exact to the 6th decimal", async () => {
    const { methods } = anvilAsFrameWallet()
    const [from, to] = [SENDER, RECEIVER] as const
    const amount = parseUnits('3.141592', 6)
    const before = await usdcOf(to)
    const call = {
      address: usdc,
      abi: ERC20_TRANSFER_ABI,
      functionName: 'transfer',
      args: [to, amount],
    }
    const { gas } = await methods.estimateGas({ network, from, transaction: call })
    expect(gas).toBeGreaterThan(21_000n)
    const hash = await methods.writeContract({ connector, network, from, gas, ...call })
    await expect(methods.waitForTransaction({ network, hash })).resolves.toEqual({
      status: 'success',
    })
    expect((await usdcOf(to)) - before).toBe(amount)
  })
})
