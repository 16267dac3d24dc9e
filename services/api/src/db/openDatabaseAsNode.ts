/**
 * One API node starting, for the concurrent-start test: once told to start
 * (startNodesAtOnce), opens the API's database from the environment exactly as the API does
 * (openDatabase: DATABASE_URL or PORTICO_DATA_DIR, migrated), closes it and exits 0; a refusal
 * or failure prints its message and exits 1.
 */
import { awaitStartSignal } from '@portico/kit/testing'
import { openDatabase } from '../openDatabase.js'

await awaitStartSignal()
try {
  const database = await openDatabase(process.env)
  await database.destroy()
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`)
  process.exit(1)
}
