// The services' EVM client against a real anvil, its first RPC URL a closed port.
import { startAnvil } from '@portico/devnet'
import { getFreePorts } from '@portico/devnet/testing'
import { parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CANONICAL_MULTICALL3 } from '../config/operatorConfig.js'
import { createEvmRpcClient } from './createEvmRpcClient.js'

/** anvil's first funded account. */
const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

let anvil: Awaited<ReturnType<typeof startAnvil>>
/** A URL nothing listens on. */
let deadUrl: string

beforeAll(async () => {
  const [anvilPort, deadPort] = (await getFreePorts(2)) as [number, number]
  anvil = await startAnvil({ chainId: 31337, port: anvilPort })
  deadUrl = `http://127.0.0.1:${deadPort}`
}, 60_000)

afterAll(() => anvil?.stop())

describe('createEvmRpcClient', () => {
  it('spec §8 "RPC requests retry on transient errors": a dead first URL falls over to the next', async () => {
    const waits: number[] = []
    const client = createEvmRpcClient({
      chainId: 31337,
      rpcUrls: [deadUrl, anvil.rpcUrl],
      sleep: async (ms) => void waits.push(ms),
    })
    await expect(client.getBalance({ address: ACCOUNT })).resolves.toBe(parseEther('10000'))
    // spec §9 "RPC retry: 3 retries, base delay 150 ms doubling": on the dead URL, then the next.
    expect(waits).toEqual([150, 300, 600])
  })

  it('names the chain and its Multicall3 (the canonical one unless configured)', () => {
    const client = createEvmRpcClient({ chainId: 8453, rpcUrls: [anvil.rpcUrl] })
    expect(client.chain?.id).toBe(8453)
    expect(client.chain?.contracts?.multicall3?.address).toBe(CANONICAL_MULTICALL3)
    const custom = '0x0000000000000000000000000000000000000abc'
    expect(
      createEvmRpcClient({ chainId: 8453, rpcUrls: [anvil.rpcUrl], multicall3: custom }).chain
        ?.contracts?.multicall3?.address,
    ).toBe(custom)
  })

  it('refuses a chain without RPC URLs', () => {
    expect(() =>
      createEvmRpcClient({ chainId: 10, rpcUrls: [] }),
    ).toThrowErrorMatchingInlineSnapshot(`
      [NoRpcUrlError: No RPC url provided for chainId

      Details: Chain id: 10]
    `)
  })
})
