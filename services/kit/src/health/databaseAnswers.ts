import type { FastifyBaseLogger } from 'fastify'
import { type Kysely, sql } from 'kysely'
import type { ReadinessCheck } from './readinessReport.js'

/** Whether the database answers a trivial query (a readiness check); a failure is logged. */
export async function databaseAnswers<DB>(
  db: Kysely<DB>,
  log: FastifyBaseLogger,
): Promise<boolean> {
  try {
    await sql`select 1`.execute(db)
    return true
  } catch (error) {
    log.error({ err: error }, 'database not answering')
    return false
  }
}

/** The database as a required readiness check (databaseAnswers on every /ready). */
export function databaseCheck<DB>(db: Kysely<DB>, log: FastifyBaseLogger): ReadinessCheck {
  return { required: true, answers: () => databaseAnswers(db, log) }
}
