import type { Engine, ServiceDatabase } from '../database/createDatabase.js'
import { createFreshDatabaseEnv } from './createFreshDatabaseEnv.js'
import { type NodeOutcome, startNodesAtOnce } from './startNodesAtOnce.js'

/** Parameters of startNodesOnFreshDatabase. */
export type StartNodesOnFreshDatabaseParameters = {
  engine: Engine
  /** A node script (see startNodesAtOnce) that opens its service's database from the environment. */
  script: string
  count: number
  /** The service's SQLite file in PORTICO_DATA_DIR, e.g. `api.sqlite`. */
  fileName: string
}

/** What the nodes did, and the database they shared (opened as is, without migrating). */
export type NodesOnFreshDatabase = {
  outcomes: NodeOutcome[]
  database: ServiceDatabase<unknown>
  /** Closes the database and removes it (the PostgreSQL database or the SQLite folder). */
  close(): Promise<void>
}

/**
 * Starts `count` nodes at one moment (startNodesAtOnce) on one fresh database of `engine`
 * (createFreshDatabaseEnv), as a deployment's nodes do on their first start.
 */
export async function startNodesOnFreshDatabase({
  engine,
  script,
  count,
  fileName,
}: StartNodesOnFreshDatabaseParameters): Promise<NodesOnFreshDatabase> {
  const fresh = await createFreshDatabaseEnv(engine, fileName)
  try {
    const outcomes = await startNodesAtOnce({ script, count, env: fresh.env })
    const database = fresh.open()
    return {
      outcomes,
      database,
      async close() {
        await database.destroy()
        await fresh.remove()
      },
    }
  } catch (error) {
    await fresh.remove()
    throw error
  }
}
