// Integration: core's swap actions + the EVM adapter (@portico/evm) + the real test browser
// wallet (apps/wallet), against the real Portico API (services/api: the /v1/convert routes over
// the devnet's Uniswap V2 pools, balances and prices from the devnet's operator file)
// on a seeded devnet; amounts checked on chain with viem.
import type { AddressInfo } from 'node:net'
import type { DevnetHandle } from '@portico/devnet'
import { uniswapV2RouterAbi } from '@portico/devnet'
import { devnetNetwork, startTestDevnet } from '@portico/devnet/testing'
import { createEvmAdapter } from '@portico/evm'
import { installTestWallets, TEST_WALLET_RDNS } from '@portico/wallet'
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
// The API's own modules that tests wire up (not part of its package entry), as bench/api does.
import { createBalanceReader } from '../../../../../services/api/src/balances/createBalanceReader.js'
import { createConvertOptions } from '../../../../../services/api/src/convert/createConvertOptions.js'
import { createPriceReader } from '../../../../../services/api/src/prices/createPriceReader.js'
import { readDevnetOperatorConfig } from '../../../../../services/api/src/testing/readDevnetOperatorConfig.js'
import { createPortico } from '../../createPortico.js'
import { NetworkNotSupportedError } from '../../errors/network.js'
import type { Portico } from '../../instance/Portico.js'
import { createMemoryStorage } from '../../storage/createStorage.js'
import type { Network } from '../../types/network.js'
import { readConvertTokens } from './convertApi.js'
import { SWAP_SUCCESS_MESSAGE } from './swapTokens.js'

let devnet: DevnetHandle
let network: Network
let apiUrl: string
let closeApi: () => Promise<void>
let contracts: { weth: Address; usdc: Address; dai: Address; router: Address }

beforeAll(async () => {
  devnet = await startTestDevnet()
  const chain = devnet.config.chains[0]
  if (!chain) throw new Error('the devnet has a chain')
  network = devnetNetwork(chain)
  contracts = {
    weth: chain.contracts.weth as Address,
    usdc: chain.contracts.usdc as Address,
    dai: chain.contracts.dai as Address,
    router: chain.contracts.uniswapV2Router as Address,
  }
  const { startTestApi } = await import('@portico/api/testing')
  // The API as the devnet launcher starts it: configured by the devnet's operator file.
  const { config, env } = await readDevnetOperatorConfig(devnet.config)
  const api = await startTestApi('sqlite', {
    convert: createConvertOptions({ config, env }),
    balances: createBalanceReader({ chains: config.evm, solana: config.solana, env }),
    prices: createPriceReader({ chains: config.evm, env }),
  })
  await api.app.listen({ host: '127.0.0.1', port: 0 })
  apiUrl = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`
  closeApi = api.close
}, 120_000)

afterAll(async () => {
  await closeApi?.()
  await devnet?.stop()
})

/** anvil's account #1 (devnet wallet-2): 10000 ETH, USDC and DAI from the seed. */
const ACCOUNT_INDEX = 1

const chain = () => createPublicClient({ transport: http(network.rpcUrls.default.http[0]) })
const ethOf = (address: Address) => chain().getBalance({ address })
const tokenOf = (token: Address, address: Address) =>
  chain().readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  })
/** What the router itself says `amount` buys along `path` (the pools' getAmountsOut). */
const amountsOut = async (amount: bigint, path: Address[]) =>
  (
    await chain().readContract({
      address: contracts.router,
      abi: uniswapV2RouterAbi,
      functionName: 'getAmountsOut',
      args: [amount, path],
    })
  ).at(-1) ?? 0n

/** A widget on the devnet with the test wallet (account #1) connected, showing Account. */
async function connectedWidget() {
  const target = new EventTarget()
  installTestWallets({
    target,
    config: {
      chains: devnet.config.chains.map((c) => ({ chainId: c.chainId, rpcUrl: c.rpcUrl })),
      wallets: [
        { name: 'Portico Test Wallet', rdns: TEST_WALLET_RDNS, accountIndex: ACCOUNT_INDEX },
      ],
    },
    storage: createMemoryStorage(),
    origin: 'http://127.0.0.1',
  })
  const portico = createPortico({
    projectId: 'p1',
    apiUrl,
    networks: [network],
    adapters: [createEvmAdapter({ target })],
    storage: createMemoryStorage(),
  })
  const unmount = portico.mount()
  await portico.connect({ connectorId: TEST_WALLET_RDNS })
  const address = portico.getAccount().address as Address
  portico.open({ view: 'Account' })
  return { portico, unmount, address }
}

function token(portico: Portico, symbol: string) {
  const found = portico.stores.swap.getState().tokens.find((t) => t.symbol === symbol)
  if (!found) throw new Error(`${symbol} is a swap token`)
  return found
}

describe('swaps on the devnet through the real API, the EVM adapter and the test wallet', () => {
  it("initializeSwap: the API's tokens with the balances read on chain and the pools' prices; ETH is the source", async () => {
    const { portico, unmount, address } = await connectedWidget()
    const tokens = await portico.swap.initialize()
    const state = portico.stores.swap.getState()
    expect(state.status).toBe('ready')
    expect(state.sourceToken?.symbol).toBe('ETH')
    expect(tokens.map((t) => t.symbol).sort()).toEqual(['DAI', 'ETH', 'USDC', 'WETH'])
    expect(parseEther(token(portico, 'ETH').quantity)).toBe(await ethOf(address))
    expect(parseUnits(token(portico, 'USDC').quantity, 6)).toBe(
      await tokenOf(contracts.usdc, address),
    )
    // The seed's pools: 1 ETH ≈ 3000 USDC, 1 DAI ≈ 1 USDC.
    expect(token(portico, 'ETH').price).toBeGreaterThan(2500)
    expect(token(portico, 'ETH').price).toBeLessThan(3500)
    expect(token(portico, 'USDC').price).toBe(1)
    // Held tokens first, by value: ETH (10000 × 3000 USD) before the stablecoins.
    expect(tokens[0]?.symbol).toBe('ETH')
    unmount()
  })

  it("ETH → USDC: the quote is the router's own getAmountsOut, and the wallet receives exactly it", async () => {
    const { portico, unmount, address } = await connectedWidget()
    await portico.swap.initialize()
    await portico.swap.setToToken({ token: token(portico, 'USDC') })
    const quote = await portico.swap.setSourceTokenAmount({ amount: '0.1' })
    const expected = await amountsOut(parseEther('0.1'), [contracts.weth, contracts.usdc])
    expect(quote?.toAmount).toBe(expected.toString())
    // spec §9 slippage 1: the least accepted is 99 % of the quote.
    expect(quote?.minimumReceived).toBe(((expected * 99n) / 100n).toString())
    const state = portico.stores.swap.getState()
    expect(state.approvalTransaction).toBeUndefined()
    expect(BigInt(state.networkFee?.wei ?? '0')).toBeGreaterThan(0n)
    expect(state.networkFee?.usd).toBeGreaterThan(0)
    const [usdcBefore, ethBefore] = await Promise.all([
      tokenOf(contracts.usdc, address),
      ethOf(address),
    ])
    portico.modal.pushView({ view: 'Swap' })
    portico.modal.pushView({ view: 'SwapPreview' })
    const { hash, approvalHash } = await portico.swap.swapTokens()
    expect(approvalHash).toBeUndefined()
    const receipt = await chain().getTransactionReceipt({ hash: hash as `0x${string}` })
    expect(receipt.status).toBe('success')
    expect((await tokenOf(contracts.usdc, address)) - usdcBefore).toBe(expected)
    const spent = ethBefore - (await ethOf(address))
    expect(spent - parseEther('0.1')).toBe(receipt.gasUsed * receipt.effectiveGasPrice)
    expect(portico.stores.notification.getState()).toMatchObject({
      message: SWAP_SUCCESS_MESSAGE,
      variant: 'success',
    })
    expect(portico.stores.router.getState().history.map((h) => h.view)).toEqual(['Account'])
    expect(portico.stores.swap.getState()).toMatchObject({ status: 'idle', sourceTokenAmount: '' })
    unmount()
  })

  it('USDC → DAI: the approval first (sent, mined), then the swap; DAI received exactly as quoted', async () => {
    const { portico, unmount, address } = await connectedWidget()
    await portico.swap.initialize()
    await portico.swap.setSourceToken({ token: token(portico, 'USDC') })
    await portico.swap.setToToken({ token: token(portico, 'DAI') })
    const quote = await portico.swap.setSourceTokenAmount({ amount: '123.456789' })
    const amount = parseUnits('123.456789', 6)
    const expected = await amountsOut(amount, [contracts.usdc, contracts.dai])
    expect(quote?.toAmount).toBe(expected.toString())
    const approval = portico.stores.swap.getState().approvalTransaction
    expect(approval?.to.toLowerCase()).toBe(contracts.usdc.toLowerCase())
    const steps: (string | undefined)[] = []
    portico.stores.swap.subscribe((s, previous) => {
      if (s.step !== previous.step) steps.push(s.step)
    })
    const [usdcBefore, daiBefore] = await Promise.all([
      tokenOf(contracts.usdc, address),
      tokenOf(contracts.dai, address),
    ])
    const { approvalHash, hash } = await portico.swap.swapTokens()
    expect(steps).toEqual(['approving', 'swapping', undefined])
    for (const sent of [approvalHash, hash])
      expect((await chain().getTransactionReceipt({ hash: sent as `0x${string}` })).status).toBe(
        'success',
      )
    expect(usdcBefore - (await tokenOf(contracts.usdc, address))).toBe(amount)
    expect((await tokenOf(contracts.dai, address)) - daiBefore).toBe(expected)
    expect(portico.stores.notification.getState().message).toBe(SWAP_SUCCESS_MESSAGE)
    unmount()
  })

  it('max on ETH leaves twice the estimated fee, and the quote is for that amount', async () => {
    const { portico, unmount, address } = await connectedWidget()
    await portico.swap.initialize()
    await portico.swap.setToToken({ token: token(portico, 'USDC') })
    const max = await portico.swap.setMaxAmount()
    const balance = await ethOf(address)
    const kept = balance - parseEther(max ?? '0')
    expect(kept).toBeGreaterThan(0n)
    expect(formatEther(kept)).toMatch(/^0\.00/)
    expect(portico.stores.swap.getState().quote?.fromAmount).toBe(parseEther(max ?? '0').toString())
    // A whole balance of 10000 ETH is more than the pool's 1000: the quote is below the pool's
    // USDC, never an error.
    expect(portico.stores.swap.getState().inputError).toBeUndefined()
    unmount()
  })

  it("a chain the API has no swap provider for: spec §8 'Network not supported'", async () => {
    const error = await readConvertTokens({ apiUrl, projectId: 'p1', chainId: 'eip155:1' }).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(NetworkNotSupportedError)
    expect((error as NetworkNotSupportedError).shortMessage).toBe('Network not supported')
  })
})
