import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { getPorts } from '../../devnet/src/ports.js'

const ports = getPorts()

/**
 * The bench's baseline: the smallest honest React 19 + viem dApp that does what the demo does
 * (discover EIP-6963 wallets, list them on click, connect, show address, chain and balance), with
 * no widget. Built for production like the demo; the bench chooses the output directory.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  define: {
    'import.meta.env.PORTICO_CHAIN_A_RPC': JSON.stringify(`http://127.0.0.1:${ports.chainA}`),
    'import.meta.env.PORTICO_CHAIN_B_RPC': JSON.stringify(`http://127.0.0.1:${ports.chainB}`),
  },
  build: { target: 'es2022' },
})
