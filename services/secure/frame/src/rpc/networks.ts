import { DEFAULT_SOLANA_NETWORKS, DEVNET_EVM_NETWORKS } from '../config/devnetNetworks.js'
import type {
  FrameEvmNetwork,
  FramePageConfig,
  FrameSolanaNetwork,
} from '../config/framePageConfig.js'

/** The networks the frame knows, by chain id. */
export type FrameNetworks = {
  evm: ReadonlyMap<number, FrameEvmNetwork>
  solana: ReadonlyMap<string, FrameSolanaNetwork>
  /** The first EVM network of the config: the chain a new session starts on. */
  defaultEvmChainId: number
  defaultSolanaChainId: string | undefined
}

/**
 * The frame's networks: those of the page config, or the devnet chains 31337 / 31338 at
 * 127.0.0.1:8545 / 8546 when the config lists none; Solana: the config's, else the three clusters
 * (signing only).
 */
export function createNetworks(
  config: Pick<FramePageConfig, 'evmNetworks' | 'solanaNetworks'>,
): FrameNetworks {
  const evmList = config.evmNetworks?.length ? config.evmNetworks : DEVNET_EVM_NETWORKS
  const solanaList = config.solanaNetworks?.length ? config.solanaNetworks : DEFAULT_SOLANA_NETWORKS
  return {
    evm: new Map(evmList.map((network) => [network.chainId, network])),
    solana: new Map(solanaList.map((network) => [network.chainId, network])),
    defaultEvmChainId: evmList[0]!.chainId,
    defaultSolanaChainId: solanaList[0]?.chainId,
  }
}

/** An EVM chain id from any of the forms a dApp sends: 1, '1', '0x1', 'eip155:1'. */
export function parseEvmChainId(value: number | string | undefined): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : undefined
  if (typeof value !== 'string') return undefined
  const text = value.startsWith('eip155:') ? value.slice(7) : value
  if (!/^(?:0x[0-9a-f]+|\d+)$/i.test(text)) return undefined
  const id = Number(text)
  return Number.isSafeInteger(id) && id > 0 ? id : undefined
}

/** A Solana chain id (CAIP-2 reference) from `solana:<ref>` or `<ref>`. */
export function parseSolanaChainId(value: number | string | undefined): string | undefined {
  if (typeof value !== 'string') return undefined
  const text = value.startsWith('solana:') ? value.slice(7) : value
  return /^[1-9A-HJ-NP-Za-km-z]{1,64}$/.test(text) ? text : undefined
}
