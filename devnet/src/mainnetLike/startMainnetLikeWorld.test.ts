import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import {
  type Chain,
  createPublicClient,
  erc20Abi,
  formatUnits,
  getAddress,
  http,
  namehash,
  parseAbi,
  parseAbiItem,
} from 'viem'
import { base, mainnet, optimism } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OperatorConfig } from '../../../services/kit/src/config/operatorConfig.js'
// The services' own reader: the schema, the token lists against the Token Lists schema, the checks.
import { readOperatorConfig } from '../../../services/kit/src/config/readOperatorConfig.js'
import { deriveDevnetAccounts, getAccount } from '../accounts.js'
import { DEVNET_MNEMONIC } from '../anvil.js'
import { getFreePorts, occupyPort } from '../testing/freePorts.js'
import { startTestMainnetLikeWorld } from '../testing/startTestMainnetLikeWorld.js'
import { benchTokenBalance } from './fundWorldAccounts.js'
import {
  BENCH_TOKEN_COUNT,
  MAINNET_LIKE_CHAINS,
  POOL_WETH,
  REAL_ENS,
  THIN_TOKEN,
} from './mainnetLikeChains.js'
import {
  type MainnetLikeChain,
  type MainnetLikeWorld,
  startMainnetLikeWorld,
} from './startMainnetLikeWorld.js'
import type { UniswapTokenList } from './writeWorldFiles.js'

let dir: string
let world: MainnetLikeWorld
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'portico-world-'))
  world = await startTestMainnetLikeWorld(dir)
}, 60_000)
afterAll(async () => {
  await world?.stop()
  rmSync(dir, { recursive: true, force: true })
})

/** viem's own definitions of the real chains: their contracts (Multicall3, ENS) are used as they are. */
const VIEM_CHAINS: Record<number, Chain> = { 1: mainnet, 10: optimism, 8453: base }

/** A plain viem client of a world chain: viem's real chain object, only the RPC URL pointed here. */
const clientOf = (chain: MainnetLikeChain) =>
  createPublicClient({ chain: VIEM_CHAINS[chain.chainId], transport: http(chain.rpcUrl) })

const chainIds = MAINNET_LIKE_CHAINS.map((c) => c.chainId)
const chainOf = (chainId: number) => {
  const chain = world.chains.find((c) => c.chainId === chainId)
  if (!chain) throw new Error(`no chain ${chainId}`)
  return chain
}

describe('the mainnet-like world', () => {
  it.each(chainIds)('chain %i answers its real chain id', async (chainId) => {
    expect(await clientOf(chainOf(chainId)).getChainId()).toBe(chainId)
  })

  it('places Multicall3 and the Universal Resolver where viem’s chain definitions look for them', () => {
    for (const chainId of chainIds)
      expect(VIEM_CHAINS[chainId]?.contracts?.multicall3?.address).toBe(
        chainOf(chainId).multicall3.toLowerCase(),
      )
    expect(mainnet.contracts.ensUniversalResolver.address).toBe(
      REAL_ENS.universalResolver.toLowerCase(),
    )
  })

  it.each(chainIds)(
    'chain %i: USDC (6 decimals) and WETH at their real addresses, read with viem’s own multicall',
    async (chainId) => {
      const chain = chainOf(chainId)
      const spec = MAINNET_LIKE_CHAINS.find((c) => c.chainId === chainId)
      const demo = world.accounts.demo.address
      const read = (address: `0x${string}`, functionName: 'name' | 'symbol' | 'decimals') =>
        ({ address, abi: erc20Abi, functionName }) as const
      const balance = (address: `0x${string}`) =>
        ({ address, abi: erc20Abi, functionName: 'balanceOf', args: [demo] }) as const
      // No multicallAddress: viem takes the chain's `contracts.multicall3`, the real address.
      const results = await clientOf(chain).multicall({
        allowFailure: false,
        contracts: [
          read(chain.usdc.address, 'name'),
          read(chain.usdc.address, 'symbol'),
          read(chain.usdc.address, 'decimals'),
          balance(chain.usdc.address),
          read(chain.weth.address, 'name'),
          read(chain.weth.address, 'symbol'),
          read(chain.weth.address, 'decimals'),
          balance(chain.weth.address),
        ],
      })
      const demoUsdc = Number(spec?.demo.usdc) - 100 + 10 // the history sends 100 and gets 10 back
      expect(results).toEqual([
        'USD Coin',
        'USDC',
        6,
        BigInt(Math.round(demoUsdc * 1e6)),
        'Wrapped Ether',
        'WETH',
        18,
        BigInt(Number(spec?.demo.weth) * 1e18),
      ])
      expect(chain.usdc.address).toBe(spec?.usdc)
      expect(chain.weth.address).toBe(spec?.weth)
    },
  )

  it.each(chainIds)(
    'chain %i: the USDC/WETH pool prices ether at the chain’s price, deep enough to count',
    async (chainId) => {
      const chain = chainOf(chainId)
      const client = clientOf(chain)
      const pairAbi = parseAbi([
        'function token0() view returns (address)',
        'function getReserves() view returns (uint112, uint112, uint32)',
      ])
      const [token0, [reserve0, reserve1]] = await Promise.all([
        client.readContract({
          address: chain.pools.usdcWeth,
          abi: pairAbi,
          functionName: 'token0',
        }),
        client.readContract({
          address: chain.pools.usdcWeth,
          abi: pairAbi,
          functionName: 'getReserves',
        }),
      ])
      const usdcFirst = getAddress(token0) === chain.usdc.address
      const usdc = Number(formatUnits(usdcFirst ? reserve0 : reserve1, 6))
      const weth = Number(formatUnits(usdcFirst ? reserve1 : reserve0, 18))
      expect(weth).toBe(POOL_WETH)
      expect(usdc / weth).toBe(chain.ethUsdPrice)
      const thinPair = await client.readContract({
        address: chain.pools.usdcThin,
        abi: pairAbi,
        functionName: 'getReserves',
      })
      expect(thinPair[0] + thinPair[1]).toBeGreaterThan(0n)
    },
  )

  it('chain 1: plain viem (no override) finds alice.eth and its avatar for the demo account; chains 10 and 8453 have no ENS', async () => {
    const client = clientOf(chainOf(1))
    const name = await client.getEnsName({ address: world.accounts.demo.address })
    expect(name).toBe('alice.eth')
    expect(await client.getEnsAddress({ name: 'alice.eth' })).toBe(world.accounts.demo.address)
    expect(await client.getEnsText({ name: 'alice.eth', key: 'avatar' })).toBe(
      world.accounts.demo.avatar,
    )
    expect(await client.getEnsName({ address: world.accounts.recipient.address })).toBeNull()
    const registryAbi = parseAbi(['function owner(bytes32) view returns (address)'])
    expect(
      await client.readContract({
        address: REAL_ENS.registry,
        abi: registryAbi,
        functionName: 'owner',
        args: [namehash('alice.eth')],
      }),
    ).toBe(world.accounts.demo.address)
    for (const chainId of [10, 8453])
      expect(await clientOf(chainOf(chainId)).getCode({ address: REAL_ENS.registry })).toBe(
        undefined,
      )
  })

  it.each(chainIds)(
    'chain %i: the bench account holds all 50 listed tokens; the demo account is anvil #0 (the devnet’s wallet-1)',
    async (chainId) => {
      const chain = chainOf(chainId)
      const list = JSON.parse(
        readFileSync(join(dir, `tokens-${chainId}.json`), 'utf8'),
      ) as UniswapTokenList
      expect(chain.benchTokens).toHaveLength(BENCH_TOKEN_COUNT)
      const listed = new Set(list.tokens.map((t) => `${t.chainId}:${t.address}`))
      for (const token of [chain.usdc, chain.weth, chain.thin, ...chain.benchTokens])
        expect(listed.has(`${chainId}:${token.address}`)).toBe(true)
      const balances = await clientOf(chain).multicall({
        allowFailure: false,
        contracts: chain.benchTokens.map(
          (token) =>
            ({
              address: token.address,
              abi: erc20Abi,
              functionName: 'balanceOf',
              args: [world.accounts.bench.address],
            }) as const,
        ),
      })
      expect(balances.map((b, i) => formatUnits(b, chain.benchTokens[i]?.decimals ?? 0))).toEqual(
        chain.benchTokens.map((_, i) => benchTokenBalance(i)),
      )
      const wallet1 = getAccount(deriveDevnetAccounts(DEVNET_MNEMONIC), 'wallet-1')
      expect(world.accounts.demo.address).toBe(wallet1.address)
      expect(
        await clientOf(chain).readContract({
          address: chain.thin.address,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [wallet1.address],
        }),
      ).toBe(BigInt(THIN_TOKEN.demo) * 10n ** BigInt(THIN_TOKEN.decimals))
    },
  )

  it.each(chainIds)(
    'chain %i: everything is in place before the start block, the history comes after it',
    async (chainId) => {
      const chain = chainOf(chainId)
      const client = clientOf(chain)
      expect(chain.startBlock).toBeGreaterThan(1)
      const before = BigInt(chain.startBlock - 1)
      expect(await client.getCode({ address: chain.usdc.address, blockNumber: before })).toMatch(
        /^0x[0-9a-f]{100,}$/,
      )
      expect(chain.history.map((h) => h.symbol)).toEqual(['ETH', 'USDC', 'USDC'])
      for (const transfer of chain.history)
        expect(transfer.blockNumber).toBeGreaterThanOrEqual(chain.startBlock)
      const logs = await client.getLogs({
        address: chain.usdc.address,
        event: parseAbiItem(
          'event Transfer(address indexed from, address indexed to, uint256 value)',
        ),
        fromBlock: BigInt(chain.startBlock),
      })
      expect(logs.map((l) => [l.args.from, l.args.to, formatUnits(l.args.value ?? 0n, 6)])).toEqual(
        [
          [world.accounts.demo.address, world.accounts.recipient.address, '100'],
          [world.accounts.recipient.address, world.accounts.demo.address, '10'],
        ],
      )
    },
  )

  it('writes an operator file and token lists the services’ reader accepts, each chain with its 53 listed tokens', async () => {
    const resolved = await readOperatorConfig(world.configPath, { env: {} })
    expect(resolved.evm.map((c) => [c.chainId, c.tokens.length])).toEqual(
      chainIds.map((id) => [id, BENCH_TOKEN_COUNT + 3]),
    )
    const { evm } = JSON.parse(readFileSync(world.configPath, 'utf8')) as OperatorConfig
    expect(evm.map((c) => [c.caipNetworkId, c.name, c.rpcUrls])).toEqual(
      world.chains.map((c) => [`eip155:${c.chainId}`, c.name, [c.rpcUrl]]),
    )
    for (const chain of evm) {
      const list = JSON.parse(
        readFileSync(join(dirname(world.configPath), chain.tokenList ?? ''), 'utf8'),
      ) as UniswapTokenList
      expect(`eip155:${list.tokens[0]?.chainId}`).toBe(chain.caipNetworkId)
      expect(chain.history?.indexer).toEqual({
        startBlock: chainOf(Number(chain.caipNetworkId.slice(7))).startBlock,
        confirmations: 0,
      })
    }
    expect(evm.map((c) => c.ens)).toEqual([
      { universalResolver: REAL_ENS.universalResolver, registry: REAL_ENS.registry },
      false,
      false,
    ])
  })
})

describe('a world that cannot start', () => {
  it('rejects naming the chain whose port is taken, and leaves no anvil of the other chains running', async () => {
    const [mainnetPort, optimismPort, basePort] = (await getFreePorts(3)) as [
      number,
      number,
      number,
    ]
    const taken = await occupyPort(optimismPort)
    const failedDir = mkdtempSync(join(tmpdir(), 'portico-world-failed-'))
    try {
      await expect(
        startMainnetLikeWorld(failedDir, {
          ports: { 1: mainnetPort, 10: optimismPort, 8453: basePort },
        }),
      ).rejects.toThrow(`anvil (chain 10, port ${optimismPort})`)
      // Both other anvils were stopped: their ports can be listened on again.
      expect(await getFreePortsAmong([mainnetPort, basePort])).toEqual([mainnetPort, basePort])
    } finally {
      await taken.close()
      rmSync(failedDir, { recursive: true, force: true })
    }
  })
})

/** The ports of `ports` nothing listens on now. */
async function getFreePortsAmong(ports: number[]): Promise<number[]> {
  const free: number[] = []
  for (const port of ports) {
    const held = await occupyPort(port).catch(() => undefined)
    if (held) {
      free.push(port)
      await held.close()
    }
  }
  return free
}
