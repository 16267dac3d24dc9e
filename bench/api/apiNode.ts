/**
 * One API node of the bench's two-node setup, as its own process: the API of benchEngine
 * (createServer, limits out of reach, balances and prices of the operator file's chains) on
 * DATABASE_URL, already migrated and seeded by the bench, configured by the operator file at
 * PORTICO_CONFIG. Prints `API node on <url>` once it listens on 127.0.0.1:PORTICO_API_PORT.
 * Run by the bench: `node --import tsx apiNode.ts`.
 */
import { readOperatorConfig } from '@portico/kit'
import { createChainServices } from '../../services/api/src/chainServices.js'
import { createDatabase } from '../../services/api/src/db/createDatabase.js'
import { createServer } from '../../services/api/src/server/createServer.js'
import { UNLIMITED } from './unlimited.js'

const { DATABASE_URL: databaseUrl, PORTICO_CONFIG: configPath, PORTICO_API_PORT } = process.env
if (!databaseUrl || !configPath || !PORTICO_API_PORT)
  throw new Error('apiNode: DATABASE_URL, PORTICO_CONFIG and PORTICO_API_PORT are needed')
const config = await readOperatorConfig(configPath, { env: process.env })
const database = createDatabase({ databaseUrl })
const chains = createChainServices({ db: database.db, config, env: process.env })
const app = await createServer({
  database,
  rateLimit: { perIp: UNLIMITED, perProject: UNLIMITED },
  balances: chains.balances,
  prices: chains.prices,
})
const address = await app.listen({ host: '127.0.0.1', port: Number(PORTICO_API_PORT) })
console.log(`API node on ${address}`)
process.once('SIGTERM', () => {
  app
    .close()
    .then(() => database.destroy())
    .finally(() => process.exit(0))
})
