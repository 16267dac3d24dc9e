import { randomBytes } from 'node:crypto'
import pg from 'pg'

/** A new, empty database on the test PostgreSQL cluster. */
export type TestPostgresDatabase = {
  /** Its postgres:// URL. */
  databaseUrl: string
  /** Drops it, closing any connection still open to it. */
  drop(): Promise<void>
}

/** The test cluster's URL (PORTICO_TEST_DATABASE_URL, set by the vitest global setup). */
function testServerUrl(): string {
  const serverUrl = process.env.PORTICO_TEST_DATABASE_URL
  if (!serverUrl)
    throw new Error(
      'PORTICO_TEST_DATABASE_URL is not set: the vitest global setup starts PostgreSQL',
    )
  return serverUrl
}

async function administer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  try {
    await admin.query(statement)
  } finally {
    await admin.end()
  }
}

/**
 * Creates an empty database with a random name on the test PostgreSQL cluster: nothing migrated,
 * as an operator's new database is before the first node starts.
 */
export async function createTestPostgresDatabase(): Promise<TestPostgresDatabase> {
  const serverUrl = testServerUrl()
  const name = `t_${randomBytes(6).toString('hex')}`
  await administer(serverUrl, `CREATE DATABASE ${name}`)
  return {
    databaseUrl: serverUrl.replace(/\/[^/]*$/, `/${name}`),
    drop: () => administer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  }
}
