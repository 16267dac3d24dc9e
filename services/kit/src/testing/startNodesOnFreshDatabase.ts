import type { Engine, ServiceDatabase } from '../database/createDatabase.js'
import { createFreshDatabaseEnv } from './createFreshDatabaseEnv.js'
import { type NodeOutcome, startNodesAtOnce } from './startNodesAtOnce.js'

/** Parameters of startNodesOnFreshDatabase. */
export type StartNodesOnFreshDatabaseParameters = {
  engine: Engine
  /** Node scripts (see startNodesAtOnce), one a node, each opening its service's database from the environment. */
  scripts: readonly string[]
  /** The SQLite file the test looks at afterwards in PORTICO_DATA_DIR, e.g. `api.sqlite`. */
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
 * Starts the nodes of `scripts` at one moment (startNodesAtOnce) on one fresh database of `engine`
 * (createFreshDatabaseEnv), as a deployment's nodes do on their first start.
 */
export async function startNodesOnFreshDatabase({
  engine,
  scripts,
  fileName,
}: StartNodesOnFreshDatabaseParameters): Promise<NodesOnFreshDatabase> {
  const fresh = await createFreshDatabaseEnv(engine, fileName)
  try {
    const outcomes = await startNodesAtOnce({ scripts, env: fresh.env })
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
