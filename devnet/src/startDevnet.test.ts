import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { formatEther, formatUnits, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  devnetCollectionAbi,
  devnetTokenAbi,
  uniswapV2PairAbi,
  uniswapV2RouterAbi,
} from './abis.js'
import { getAccount } from './accounts.js'
import { createDevnetClient, type DevnetClient } from './client.js'
import { loadOwnArtifact } from './contracts/artifacts.js'
import { MULTICALL3_ADDRESS } from './deploy/installMulticall3.js'
import { type DevnetChainConfig, readDevnetConfig } from './devnetFile.js'
import { createFarcasterRelay } from './identityProvider/farcaster/createFarcasterRelay.js'
import { isPortFree } from './portCheck.js'
import { type DevnetHandle, startDevnet } from './startDevnet.js'
import { getFreePorts, isProcessAlive } from './testing/freePorts.js'

const dir = mkdtempSync(join(tmpdir(), 'portico-devnet-'))
const configPath = join(dir, 'devnet.json')
let devnet: DevnetHandle
let clients: Map<number, DevnetClient>

beforeAll(async () => {
  const [chainA, chainB, devnetAssets, solanaRpc, solanaWs, bitcoinApi] = (await getFreePorts(
    6,
  )) as [number, number, number, number, number, number]
  devnet = await startDevnet({
    ports: { chainA, chainB, devnetAssets, solanaRpc, solanaWs, bitcoinApi },
    quiet: true,
    configPath,
  })
  clients = new Map(
    devnet.config.chains.map((chain) => [
      chain.chainId,
      createDevnetClient({ chainId: chain.chainId, name: chain.name, rpcUrl: chain.rpcUrl }),
    ]),
  )
})

afterAll(async () => {
  await devnet?.stop()
  rmSync(dir, { recursive: true, force: true })
})

const chainIds = [31337, 31338]
const chain = (chainId: number): DevnetChainConfig => {
  const found = devnet.config.chains.find((c) => c.chainId === chainId)
  if (!found) throw new Error(`no chain ${chainId} in the config`)
  return found
}
const client = (chainId: number) => clients.get(chainId)!
const address = (label: Parameters<typeof getAccount>[1]) =>
  getAccount(devnet.config.accounts, label).address

describe.each(chainIds)('chain %i', (chainId) => {
  test('answers with its chain id on the configured RPC URL', async () => {
    expect(await client(chainId).getChainId()).toBe(chainId)
    expect(chain(chainId).rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
  })

  test('has Multicall3 at its canonical address, and it aggregates calls', async () => {
    expect(chain(chainId).contracts.multicall3).toBe(MULTICALL3_ADDRESS)
    const code = await client(chainId).getCode({ address: MULTICALL3_ADDRESS })
    expect(code?.length).toBeGreaterThan(1000)
    const { usdc, dai } = chain(chainId).contracts
    const results = await client(chainId).multicall({
      multicallAddress: MULTICALL3_ADDRESS,
      allowFailure: false,
      contracts: [
        { address: usdc, abi: devnetTokenAbi, functionName: 'symbol' },
        { address: dai, abi: devnetTokenAbi, functionName: 'symbol' },
      ],
    })
    expect(results).toEqual(['USDC', 'DAI'])
  })

  test.each([
    { symbol: 'WETH', name: 'Wrapped Ether', decimals: 18 },
    { symbol: 'USDC', name: 'USD Coin', decimals: 6 },
    { symbol: 'DAI', name: 'Dai Stablecoin', decimals: 18 },
  ])('$symbol has $decimals decimals and its name on chain', async ({ symbol, name, decimals }) => {
    const token = devnet.config.tokens.find((t) => t.symbol === symbol)!
    expect(token).toMatchObject({ symbol, name, decimals })
    const tokenAddress = chain(chainId).contracts[token.contractKey]
    const read = (functionName: 'decimals' | 'symbol' | 'name') =>
      client(chainId).readContract({ address: tokenAddress, abi: devnetTokenAbi, functionName })
    expect(await read('decimals')).toBe(decimals)
    expect(await read('symbol')).toBe(symbol)
    expect(await read('name')).toBe(name)
  })

  // Grants of 10000 USDC and DAI each, then the history: wallet-2 → wallet-1 250 USDC,
  // wallet-1 → wallet-3 100 DAI, wallet-1 wraps 2 ETH, wallet-3 buys 1000 USDC with ETH.
  test.each([
    { label: 'wallet-1', USDC: '10250', DAI: '9900', WETH: '2' },
    { label: 'wallet-2', USDC: '9750', DAI: '10000', WETH: '0' },
    { label: 'wallet-3', USDC: '11000', DAI: '10100', WETH: '0' },
  ] as const)('$label holds $USDC USDC, $DAI DAI and $WETH WETH', async (row) => {
    for (const token of devnet.config.tokens) {
      const balance = await client(chainId).readContract({
        address: chain(chainId).contracts[token.contractKey],
        abi: devnetTokenAbi,
        functionName: 'balanceOf',
        args: [address(row.label)],
      })
      expect(`${token.symbol} ${formatUnits(balance, token.decimals)}`).toBe(
        `${token.symbol} ${row[token.symbol]}`,
      )
    }
  })

  // 10000 ETH from anvil; moves of the history; gas costs well under 0.01 ETH.
  test.each([
    { label: 'wallet-1', min: 9996.49, max: 9996.5 },
    { label: 'wallet-2', min: 10001.49, max: 10001.5 },
    { label: 'wallet-3', min: 9999.6, max: 9999.67 },
  ] as const)('$label has between $min and $max ETH', async ({ label, min, max }) => {
    const eth = Number(formatEther(await client(chainId).getBalance({ address: address(label) })))
    expect(eth).toBeGreaterThan(min)
    expect(eth).toBeLessThan(max)
  })

  test.each([
    { from: 'USDC', to: 'WETH', amountIn: '3000', expectedOut: 1 },
    { from: 'WETH', to: 'USDC', amountIn: '1', expectedOut: 3000 },
    { from: 'DAI', to: 'USDC', amountIn: '100', expectedOut: 100 },
    { from: 'USDC', to: 'DAI', amountIn: '100', expectedOut: 100 },
  ] as const)(
    'the router quotes $amountIn $from → $to within 1.5% of $expectedOut',
    async ({ from, to, amountIn, expectedOut }) => {
      const tokenIn = devnet.config.tokens.find((t) => t.symbol === from)!
      const tokenOut = devnet.config.tokens.find((t) => t.symbol === to)!
      const { contracts } = chain(chainId)
      const amounts = await client(chainId).readContract({
        address: contracts.uniswapV2Router,
        abi: uniswapV2RouterAbi,
        functionName: 'getAmountsOut',
        args: [
          parseUnits(amountIn, tokenIn.decimals),
          [contracts[tokenIn.contractKey], contracts[tokenOut.contractKey]],
        ],
      })
      const out = Number(formatUnits(amounts[1]!, tokenOut.decimals))
      // 0.3% fee plus price impact of under 0.2% at these pool depths.
      expect(Math.abs(out - expectedOut) / expectedOut).toBeLessThan(0.015)
      expect(out).toBeLessThan(expectedOut * 1.005)
    },
  )

  test.each(['USDC/WETH', 'USDC/DAI'] as const)('the %s pair has reserves', async (pair) => {
    const [reserve0, reserve1] = await client(chainId).readContract({
      address: chain(chainId).contracts.pairs[pair],
      abi: uniswapV2PairAbi,
      functionName: 'getReserves',
    })
    expect(reserve0).toBeGreaterThan(0n)
    expect(reserve1).toBeGreaterThan(0n)
  })

  test.each([
    { label: 'wallet-1', tokenIds: ['1', '2', '3'] },
    { label: 'wallet-2', tokenIds: ['4', '5', '8'] },
    { label: 'wallet-3', tokenIds: ['6', '7'] },
  ] as const)(
    '$label owns NFTs $tokenIds, on chain and in devnet.json',
    async ({ label, tokenIds }) => {
      const { nft } = chain(chainId).contracts
      const owner = address(label)
      const listed = devnet.config.nfts
        .filter((n) => n.chainId === chainId && n.owner === owner)
        .map((n) => n.tokenId)
      expect(listed).toEqual(tokenIds)
      for (const tokenId of tokenIds) {
        const onChain = await client(chainId).readContract({
          address: nft,
          abi: devnetCollectionAbi,
          functionName: 'ownerOf',
          args: [BigInt(tokenId)],
        })
        expect(onChain).toBe(owner)
      }
      const balance = await client(chainId).readContract({
        address: nft,
        abi: devnetCollectionAbi,
        functionName: 'balanceOf',
        args: [owner],
      })
      expect(balance).toBe(BigInt(tokenIds.length))
    },
  )

  test('every NFT tokenURI serves metadata JSON whose image is an SVG', async () => {
    const nfts = devnet.config.nfts.filter((n) => n.chainId === chainId)
    expect(nfts).toHaveLength(8)
    for (const nft of nfts) {
      const tokenUri = await client(chainId).readContract({
        address: nft.contract,
        abi: devnetCollectionAbi,
        functionName: 'tokenURI',
        args: [BigInt(nft.tokenId)],
      })
      expect(tokenUri).toBe(nft.tokenUri)
      const response = await fetch(tokenUri)
      expect(response.headers.get('content-type')).toMatch(/^application\/json/)
      const metadata = (await response.json()) as Record<string, unknown>
      expect(metadata).toMatchObject({
        name: `Portico Pal #${nft.tokenId}`,
        description: expect.any(String),
        image: nft.imageUrl,
        attributes: expect.arrayContaining([{ trait_type: 'Body', value: expect.any(String) }]),
      })
      const image = await fetch(String(metadata.image))
      expect(image.headers.get('content-type')).toBe('image/svg+xml')
      expect(await image.text()).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/s,
      )
    }
  })

  test('every history entry is a successful transaction from the listed account', async () => {
    const entries = devnet.config.history.filter((h) => h.chainId === chainId)
    expect(entries.map((h) => h.description)).toEqual([
      'wallet-1 sent 1.5 ETH to wallet-2',
      'wallet-2 sent 250 USDC to wallet-1',
      'wallet-1 sent 100 DAI to wallet-3',
      'wallet-3 sent NFT #8 to wallet-2',
      'wallet-1 wrapped 2 ETH into WETH',
      'wallet-3 swapped ETH for 1000 USDC on Uniswap V2',
    ])
    for (const entry of entries) {
      const receipt = await client(chainId).getTransactionReceipt({ hash: entry.txHash })
      expect(receipt.status).toBe('success')
      expect(receipt.from).toBe(entry.from.toLowerCase())
    }
  })

  test('anvil answers CORS preflights from any origin', async () => {
    const response = await fetch(chain(chainId).rpcUrl, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    })
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-allow-headers')).toMatch(/content-type/i)
  })
})

test('contracts have the same addresses on both chains; the Farcaster IdRegistry is on chain A only', () => {
  const [a, b] = devnet.config.chains
  const { farcasterIdRegistry, ...onBoth } = a?.contracts ?? ({} as never)
  expect(farcasterIdRegistry).toMatch(/^0x[0-9a-fA-F]{40}$/)
  expect(b?.contracts.farcasterIdRegistry).toBeUndefined()
  expect(onBoth).toEqual(b?.contracts)
})

test("chain A's Farcaster IdRegistry holds the identity provider's Farcaster users with the custody keys its relay signs with", async () => {
  const { accounts } = createFarcasterRelay({
    mnemonic: devnet.config.mnemonic,
    issuer: 'http://idp.test',
  })
  const registry = chain(31337).contracts.farcasterIdRegistry as `0x${string}`
  const { abi } = loadOwnArtifact('FarcasterIdRegistry')
  for (const account of accounts) {
    const read = (functionName: 'custodyOf' | 'idOf', args: readonly unknown[]) =>
      client(31337).readContract({ address: registry, abi, functionName, args } as never)
    expect(await read('custodyOf', [BigInt(account.fid)])).toBe(account.custody.address)
    expect(await read('idOf', [account.custody.address])).toBe(BigInt(account.fid))
  }
})

test("contract addresses are the deployer's nonce-derived ones (a change here moves every address)", () => {
  expect(devnet.config.chains[0]?.contracts).toMatchInlineSnapshot(`
    {
      "dai": "0xb19b36b1456E65E3A6D514D3F715f204BD59f431",
      "ensOffchainResolver": "0x5621d0B4D8043524Ac5837918D6a95b1050eF228",
      "ensPublicResolver": "0xDFD787c807DEA8d7e53311b779BC0c6a4704D286",
      "ensRegistry": "0xdBD296711eC8eF9Aacb623ee3F1C0922dce0D7b2",
      "ensReverseRegistrar": "0x6d014319E0F36651997697C98Da594c7Cf235fa4",
      "ensUniversalResolver": "0x2c4b93b614DdbfAF0807e8F4Ca982e9f9c2e2Aa4",
      "farcasterIdRegistry": "0x3EBD66861C1d8F298c20ED56506b063206103227",
      "multicall3": "0xcA11bde05977b3631167028862bE2a173976CA11",
      "nft": "0xe1DA8919f262Ee86f9BE05059C9280142CF23f48",
      "pairs": {
        "USDC/DAI": "0x05d34d70AE99F62448B0c76aeF480f9D40A23E1f",
        "USDC/WETH": "0x220B353E09Dc953d684bFd1DE1B4b420A40B5449",
      },
      "swapFeeRouter": "0xa7B987f505366630109De019862c183E690a040B",
      "uniswapV2Factory": "0x8ce361602B935680E8DeC218b820ff5056BeB7af",
      "uniswapV2Router": "0xe1Aa25618fA0c7A1CFDab5d6B456af611873b629",
      "usdc": "0xA15BB66138824a1c7167f5E85b957d04Dd34E468",
      "weth": "0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35",
    }
  `)
})

test('devnet.json on disk is the config the handle returned', () => {
  expect(devnet.configPath).toBe(configPath)
  expect(readDevnetConfig(configPath)).toEqual(devnet.config)
})

test('the asset server serves the config and every token and chain icon, with open CORS', async () => {
  const config = await fetch(`${devnet.config.assetsUrl}/devnet.json`)
  expect(await config.json()).toEqual(devnet.config)
  const icons = [
    ...devnet.config.tokens.map((t) => t.iconUrl),
    ...devnet.config.chains.flatMap((c) => [c.iconUrl, c.nativeCurrency.iconUrl]),
  ]
  for (const url of icons) {
    const response = await fetch(url, { headers: { origin: 'http://127.0.0.1:5173' } })
    expect([url, response.status, response.headers.get('content-type')]).toEqual([
      url,
      200,
      'image/svg+xml',
    ])
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
  }
})

test('devnet.json carries the Solana node: its URLs, genesis, CAIP-2 id, USDC mint and wallet-1..3', async () => {
  const solana = devnet.config.solana!
  expect(solana.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
  expect(solana.wsUrl).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/)
  expect(solana.caipNetworkId).toBe(`solana:${solana.genesisHash.slice(0, 32)}`)
  expect(solana.accounts.map((a) => a.label)).toEqual(['wallet-1', 'wallet-2', 'wallet-3'])
  const call = async (method: string, params: unknown[] = []) => {
    const response = await fetch(solana.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    })
    return ((await response.json()) as { result: unknown }).result
  }
  expect(await call('getGenesisHash')).toBe(solana.genesisHash)
  for (const { address } of solana.accounts) {
    expect(await call('getBalance', [address])).toMatchObject({ value: 100_000_000_000 })
    expect(
      await call('getTokenAccountsByOwner', [
        address,
        { mint: solana.usdcMint },
        { encoding: 'jsonParsed' },
      ]),
    ).toMatchObject({
      value: [
        { account: { data: { parsed: { info: { tokenAmount: { uiAmountString: '10000' } } } } } },
      ],
    })
  }
})

test('devnet.json carries the Bitcoin API: regtest, its CAIP-2 id, and wallet-1..3 funded on payment and ordinal addresses', async () => {
  const bitcoin = devnet.config.bitcoin!
  expect(bitcoin).toMatchObject({
    apiUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
    network: 'regtest',
    caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
  })
  expect(bitcoin.accounts.map((a) => a.label)).toEqual(['wallet-1', 'wallet-2', 'wallet-3'])
  const genesis = await fetch(`${bitcoin.apiUrl}/block-height/0`)
  expect(`bip122:${(await genesis.text()).slice(0, 32)}`).toBe(bitcoin.caipNetworkId)
  for (const { payment, ordinal } of bitcoin.accounts) {
    const paid = await fetch(`${bitcoin.apiUrl}/address/${payment}/utxo`)
    expect(((await paid.json()) as { value: number }[]).map((u) => u.value)).toEqual([100_000_000])
    const inscribed = await fetch(`${bitcoin.apiUrl}/address/${ordinal}/utxo`)
    expect(((await inscribed.json()) as { value: number }[]).map((u) => u.value)).toEqual([
      546, 546, 546,
    ])
  }
})

test('the demo accounts are anvil #0, #1, #2 and the deployer #9', () => {
  expect(
    devnet.config.accounts.map(({ label, index, address }) => ({ label, index, address })),
  ).toMatchInlineSnapshot(`
      [
        {
          "address": "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
          "index": 0,
          "label": "wallet-1",
        },
        {
          "address": "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
          "index": 1,
          "label": "wallet-2",
        },
        {
          "address": "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC",
          "index": 2,
          "label": "wallet-3",
        },
        {
          "address": "0xa0Ee7A142d267C1f36714E4a8F75612F20a79720",
          "index": 9,
          "label": "deployer",
        },
      ]
    `)
})

describe('a second start', () => {
  let second: DevnetHandle

  beforeAll(async () => {
    const [chainA, chainB, devnetAssets, solanaRpc, solanaWs, bitcoinApi] = (await getFreePorts(
      6,
    )) as [number, number, number, number, number, number]
    second = await startDevnet({
      ports: { chainA, chainB, devnetAssets, solanaRpc, solanaWs, bitcoinApi },
      quiet: true,
      configPath: false,
    })
  })

  afterAll(() => second?.stop())

  test('the Solana node has the same genesis hash, USDC mint and wallets', () => {
    const { rpcUrl, wsUrl, ...fixed } = second.config.solana!
    const { rpcUrl: firstRpcUrl, wsUrl: firstWsUrl, ...firstFixed } = devnet.config.solana!
    expect(fixed).toEqual(firstFixed)
    expect([rpcUrl, wsUrl]).not.toEqual([firstRpcUrl, firstWsUrl])
  })

  test('deploys every contract at the same address', () => {
    const contracts = (handle: DevnetHandle) => handle.config.chains.map((c) => c.contracts)
    expect(contracts(second)).toEqual(contracts(devnet))
    expect(second.configPath).toBeUndefined()
  })

  test('stop() ends both anvil processes and frees the ports', async () => {
    expect(second.anvilPids).toHaveLength(2)
    for (const pid of second.anvilPids) expect(isProcessAlive(pid)).toBe(true)
    await second.stop()
    for (const pid of second.anvilPids) expect(isProcessAlive(pid)).toBe(false)
    for (const chainConfig of second.config.chains)
      expect(await isPortFree(Number(new URL(chainConfig.rpcUrl).port))).toBe(true)
    expect(await isPortFree(Number(new URL(second.config.assetsUrl).port))).toBe(true)
    for (const url of [
      second.config.solana?.rpcUrl,
      second.config.solana?.wsUrl,
      second.config.bitcoin?.apiUrl,
    ])
      expect(await isPortFree(Number(new URL(String(url)).port))).toBe(true)
    await second.stop() // idempotent
  })
})
