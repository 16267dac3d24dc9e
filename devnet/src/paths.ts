import { fileURLToPath } from 'node:url'

/** Root folder of the devnet workspace (`devnet/`). */
export const DEVNET_DIR = fileURLToPath(new URL('../', import.meta.url))

/** Solidity sources of the devnet's own contracts. */
export const CONTRACTS_DIR = fileURLToPath(new URL('../contracts/', import.meta.url))

/** Committed compiler output (ABI + bytecode), so start-up never compiles. */
export const ARTIFACTS_DIR = fileURLToPath(new URL('../artifacts/', import.meta.url))

/** Where `npm run devnet` writes the generated config that services, the demo and tests read. */
export const DEFAULT_DEVNET_CONFIG_PATH = fileURLToPath(new URL('../devnet.json', import.meta.url))
