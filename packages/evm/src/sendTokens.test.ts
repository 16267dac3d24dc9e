// Integration: core's send (sendTokens, estimateSendGas, the max button) + the EVM adapter + the
// real test browser wallet, against a seeded devnet; balances checked on chain with viem.
import {
  createMemoryStorage,
  createPortico,
  type Network,
  SEND_MAX_GAS_RESERVE_FACTOR,
  SendRevertedError,
} from '@portico/core/internal'
import type { DevnetHandle } from '@portico/devnet'
import { devnetNetwork, startTestDevnet } from '@portico/devnet/testing'
import { installTestWallets, TEST_WALLET_RDNS, type TestWallet } from '@portico/wallet'
import {
  type Address,
  createPublicClient,
  erc20Abi,
  formatEther,
  http,
  parseEther,
  parseUnits,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEvmAdapter } from './createEvmAdapter.js'

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

/** anvil's account #4 (of the `test … junk` mnemonic). */
const ANVIL_ACCOUNT_4 = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'

async function until(check: () => boolean, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

const account = (index: number) =>
  devnet.config.accounts.find((a) => a.index === index)?.address as Address

const chain = () => createPublicClient({ transport: http(network.rpcUrls.default.http[0]) })
const ethOf = (address: Address) => chain().getBalance({ address })
const usdcOf = (address: Address) =>
  chain().readContract({ address: usdc, abi: erc20Abi, functionName: 'balanceOf', args: [address] })

/** A page with the test wallet (anvil account #0) and a widget connected to it. */
async function connectedWidget() {
  const target = new EventTarget()
  const { wallets } = installTestWallets({
    target,
    config: {
      chains: [{ chainId: Number(network.id), rpcUrl: network.rpcUrls.default.http[0] ?? '' }],
      wallets: [{ name: 'Portico Test Wallet', rdns: TEST_WALLET_RDNS, accountIndex: 0 }],
    },
    storage: createMemoryStorage(),
    origin: 'http://127.0.0.1',
  })
  const portico = createPortico({
    projectId: 'test',
    networks: [network],
    adapters: [createEvmAdapter({ target })],
    storage: createMemoryStorage(),
  })
  const unmount = portico.mount()
  await portico.connect({ connectorId: TEST_WALLET_RDNS })
  const wallet = (wallets as Record<string, TestWallet>)[TEST_WALLET_RDNS]
  if (!wallet) throw new Error('the test wallet is installed')
  return { portico, unmount, wallet }
}

const native = (numeric: string) => ({
  name: 'Ether',
  symbol: 'ETH',
  chainId: network.caipNetworkId,
  quantity: { decimals: '18', numeric },
  price: 0,
  value: 0,
  iconUrl: '',
})
const usdcBalance = (numeric: string) => ({
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: network.caipNetworkId,
  address: `${network.caipNetworkId}:${usdc}`,
  quantity: { decimals: '6', numeric },
  price: 1,
  value: Number(numeric),
  iconUrl: '',
})

describe('sendTokens through the EVM adapter and the test wallet, on the devnet', () => {
  it('sends ETH: the receiver gets exactly the amount typed', async () => {
    const { portico, unmount } = await connectedWidget()
    const receiver = account(2)
    const before = await ethOf(receiver)
    portico.send.setToken({ token: native('1000') })
    portico.send.setAmount({ amount: '0.123456789012345678' })
    portico.send.setReceiver({ receiver: { address: receiver } })
    const { hash } = await portico.send.sendTokens()
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect((await ethOf(receiver)) - before).toBe(parseEther('0.123456789012345678'))
    expect(portico.stores.send.getState().sendTokenAmount).toBeUndefined()
    unmount()
  })

  it('sends USDC with ERC-20 transfer(to, amount): 6 decimals, exact', async () => {
    const { portico, unmount } = await connectedWidget()
    const receiver = account(2)
    const [before, senderBefore] = await Promise.all([usdcOf(receiver), usdcOf(account(0))])
    portico.send.setToken({ token: usdcBalance('10000') })
    portico.send.setAmount({ amount: '12.345678' })
    portico.send.setReceiver({ receiver: { address: receiver } })
    await portico.send.sendTokens()
    expect((await usdcOf(receiver)) - before).toBe(parseUnits('12.345678', 6))
    expect(senderBefore - (await usdcOf(account(0)))).toBe(parseUnits('12.345678', 6))
    unmount()
  })

  it('estimates the gas on the chain: 21,000 for ETH, more for an ERC-20 transfer', async () => {
    const { portico, unmount } = await connectedWidget()
    portico.send.setReceiver({ receiver: { address: account(2) } })
    portico.send.setToken({ token: native('1') })
    portico.send.setAmount({ amount: '0.5' })
    const eth = await portico.send.estimateGas()
    expect(eth?.gas).toBe(21_000n)
    expect(eth?.fee).toBe(21_000n * (eth?.gasPrice ?? 0n))
    expect(eth?.gasPrice).toBeGreaterThan(0n)
    portico.send.setToken({ token: usdcBalance('10000') })
    portico.send.setAmount({ amount: '1' })
    expect((await portico.send.estimateGas())?.gas).toBeGreaterThan(21_000n)
    unmount()
  })

  it('an ERC-20 amount above the balance is refused by the node before the wallet is asked', async () => {
    const { portico, unmount } = await connectedWidget()
    portico.send.setToken({ token: usdcBalance('99999999') })
    portico.send.setAmount({ amount: '99999999' })
    portico.send.setReceiver({ receiver: { address: account(2) } })
    const error = await portico.send.sendTokens().catch((e: unknown) => e)
    expect(error).not.toBeInstanceOf(SendRevertedError)
    expect((error as { shortMessage?: string }).shortMessage).toMatch(/reverted/i)
    expect(portico.stores.send.getState().sendTokenAmount).toBe('99999999')
    unmount()
  })

  it('max on ETH leaves room for gas, and the wallet can send it all', async () => {
    const { portico, unmount, wallet } = await connectedWidget()
    // anvil account #4, which nothing else here uses: it can be emptied.
    wallet.setAccount(4)
    const from = ANVIL_ACCOUNT_4
    await until(() => portico.getAccount().address === from)
    const balance = await ethOf(from)
    portico.send.setToken({ token: native(formatEther(balance)) })
    portico.send.setReceiver({ receiver: { address: account(2) } })
    const max = await portico.send.setMaxAmount()
    const fee = (await portico.send.estimateGas({ amount: '0' }))?.fee ?? 0n
    expect(parseEther(max ?? '0')).toBe(balance - fee * SEND_MAX_GAS_RESERVE_FACTOR)
    await portico.send.sendTokens()
    const left = await ethOf(from)
    expect(left).toBeGreaterThan(0n)
    expect(left).toBeLessThanOrEqual(fee * SEND_MAX_GAS_RESERVE_FACTOR)
    unmount()
  })
})
