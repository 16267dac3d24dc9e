/**
 * `npm start -w @portico/wallet`: serves the test wallet's inject script on 127.0.0.1 at the
 * wallet port (default 5174, PORTICO_WALLET_PORT overrides), building the bundle first when it is
 * missing or older than its sources.
 */
import { getPort, PORT_ENV } from '../../../devnet/src/ports'
import { buildInjectBundle, isInjectBundleStale } from './node/buildInjectBundle'
import { createWalletServer } from './node/createWalletServer'
import { DEVNET_JSON_PATH, INJECT_BUNDLE_PATH } from './node/paths'

const port = getPort('wallet')

if (isInjectBundleStale(INJECT_BUNDLE_PATH)) {
  console.log('[wallet] building dist/inject.js …')
  await buildInjectBundle()
}

let walletServer: Awaited<ReturnType<typeof createWalletServer>>
try {
  walletServer = await createWalletServer({
    port,
    devnetJsonPath: process.env.PORTICO_DEVNET_JSON ?? DEVNET_JSON_PATH,
    chainAPort: getPort('chainA'),
    chainBPort: getPort('chainB'),
  })
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code
  if (code === 'EADDRINUSE')
    console.error(
      `[wallet] port ${port} on 127.0.0.1 is already in use. Stop what holds it or set ${PORT_ENV.wallet} to another port.`,
    )
  else console.error(`[wallet] could not listen on 127.0.0.1:${port}: ${(error as Error).message}`)
  process.exit(1)
}

console.log(`[wallet] test wallet at ${walletServer.url}/`)
console.log(`[wallet] in a dApp: <script src="${walletServer.url}/inject.js"></script>`)

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    walletServer.close().then(
      () => process.exit(0),
      () => process.exit(0),
    )
  })
}
