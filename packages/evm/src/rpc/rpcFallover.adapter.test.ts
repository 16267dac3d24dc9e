// The EVM adapter on a network with two RPC URLs, the first dead (a closed port), against a real
// anvil: its balance read, gas estimate and receipt wait fall over to the second URL.
import type { Network } from '@portico/core'
import { testNetwork } from '@portico/core/testing'
import { startAnvil } from '@portico/devnet'
import { getFreePorts } from '@portico/devnet/testing'
import { parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEvmAdapter } from '../createEvmAdapter.js'

/** anvil's first two funded accounts. */
const FROM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

let anvil: Awaited<ReturnType<typeof startAnvil>>
let network: Network

beforeAll(async () => {
  const [anvilPort, deadPort] = (await getFreePorts(2)) as [number, number]
  anvil = await startAnvil({ chainId: 31337, port: anvilPort })
  network = {
    ...testNetwork(31337),
    rpcUrls: { default: { http: [`http://127.0.0.1:${deadPort}`, anvil.rpcUrl] } },
  }
}, 60_000)

afterAll(() => anvil?.stop())

describe('the EVM adapter over rpcUrls.default.http — spec §8 "RPC requests retry on transient errors", then the next URL', () => {
  it('reads a balance when the first RPC URL is dead', async () => {
    const adapter = createEvmAdapter({ target: new EventTarget() })
    await expect(adapter.getBalance({ address: FROM, network })).resolves.toEqual({
      value: parseEther('10000'),
      decimals: 18,
      symbol: 'ETH',
    })
  })

  it('estimates gas when the first RPC URL is dead', async () => {
    const adapter = createEvmAdapter({ target: new EventTarget() })
    if (!adapter.estimateGas) throw new Error('the EVM adapter estimates gas')
    const { gas } = await adapter.estimateGas({
      network,
      from: FROM,
      transaction: { to: TO, value: 1n },
    })
    expect(gas).toBe(21_000n)
  })
})
