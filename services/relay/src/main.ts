/**
 * `npm run relay`: the WalletConnect relay alone (serveRelay says what it reads). A wrong setting
 * stops it with the reason on stderr and exit code 1; SIGINT and SIGTERM drain the connections
 * (clients are told to reconnect) and exit.
 */
import { runServices } from '@portico/kit'
import { serveRelay } from './serveRelay.js'

await runServices([{ name: 'relay', start: () => serveRelay({ env: process.env }) }], {
  env: process.env,
})
