import { describe, expect, it } from 'vitest'
import type { ChainAdapter } from '../../adapter/ChainAdapter.js'
import {
  createFakeAdapter,
  createFakeWalletConnectAdapter,
  testInstance,
  testNetwork,
} from '../../testing/index.js'

const A = testNetwork(31337)
const B = testNetwork(31338)

/**
 * Issue 19 "Portico's EVM flows (… switch network, sign, send …) go through @wagmi/core actions":
 * a chain adapter that acts for a connection another adapter made (`actsFor`, as @portico/wagmi
 * does for Portico's WalletConnect session) switches and signs for it; connecting stays with the
 * connector's own adapter.
 */
async function walletConnectBeside({ actsFor }: { actsFor: boolean }) {
  const chain = createFakeAdapter('eip155', [])
  const acted: string[] = []
  const adapter: ChainAdapter = {
    ...chain.adapter,
    actsFor: (connector) => actsFor && connector.id === 'walletConnect',
    async switchNetwork({ connector, network }) {
      acted.push(`switchNetwork:${connector.id}:${network.id}`)
    },
    async signMessage({ connector, message }) {
      acted.push(`signMessage:${connector.id}:${message}`)
      return '0xsigned'
    },
  }
  const walletConnect = createFakeWalletConnectAdapter({
    eip155: { address: '0xA', chainId: 31337 },
  })
  const portico = testInstance({ networks: [A, B], adapters: [adapter, walletConnect.adapter] })
  portico.mount()
  const connected = portico.connection.connectWalletConnect()
  walletConnect.approve()
  await connected
  return { portico, acted, walletConnect }
}

describe('actingAdapterFor', () => {
  it("a chain adapter acting for the session switches the network; the session's adapter connected it", async () => {
    const { portico, acted, walletConnect } = await walletConnectBeside({ actsFor: true })
    expect(walletConnect.calls).toEqual(['connect:eip155'])
    await portico.switchNetwork({ network: B })
    expect(acted).toEqual(['switchNetwork:walletConnect:31338'])
    expect(portico.stores.chains.getState().activeNetwork.id).toBe(31338)
  })

  it('a chain adapter that does not act for it is not asked', async () => {
    const { portico, acted } = await walletConnectBeside({ actsFor: false })
    // The fake WalletConnect adapter has no switchNetwork: the switch is the store's alone.
    await portico.switchNetwork({ network: B })
    expect(acted).toEqual([])
  })
})
