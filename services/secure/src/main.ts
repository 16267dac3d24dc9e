/**
 * `npm run secure`: the embedded-wallet site alone (serveSecure says what it reads). A wrong
 * setting stops it with the reason on stderr and exit code 1, before it listens; SIGINT/SIGTERM
 * close the server, the mailer, then the database.
 */
import { runServices } from '@portico/kit'
import { serveSecure } from './serveSecure.js'

await runServices(
  [
    {
      name: 'secure site',
      start: () => serveSecure({ argv: process.argv.slice(2), env: process.env }),
    },
  ],
  { env: process.env },
)
