// readOnrampBalance: ERC-20 balances read on a seeded devnet (compared with viem's own read), the
// native balance through the adapter, and SPL balances from a stand-in Solana JSON-RPC server
// (no Solana validator runs here; the shapes are Solana's getTokenAccountsByOwner/getTokenSupply).
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type DevnetHandle, devnetTokenAbi, getAccount } from '@portico/devnet'
import { devnetNetwork, startTestDevnet } from '@portico/devnet/testing'
import { type Address, createPublicClient, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testNetwork } from '../../testing/index.js'
import type { Network } from '../../types/network.js'
import { readOnrampBalance } from './readOnrampBalance.js'

let devnet: DevnetHandle
let network: Network
let usdc: Address
beforeAll(async () => {
  devnet = await startTestDevnet()
  const chain = devnet.config.chains[0]
  if (!chain) throw new Error('the devnet has a chain')
  network = devnetNetwork(chain)
  usdc = chain.contracts.usdc
}, 60_000)
afterAll(() => devnet?.stop())

const noNative = { getBalance: async () => Promise.reject(new Error('not asked')) }

describe('readOnrampBalance on the devnet', () => {
  it('an ERC-20 (USDC): balanceOf and decimals read on chain, as viem reads them', async () => {
    const holder = getAccount(devnet.config.accounts, 'wallet-1').address
    const viem = await createPublicClient({
      transport: http(network.rpcUrls.default.http[0]),
    }).readContract({
      address: usdc,
      abi: devnetTokenAbi,
      functionName: 'balanceOf',
      args: [holder],
    })
    expect(viem).toBeGreaterThan(0n)
    expect(
      await readOnrampBalance({ adapter: noNative, network, address: holder, tokenAddress: usdc }),
    ).toEqual({ value: viem, decimals: 6 })
  })

  it('an address without a contract is an error, not a zero balance', async () => {
    await expect(
      readOnrampBalance({
        adapter: noNative,
        network,
        address: getAccount(devnet.config.accounts, 'wallet-1').address,
        tokenAddress: '0x000000000000000000000000000000000000dEaD',
      }),
    ).rejects.toThrow('RPC Request failed.')
  })

  it.each([
    undefined,
    '',
    '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
    '0x0000000000000000000000000000000000000000',
  ])('the native currency (%j) through the adapter', async (tokenAddress) => {
    const adapter = { getBalance: async () => ({ value: 7n, decimals: 18, symbol: 'ETH' }) }
    expect(await readOnrampBalance({ adapter, network, address: '0x1', tokenAddress })).toEqual({
      value: 7n,
      decimals: 18,
    })
  })
})

describe('readOnrampBalance on Solana (a stand-in JSON-RPC server)', () => {
  const MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
  const OWNER = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
  let accounts: unknown[] = []
  const calls: { method: string; params: unknown[] }[] = []
  const server = createServer((request, response) => {
    let text = ''
    request.on('data', (chunk) => {
      text += chunk
    })
    request.on('end', () => {
      const { id, method, params } = JSON.parse(text)
      calls.push({ method, params })
      const result =
        method === 'getTokenAccountsByOwner'
          ? { context: { slot: 1 }, value: accounts }
          : { context: { slot: 1 }, value: { amount: '0', decimals: 6, uiAmountString: '0' } }
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ jsonrpc: '2.0', id, result }))
    })
  })
  let solana: Network
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    solana = {
      ...testNetwork('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana'),
      rpcUrls: { default: { http: [`http://127.0.0.1:${port}`] } },
    }
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
  const tokenAccount = (amount: string) => ({
    pubkey: 'x',
    account: { data: { parsed: { info: { mint: MINT, tokenAmount: { amount, decimals: 6 } } } } },
  })

  it('the sum of the owner’s token accounts of the mint (jsonParsed)', async () => {
    accounts = [tokenAccount('1500000'), tokenAccount('250000')]
    expect(
      await readOnrampBalance({
        adapter: noNative,
        network: solana,
        address: OWNER,
        tokenAddress: MINT,
      }),
    ).toEqual({ value: 1_750_000n, decimals: 6 })
    expect(calls.at(-1)).toEqual({
      method: 'getTokenAccountsByOwner',
      params: [OWNER, { mint: MINT }, { encoding: 'jsonParsed', commitment: 'confirmed' }],
    })
  })

  it('no token account yet: 0, with the decimals of the mint (getTokenSupply)', async () => {
    accounts = []
    expect(
      await readOnrampBalance({
        adapter: noNative,
        network: solana,
        address: OWNER,
        tokenAddress: MINT,
      }),
    ).toEqual({ value: 0n, decimals: 6 })
    expect(calls.at(-1)).toEqual({ method: 'getTokenSupply', params: [MINT] })
  })
})
