/**
 * `npm run api`: the Portico API alone (serveApi says what it reads). A wrong setting stops it
 * with the reason on stderr and exit code 1, before it listens; SIGINT/SIGTERM stop it cleanly.
 */
import { runServices } from '@portico/kit'
import { serveApi } from './serveApi.js'

await runServices(
  [{ name: 'API', start: () => serveApi({ argv: process.argv.slice(2), env: process.env }) }],
  { env: process.env },
)
