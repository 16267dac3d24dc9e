// The Solana adapter on a cluster with two RPC URLs, the first dead (a closed port), against the
// devnet's local Solana RPC (litesvm): its balance read falls over to the second URL.
import type { Network } from '@portico/core'
import { getFreePorts } from '@portico/devnet/testing'
import { deriveTestSolanaKeys } from '@portico/wallet'
import { address, createSolanaRpc, getBase58Decoder } from '@solana/kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SolanaServer, startSolanaServer } from '../../../../devnet/src/solana/index.js'
import { createSolanaAdapter } from '../createSolanaAdapter.js'
import { solanaLocal } from '../networks.js'

let server: SolanaServer
let network: Network
/** The devnet's first funded Solana account. */
const [owner = ''] = deriveTestSolanaKeys().map((k) => getBase58Decoder().decode(k.publicKey))

beforeAll(async () => {
  server = await startSolanaServer({ rpcPort: 0, wsPort: 0, slotIntervalMs: 100 })
  const [deadPort] = await getFreePorts(1)
  const local = solanaLocal(server.config)
  network = {
    ...local,
    rpcUrls: {
      default: {
        ...local.rpcUrls.default,
        http: [`http://127.0.0.1:${deadPort}`, server.config.rpcUrl],
      },
    },
  }
}, 60_000)
afterAll(() => server?.close())

describe('the Solana adapter over rpcUrls.default.http — spec §8 "RPC requests retry on transient errors", then the next URL', () => {
  it('reads a balance when the first RPC URL is dead', async () => {
    const { value: expected } = await createSolanaRpc(server.config.rpcUrl)
      .getBalance(address(owner), { commitment: 'confirmed' })
      .send()
    expect(expected).toBeGreaterThan(0n)
    const adapter = createSolanaAdapter({ wallets: { get: () => [], on: () => () => {} } })
    await expect(adapter.getBalance({ address: owner, network })).resolves.toEqual({
      value: expected,
      decimals: 9,
      symbol: 'SOL',
    })
  })
})
