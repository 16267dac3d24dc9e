import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type MainnetLikeWorld, startTestMainnetLikeWorld } from '@portico/devnet/testing'
import { readOperatorConfig } from '@portico/kit'
import type { FastifyInstance } from 'fastify'
import { createChainServices } from '../../services/api/src/chainServices.js'
import { createChainSources } from '../../services/api/src/chains/createChainSources.js'
import { indexerChainsOf } from '../../services/api/src/chains/indexerChainsOf.js'
import type { Engine } from '../../services/api/src/db/createDatabase.js'
import { migrateToLatest } from '../../services/api/src/db/migrate.js'
import { createIndexer } from '../../services/api/src/indexer/createIndexer.js'
import type { RateLimitRule } from '../../services/api/src/server/createRateLimiter.js'
import { createServer } from '../../services/api/src/server/createServer.js'
import { openEngine } from './openEngine.js'
import type { WorldCaseName } from './options.js'
import { BENCH_PROJECT_ID, seedProject } from './seed.js'

/** No limit in practice: the bench measures the route, not the 429 path. */
const UNLIMITED: RateLimitRule = { max: Number.MAX_SAFE_INTEGER, windowMs: 60_000 }

/** Starts the mainnet-like world on free ports, its files in a temporary folder removed by `stop()`. */
export async function startBenchWorld(log: (line: string) => void): Promise<MainnetLikeWorld> {
  log('starting the mainnet-like world (chains 1, 10, 8453) for the 50-token balances')
  const dir = mkdtempSync(join(tmpdir(), 'portico-bench-world-'))
  const world = await startTestMainnetLikeWorld(dir).catch((error) => {
    rmSync(dir, { recursive: true, force: true })
    throw error
  })
  return {
    ...world,
    async stop() {
      await world.stop()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** The API serving the mainnet-like world, listening, with the URL of each world case. */
export type WorldBalancesServer = {
  urls: Record<WorldCaseName, string>
  /** What the one indexing round stored per chain. */
  indexed: { chainId: number; blocks: number; transfers: number }[]
  close(): Promise<void>
}

/**
 * The API as an operator runs it on the mainnet-like world: a fresh database of `engine` of its
 * own (so the devnet's cases keep their chains), the chains and token lists from the world's
 * operator file alone (no devnet file), indexed once from the file's start blocks, served on
 * 127.0.0.1, balances read by the balance reader over the file's chains and token lists. The
 * cases ask for the bench account's balances on every chain.
 */
export async function serveWorldBalances({
  engine,
  world,
}: {
  engine: Engine
  world: MainnetLikeWorld
}): Promise<WorldBalancesServer> {
  const { database, stop } = await openEngine(engine)
  let app: FastifyInstance | undefined
  try {
    await migrateToLatest(database.db)
    await seedProject(database.db)
    const config = await readOperatorConfig(world.configPath, { env: {} })
    const chains = createChainServices({ db: database.db, config, env: {} })
    const indexer = createIndexer({
      db: database.db,
      chains: indexerChainsOf(config, createChainSources(config.evm, {})),
      onError: (error) => {
        throw error
      },
    })
    const indexed = (await indexer.runOnce()).map(({ chainId, blocks, transfers }) => ({
      chainId,
      blocks,
      transfers,
    }))
    app = await createServer({
      database,
      rateLimit: { perIp: UNLIMITED, perProject: UNLIMITED },
      // As main.ts: balances and prices of the file's chains (every listed token, priced by the
      // chain's configured source), over one client and price source per chain.
      balances: chains.balances,
      prices: chains.prices,
    })
    const address = await app.listen({ host: '127.0.0.1', port: 0 })
    const balance = `${address}/v1/account/${world.accounts.bench.address}/balance?projectId=${BENCH_PROJECT_ID}&st=portico&sv=bench&currency=usd`
    const server = app
    return {
      urls: {
        'balance-50x3-cached': balance,
        'balance-50x3-live': `${balance}&forceUpdate=true`,
      },
      indexed,
      async close() {
        await server.close()
        await database.destroy()
        stop()
      },
    }
  } catch (error) {
    await app?.close()
    await database.destroy()
    stop()
    throw error
  }
}
