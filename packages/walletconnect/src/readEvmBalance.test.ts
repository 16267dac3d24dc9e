// The WalletConnect adapter's balance read over a network with two RPC URLs, the first dead (a
// closed port), against a real anvil: it falls over to the second URL, as every RPC call of the
// widget does (docs/architecture.md, "One RPC transport").
import type { Network } from '@portico/core'
import { testNetwork } from '@portico/core/testing'
import { startAnvil } from '@portico/devnet'
import { getFreePorts } from '@portico/devnet/testing'
import { parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readEvmBalance } from './readEvmBalance.js'

/** anvil's first funded account. */
const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

let anvil: Awaited<ReturnType<typeof startAnvil>>
let deadUrl: string

beforeAll(async () => {
  const [anvilPort, deadPort] = (await getFreePorts(2)) as [number, number]
  anvil = await startAnvil({ chainId: 31337, port: anvilPort })
  deadUrl = `http://127.0.0.1:${deadPort}`
}, 60_000)

afterAll(() => anvil?.stop())

const networkWith = (urls: string[]): Network => ({
  ...testNetwork(31337),
  rpcUrls: { default: { http: urls } },
})

describe('readEvmBalance — spec §8 "RPC requests retry on transient errors", then the next URL', () => {
  it('reads the balance when the first RPC URL is dead', async () => {
    await expect(
      readEvmBalance({ address: ACCOUNT, network: networkWith([deadUrl, anvil.rpcUrl]) }),
    ).resolves.toEqual({ value: parseEther('10000'), decimals: 18, symbol: 'ETH' })
  })

  it('a network without RPC URLs is a NoRpcUrlError', async () => {
    await expect(
      readEvmBalance({ address: ACCOUNT, network: networkWith([]) }),
    ).rejects.toMatchObject({ name: 'NoRpcUrlError' })
  })
})
