import type { DevnetConfig } from '@portico/devnet'
import type { Engine } from '../../db/createDatabase.js'
import { createProjectRepository } from '../../projects/createProjectRepository.js'
import { createServer } from '../../server/createServer.js'
import { openTestDatabase } from '../../testing/openTestDatabase.js'
import { readDevnetOperatorConfig } from '../../testing/readDevnetOperatorConfig.js'
import { TEST_PROJECTS } from '../../testing/startTestApi.js'
import { createOnrampProviders } from '../onrampProviders.js'

/** No limit, for tests that pay many checkouts from one address. */
const NO_LIMIT = { max: 1e9, windowMs: 60_000 }

/**
 * An API (not listening) over a fresh database of `engine` holding TEST_PROJECTS, with the on-ramp
 * providers createOnrampProviders makes for `devnet` (its operator file and keys, as the launcher
 * writes and sets them) and `env` on the clock `now`, as main.ts does. `publicUrl` is where the checkout URLs point (PORTICO_API_PUBLIC_URL). `close()` closes both.
 */
export async function startOnrampApi({
  engine,
  devnet,
  env = {},
  now = Date.now,
  publicUrl = 'http://127.0.0.1:4000',
}: {
  engine: Engine
  devnet?: DevnetConfig | undefined
  env?: NodeJS.ProcessEnv | undefined
  now?: (() => number) | undefined
  /** null: none, the checkout URLs use DEFAULT_API_PUBLIC_URL (never the Host header). */
  publicUrl?: string | null | undefined
}) {
  const database = await openTestDatabase(engine)
  const projects = createProjectRepository(database.db)
  for (const project of TEST_PROJECTS) await projects.create(project)
  // The devnet's operator file and keys, as the launcher gives them to main.ts.
  const operator = devnet ? await readDevnetOperatorConfig(devnet) : undefined
  const providers = createOnrampProviders({
    config: operator?.config,
    env: { ...operator?.env, ...env },
    db: database.db,
    now,
  })
  const app = await createServer({
    database,
    onramp: { providers, publicUrl: publicUrl ?? undefined },
    rateLimit: { perIp: NO_LIMIT, perProject: NO_LIMIT },
  })
  return {
    app,
    database,
    providers,
    async close() {
      await app.close()
      await database.destroy()
    },
  }
}
