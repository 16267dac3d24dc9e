/**
 * One secure-site node starting, for the concurrent-start test: once told to start
 * (startNodesAtOnce), opens the secure site's database from the environment exactly as the site
 * does (openSecureDatabase: DATABASE_URL or PORTICO_DATA_DIR, migrated), closes it and exits 0;
 * a refusal or failure prints its message and exits 1.
 */
import { awaitStartSignal } from '@portico/kit/testing'
import { openSecureDatabase } from './openSecureDatabase.js'

await awaitStartSignal()
try {
  const database = await openSecureDatabase(process.env)
  await database.destroy()
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`)
  process.exit(1)
}
