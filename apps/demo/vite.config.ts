import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig, type Plugin } from 'vite'
import { getPorts } from '../../devnet/src/ports.js'
import { SOLANA_CAIP_NETWORK_ID } from '../../devnet/src/solana/constants.js'
import { siwxBackend } from './siwxBackend.js'

const ports = getPorts()

/**
 * In development the demo loads the test browser wallet from the wallet app, so `npm start` gives
 * wallets to connect without installing an extension. Production builds never include it.
 * PORTICO_TEST_WALLET=0 turns it off.
 */
function testWallet(): Plugin {
  return {
    name: 'portico-test-wallet',
    apply: 'serve',
    transformIndexHtml: () =>
      process.env.PORTICO_TEST_WALLET === '0'
        ? []
        : [
            {
              tag: 'script',
              attrs: { src: `http://127.0.0.1:${ports.wallet}/inject.js` },
              injectTo: 'head-prepend',
            },
          ],
  }
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    testWallet(),
    // Sign-in with wallet: the backend routes /api/siwx/* on the demo's origin (?siwx=required|optional).
    siwxBackend({
      demoPort: ports.demo,
      evmRpcUrls: {
        31337: `http://127.0.0.1:${ports.chainA}`,
        31338: `http://127.0.0.1:${ports.chainB}`,
      },
    }),
  ],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  define: {
    'import.meta.env.PORTICO_CHAIN_A_RPC': JSON.stringify(`http://127.0.0.1:${ports.chainA}`),
    'import.meta.env.PORTICO_CHAIN_B_RPC': JSON.stringify(`http://127.0.0.1:${ports.chainB}`),
    'import.meta.env.PORTICO_API_URL': JSON.stringify(`http://127.0.0.1:${ports.api}`),
    'import.meta.env.PORTICO_RELAY_URL': JSON.stringify(`ws://127.0.0.1:${ports.relay}`),
    // The embedded wallet's secure site (services/secure), on its own origin: a host name, which
    // passkeys need (WebAuthn refuses an IP address as RP ID); npm start passes the stack's.
    'import.meta.env.PORTICO_SECURE_URL': JSON.stringify(
      process.env.PORTICO_SECURE_PUBLIC_URL ?? `http://localhost:${ports.secure}`,
    ),
    // The devnet's Bitcoin API (Esplora-style, regtest).
    'import.meta.env.PORTICO_BITCOIN_API_URL': JSON.stringify(
      `http://127.0.0.1:${ports.bitcoinApi}`,
    ),
    // The devnet's local Solana network: its RPC and WebSocket, and its fixed CAIP-2 id.
    'import.meta.env.PORTICO_SOLANA_RPC': JSON.stringify(`http://127.0.0.1:${ports.solanaRpc}`),
    'import.meta.env.PORTICO_SOLANA_WS': JSON.stringify(`ws://127.0.0.1:${ports.solanaWs}`),
    'import.meta.env.PORTICO_SOLANA_CAIP_NETWORK_ID': JSON.stringify(SOLANA_CAIP_NETWORK_ID),
  },
  server: { host: '127.0.0.1', port: ports.demo, strictPort: true },
  preview: { host: '127.0.0.1', port: ports.demo, strictPort: true },
  build: {
    target: 'es2022',
    rolldownOptions: {
      input: {
        main: fileURLToPath(new URL('index.html', import.meta.url)),
        // The view gallery (src/gallery): every view of the modal from fixture data.
        gallery: fileURLToPath(new URL('gallery.html', import.meta.url)),
        // A page with hostile global CSS around the widget (e2e/specs/isolation.spec.ts).
        hostile: fileURLToPath(new URL('hostile.html', import.meta.url)),
        // The built-in networks pointed at a world given in the query (e2e/specs/real-chains.spec.ts).
        realChains: fileURLToPath(new URL('real-chains.html', import.meta.url)),
        // A wagmi dApp with @portico/wagmi (e2e/specs/wagmi.spec.ts).
        wagmi: fileURLToPath(new URL('wagmi.html', import.meta.url)),
      },
      output: {
        // Core's modules that a page needs at start go in one chunk. Rolldown otherwise splits every
        // module shared by the page and a lazily loaded feature into a chunk of its own (17 small
        // chunks, about 6 kB more gzip before the first click). README, "Building with Vite".
        codeSplitting: {
          groups: [
            {
              name: 'portico-core',
              test: /(packages[\\/]core[\\/]src|@portico[\\/]core)[\\/]/,
              tags: ['$initial'],
            },
          ],
        },
      },
    },
  },
})
