import { startPostgres } from '@portico/kit/testing'

/**
 * Vitest global setup: one PostgreSQL cluster for the whole run, so the API's tests run on both
 * engines. PORTICO_TEST_DATABASE_URL points at an existing server instead.
 */
export default async function setup(): Promise<() => void> {
  if (process.env.PORTICO_TEST_DATABASE_URL) return () => {}
  const postgres = await startPostgres()
  process.env.PORTICO_TEST_DATABASE_URL = postgres.url
  return () => postgres.stop()
}
