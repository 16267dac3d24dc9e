import { sql } from 'kysely'
import { afterEach, describe, expect, it } from 'vitest'
import { ENGINES, openTestDatabase } from '../testing/openTestDatabase.js'
import type { ApiDatabase } from './createDatabase.js'
import { migrateToLatest } from './migrate.js'
import { MIGRATIONS } from './migrations/index.js'

describe.each(ENGINES)('migrations on %s', (engine) => {
  let database: ApiDatabase | undefined
  afterEach(() => database?.destroy())

  it('applies every migration once; a second run applies nothing', async () => {
    database = await openTestDatabase(engine)
    expect(database.engine).toBe(engine)
    expect(await migrateToLatest(database.db)).toEqual([])
    const applied = await sql<{
      name: string
    }>`select name from kysely_migration order by name`.execute(database.db)
    expect(applied.rows.map((r) => r.name)).toEqual(Object.keys(MIGRATIONS))
  })

  it('stores and reads a project and an analytics event, with bigint timestamps as numbers', async () => {
    database = await openTestDatabase(engine)
    const now = 1_795_300_000_123
    await database.db
      .insertInto('projects')
      .values({
        id: 'p1',
        name: 'Demo',
        allowed_origins: '["http://127.0.0.1:5173"]',
        features: '[]',
        analytics_enabled: 1,
        created_at: now,
        updated_at: now,
      })
      .execute()
    await database.db
      .insertInto('analytics_events')
      .values({
        project_id: 'p1',
        event_id: 'e1',
        url: 'http://x/',
        domain: 'x',
        timestamp: now,
        props: '{}',
        received_at: now,
      })
      .execute()
    const project = await database.db.selectFrom('projects').selectAll().executeTakeFirstOrThrow()
    expect(Number(project.created_at)).toBe(now)
    // The same event twice is refused: the ingestion relies on it to store each event once.
    await expect(
      database.db
        .insertInto('analytics_events')
        .values({
          project_id: 'p1',
          event_id: 'e1',
          url: 'http://x/',
          domain: 'x',
          timestamp: now,
          props: '{}',
          received_at: now,
        })
        .execute(),
    ).rejects.toThrow()
  })
})
