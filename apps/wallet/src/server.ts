/**
 * `npm start -w @portico/wallet`: serves the test wallet's inject script on 127.0.0.1 at the
 * wallet port (default 5174, PORTICO_WALLET_PORT overrides), building the bundle first when it is
 * missing or older than its sources; and the WalletConnect sample wallet page at `/` (built when
 * stale too), paired through the relay at PORTICO_RELAY_PORT (default 4001).
 * PORTICO_DEVNET_CONFIG and PORTICO_WALLET_BUNDLE override the devnet.json and bundle paths.
 */
import { existsSync } from 'node:fs'
import { createServer } from 'node:net'
import { getPort, PORT_ENV } from '../../../devnet/src/ports.js'
import { buildInjectBundle, isInjectBundleStale } from './node/buildInjectBundle.js'
import { createWalletServer, type WalletServer } from './node/createWalletServer.js'
import { DEVNET_JSON_PATH, INJECT_BUNDLE_PATH } from './node/paths.js'
import {
  buildSampleWalletBundle,
  isSampleWalletBundleStale,
} from './walletkit/server/buildSampleWalletBundle.js'

const HOST = '127.0.0.1'
const port = getPort('wallet')
const bundlePath = process.env.PORTICO_WALLET_BUNDLE || INJECT_BUNDLE_PATH

function failToListen(error: unknown): never {
  const code = (error as NodeJS.ErrnoException).code
  if (code === 'EADDRINUSE')
    console.error(
      `[wallet] port ${port} on ${HOST} is already in use. Stop what holds it or set ${PORT_ENV.wallet} to another port.`,
    )
  else console.error(`[wallet] could not listen on ${HOST}:${port}: ${(error as Error).message}`)
  process.exit(1)
}

/** Fails fast, before a build, when the port is taken. */
async function assertPortFree() {
  const probe = createServer()
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject)
    probe.listen(port, HOST, () => probe.close(() => resolve()))
  })
}

await assertPortFree().catch(failToListen)

if (bundlePath !== INJECT_BUNDLE_PATH) {
  if (!existsSync(bundlePath)) {
    console.error(`[wallet] PORTICO_WALLET_BUNDLE names ${bundlePath}, which does not exist.`)
    process.exit(1)
  }
} else if (isInjectBundleStale(bundlePath)) {
  console.log('[wallet] building dist/inject.js …')
  await buildInjectBundle()
}

if (isSampleWalletBundleStale()) {
  console.log('[wallet] building the sample wallet page (dist-sample-wallet/sample-wallet.js) …')
  await buildSampleWalletBundle()
}

const relayUrl = `ws://127.0.0.1:${getPort('relay')}`
const walletServer: WalletServer = await createWalletServer({
  host: HOST,
  port,
  bundlePath,
  devnetJsonPath: process.env.PORTICO_DEVNET_CONFIG || DEVNET_JSON_PATH,
  chainAPort: getPort('chainA'),
  chainBPort: getPort('chainB'),
  sampleWallet: { relayUrl },
}).catch(failToListen)

console.log(`[wallet] test wallet at ${walletServer.url}/`)
console.log(`[wallet] sample wallet page (WalletConnect via ${relayUrl}): ${walletServer.url}/`)
console.log(`[wallet] injected test wallet's page: ${walletServer.url}/test-wallet`)
console.log(`[wallet] in a dApp: <script src="${walletServer.url}/inject.js"></script>`)

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    const exit = () => process.exit(0)
    walletServer.close().then(exit, exit)
  })
}
