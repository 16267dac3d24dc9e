/**
 * A child process of the indexer's restart test: indexes the chains of the devnet file at
 * PORTICO_DEVNET_CONFIG into the database the environment names (openDatabase: DATABASE_URL or
 * PORTICO_DATA_DIR), PORTICO_INDEXER_BATCH_SIZE blocks per batch. Inside each batch's transaction
 * it prints `batch <chainId> <fromBlock> <toBlock>` and waits PORTICO_INDEXER_PAUSE_MS, so a
 * SIGKILL after a line lands in an open transaction; it prints `done` once caught up.
 */
import { setTimeout as sleep } from 'node:timers/promises'
import { readDevnetConfig } from '@portico/devnet'
import { createIndexer } from '../indexer/createIndexer.js'
import { openDatabase } from '../openDatabase.js'
import { devnetIndexerChains } from '../testing/devnetIndexerChains.js'

const env = process.env
const config = readDevnetConfig(env.PORTICO_DEVNET_CONFIG)
const database = await openDatabase(env)
const pauseMs = Number(env.PORTICO_INDEXER_PAUSE_MS ?? 0)
const indexer = createIndexer({
  db: database.db,
  chains: await devnetIndexerChains(config),
  batchSize: Number(env.PORTICO_INDEXER_BATCH_SIZE ?? 100),
  beforeCommit: async ({ chainId, fromBlock, toBlock }) => {
    process.stdout.write(`batch ${chainId} ${fromBlock} ${toBlock}\n`)
    await sleep(pauseMs)
  },
})
await indexer.runOnce()
await database.destroy()
process.stdout.write('done\n')
