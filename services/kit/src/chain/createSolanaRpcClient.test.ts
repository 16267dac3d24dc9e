// The services' Solana client against the devnet's local Solana RPC (litesvm), its first RPC URL a
// closed port.
import { type SolanaServer, startSolanaServer } from '@portico/devnet/solana'
import { getFreePorts } from '@portico/devnet/testing'
import { address, createSolanaRpc } from '@solana/kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSolanaRpcClient } from './createSolanaRpcClient.js'

/** The System program: an account every cluster has. */
const SYSTEM_PROGRAM = address('11111111111111111111111111111111')

let server: SolanaServer
let deadUrl: string

beforeAll(async () => {
  server = await startSolanaServer({ rpcPort: 0, wsPort: 0, slotIntervalMs: 100 })
  const [port] = await getFreePorts(1)
  deadUrl = `http://127.0.0.1:${port}`
}, 60_000)
afterAll(() => server?.close())

describe('createSolanaRpcClient', () => {
  it('spec §8 "RPC requests retry on transient errors": a dead first URL falls over to the next', async () => {
    const waits: number[] = []
    const rpc = createSolanaRpcClient({
      rpcUrls: [deadUrl, server.config.rpcUrl],
      sleep: async (ms) => void waits.push(ms),
    })
    const direct = await createSolanaRpc(server.config.rpcUrl).getBalance(SYSTEM_PROGRAM).send()
    const { value } = await rpc.getBalance(SYSTEM_PROGRAM).send()
    expect(value).toBe(direct.value)
    // spec §9 "RPC retry: 3 retries, base delay 150 ms doubling": on the dead URL, then the next.
    expect(waits).toEqual([150, 300, 600])
  })

  it('refuses a cluster without RPC URLs', () => {
    expect(() =>
      createSolanaRpcClient({ rpcUrls: [], chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }),
    ).toThrow('No RPC url provided for chainId')
  })
})
