// README.md, "Sign-in with wallet", type-checked by npm test (tsconfig.json). Hidden from the
// README: the dApp's project id and networks, and a viem client for the backend's EVM verifier.
import { createPortico } from '@portico/core'
import { mainnet } from '@portico/core/networks'
import { createPublicClient, http } from 'viem'
import { mainnet as viemMainnet } from 'viem/chains'

const projectId = 'your-project-id'
const networks = [mainnet] as const
const publicClient = createPublicClient({ chain: viemMainnet, transport: http() })

// #region readme
// Browser: nonce from the backend, message per EIP-4361, signed by the connected wallet,
// verified by the backend, which keeps the session in an HttpOnly cookie.
import { createSiwxClient } from '@portico/siwx'

createPortico({
  projectId,
  networks,
  siwx: createSiwxClient({ statement: 'Sign in to My dApp', required: true }),
})

// Backend (any Fetch API server: Node, Deno, Bun, edge, route handlers).
import {
  createBitcoinVerifier,
  createEvmVerifier,
  createSiwxHandler,
  createSiwxServer,
  createSolanaVerifier,
} from '@portico/siwx/server'

const siwx = createSiwxServer({
  domain: 'my.dapp', // messages must name it; URI on https://my.dapp
  sessionSecret: process.env.SIWX_SESSION_SECRET!, // ≥ 32 bytes, HMAC-SHA256 of the cookie
  verifiers: [
    createEvmVerifier({ clients: { 1: publicClient } }), // EOA, EIP-1271, EIP-6492
    createSolanaVerifier(), // ed25519
    createBitcoinVerifier(), // BIP-322
  ],
  // nonceStore: a Redis/SQL store for several processes (single-use, expiring; memory by default)
})
const handle = createSiwxHandler(siwx, { allowedOrigins: ['https://my.dapp'] })

// GET /api/siwx/nonce, POST /api/siwx/verify, GET /api/siwx/session, POST /api/siwx/signout
// #endregion readme

export { handle }
