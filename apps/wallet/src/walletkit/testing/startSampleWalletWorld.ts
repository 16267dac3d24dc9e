// Test-only.
import { devnetNetwork, startTestDevnet } from '@portico/devnet/testing'
import type { RelayHandle } from '@portico/relay'
import { startTestRelay } from '@portico/relay/testing'
import { createMemoryKeyValueStorage } from '../createMemoryKeyValueStorage.js'
import { createSampleWallet, type SampleWallet } from '../createSampleWallet.js'

/** What startSampleWalletWorld started. */
export type SampleWalletWorld = {
  devnet: Awaited<ReturnType<typeof startTestDevnet>>
  relay: RelayHandle
  /** The sample wallet, paired with nothing yet, on the devnet's EVM chains over the relay. */
  wallet: SampleWallet
  /** The devnet's two EVM chains as Portico networks. */
  networks: [ReturnType<typeof devnetNetwork>, ReturnType<typeof devnetNetwork>]
  /** Ends the wallet, the relay and the devnet. */
  stop(): Promise<void>
}

/**
 * The world of a WalletConnect test in Node: a devnet, Portico's relay, and the sample wallet's
 * WalletKit on them (its keys from the devnet's mnemonic, its storage in memory, kept apart from
 * other clients in the process by `prefix`).
 */
export async function startSampleWalletWorld({
  projectId,
  prefix,
}: {
  projectId: string
  prefix: string
}): Promise<SampleWalletWorld> {
  const [devnet, relay] = await Promise.all([startTestDevnet(), startTestRelay()])
  const [chainA, chainB] = devnet.config.chains
  if (!chainA || !chainB) throw new Error('devnet has two chains')
  const wallet = await createSampleWallet({
    projectId,
    relayUrl: relay.url,
    mnemonic: devnet.config.mnemonic,
    evmChains: devnet.config.chains.map((c) => ({ chainId: c.chainId, rpcUrl: c.rpcUrl })),
    storage: createMemoryKeyValueStorage(),
    customStoragePrefix: `${prefix}-${process.pid}`,
    logLevel: 'silent',
  })
  return {
    devnet,
    relay,
    wallet,
    networks: [devnetNetwork(chainA), devnetNetwork(chainB)],
    async stop() {
      await wallet.destroy()
      await relay.close()
      await devnet.stop()
    },
  }
}
