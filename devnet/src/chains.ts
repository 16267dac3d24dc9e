import { CHAIN_A_ID, CHAIN_B_ID } from './ports.js'

/** Key of a devnet chain: A or B. */
export type DevnetChainKey = 'A' | 'B'

/** A devnet chain: its key, name, chain id and the port (name) its anvil listens on. */
export type DevnetChainSpec = {
  key: DevnetChainKey
  name: string
  chainId: number
  portName: 'chainA' | 'chainB'
  /** Colour of the chain's icon. */
  color: string
}

/** The two local EVM chains. Two, so switching networks can be exercised. */
export const DEVNET_CHAINS: readonly DevnetChainSpec[] = [
  { key: 'A', name: 'Portico Devnet A', chainId: CHAIN_A_ID, portName: 'chainA', color: '#0E9F6E' },
  { key: 'B', name: 'Portico Devnet B', chainId: CHAIN_B_ID, portName: 'chainB', color: '#7C3AED' },
]
