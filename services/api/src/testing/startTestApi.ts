import type { Engine } from '../db/createDatabase.js'
import {
  type CreateProjectInput,
  createProjectRepository,
} from '../projects/createProjectRepository.js'
import { type CreateServerParameters, createServer } from '../server/createServer.js'
import { openTestDatabase } from './openTestDatabase.js'

/** The query every project route carries, for project `p1`. */
export const P1_QUERY = 'projectId=p1&st=portico&sv=js-0.1.0'

/** Projects of the API tests: p1 (one origin, a wildcard, features), p2 (analytics off). */
export const TEST_PROJECTS: CreateProjectInput[] = [
  {
    id: 'p1',
    name: 'Project one',
    allowedOrigins: ['http://127.0.0.1:5173', 'https://*.example.com'],
    features: [
      { id: 'swaps', isEnabled: false },
      { id: 'socials', isEnabled: true, config: ['google', 'github'] },
    ],
  },
  { id: 'p2', name: 'No analytics', allowedOrigins: ['*'], analyticsEnabled: false },
]

/**
 * A createServer instance (not listening) over a fresh database of `engine` holding
 * TEST_PROJECTS. `close()` closes both.
 */
export async function startTestApi(
  engine: Engine,
  options: Omit<CreateServerParameters, 'database'> = {},
) {
  const database = await openTestDatabase(engine)
  const projects = createProjectRepository(database.db)
  for (const project of TEST_PROJECTS) await projects.create(project)
  const app = await createServer({ database, ...options })
  return {
    app,
    database,
    projects,
    async close() {
      await app.close()
      await database.destroy()
    },
  }
}
