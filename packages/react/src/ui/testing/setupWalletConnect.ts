// Test-only.
import { createFakeWalletConnectAdapter, testInstance, testNetwork } from '@portico/core/testing'

/** The EVM account the fake WalletConnect wallet approves with. */
export const WALLET_CONNECT_EVM = {
  address: '0x00000000000000000000000000000000000000a1',
  chainId: 31337,
}

/**
 * A mounted instance on chain 31337 with core's fake WalletConnect adapter (`autoUri`: it hands a
 * pairing URI at once), for the WalletConnect views' tests.
 */
export function setupWalletConnect(
  options: Parameters<typeof testInstance>[0] = {},
  autoUri = true,
) {
  const wc = createFakeWalletConnectAdapter({ eip155: WALLET_CONNECT_EVM }, { autoUri })
  const portico = testInstance({
    networks: [testNetwork(31337)],
    adapters: [wc.adapter],
    ...options,
  })
  portico.mount()
  return { portico, wc }
}
