import { serveApi } from '@portico/api'
import { PORTICO_ENV, type ServiceStarter } from '@portico/kit'
import { serveRelay } from '@portico/relay'
import { serveSecure } from '@portico/secure'
import type { ServiceName } from './parsePorticoArgs.js'

/** What every service of one `portico serve` reads. */
export type ServeSettings = {
  /** `--config <file>`, when given. */
  argv: readonly string[]
  env: Record<string, string | undefined>
  /** Where SQLite files go when PORTICO_DATA_DIR is not set (api.sqlite, secure.sqlite). */
  defaultDataDir: string
  /** The built frame page the program ships. */
  frameDir: string
}

/**
 * The starters of the named services, in the order given (`all`: the API first — the relay
 * checks projects against it and the secure site asks it for allowed origins).
 */
export function serviceStarters(
  services: readonly ServiceName[],
  { argv, env, defaultDataDir, frameDir }: ServeSettings,
): ServiceStarter[] {
  // An installed API creates the development project only for development (or when
  // PORTICO_API_SEED=1 asks); `npm run api` in the repository creates it unless PORTICO_API_SEED=0.
  const apiEnv =
    env.PORTICO_API_SEED === undefined && env[PORTICO_ENV] !== 'development'
      ? { ...env, PORTICO_API_SEED: '0' }
      : env
  const starters: Record<ServiceName, ServiceStarter> = {
    api: { name: 'API', start: () => serveApi({ argv, env: apiEnv, defaultDataDir }) },
    relay: { name: 'relay', start: () => serveRelay({ env }) },
    secure: {
      name: 'secure site',
      start: () => serveSecure({ argv, env, defaultDataDir, frameDir }),
    },
  }
  return services.map((name) => starters[name])
}
