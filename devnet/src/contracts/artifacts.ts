import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import type { Abi, Hex } from 'viem'
import { ARTIFACTS_DIR, CONTRACTS_DIR } from '../paths.js'

/** What deploying a contract needs: its ABI and creation bytecode. */
export type Artifact = {
  contractName: string
  abi: Abi
  /** Creation bytecode, 0x-prefixed. */
  bytecode: Hex
}

/** An artifact of the devnet's own contracts, as `npm run compile` writes it. */
export type OwnArtifact = Artifact & {
  sourceName: string
  deployedBytecode: Hex
  compiler: { name: 'solc'; version: string; settings: typeof SOLC_SETTINGS }
  /** sha256 of the sources and compiler settings the artifact was built from. */
  sourcesSha256: string
}

/** Names of the committed artifacts in `devnet/artifacts/`. */
export type OwnContractName =
  | 'DevnetToken'
  | 'DevnetCollection'
  | 'Multicall3'
  | 'ENSRegistry'
  | 'OffchainResolver'
  | 'UniversalResolver'
  | 'TestSmartWallet'
  | 'TestSmartWalletFactory'
  | 'SwapFeeRouter'
  | 'FarcasterIdRegistry'

/** Artifacts that ship with bytecode inside npm packages (see DESIGN.md, "Devnet facts"). */
export const PACKAGE_ARTIFACTS = {
  WETH9: '@uniswap/v2-periphery/build/WETH9.json',
  UniswapV2Factory: '@uniswap/v2-core/build/UniswapV2Factory.json',
  UniswapV2Pair: '@uniswap/v2-core/build/UniswapV2Pair.json',
  UniswapV2Router02: '@uniswap/v2-periphery/build/UniswapV2Router02.json',
  PublicResolver: '@ensdomains/resolver/build/contracts/PublicResolver.json',
  ReverseRegistrar: '@ensdomains/resolver/build/contracts/ReverseRegistrar.json',
} as const

/** Names of the artifacts taken from npm packages. */
export type PackageContractName = keyof typeof PACKAGE_ARTIFACTS

/** The solc version the own contracts are compiled with. */
export const SOLC_VERSION = '0.8.37'

/** Standard-JSON settings of the compile (output selection is added by the compiler script). */
export const SOLC_SETTINGS = {
  evmVersion: 'cancun',
  optimizer: { enabled: true, runs: 200 },
  metadata: { bytecodeHash: 'none' },
} as const

const require = createRequire(import.meta.url)

/** Loads a committed artifact of one of the devnet's own contracts. */
export function loadOwnArtifact(name: OwnContractName): OwnArtifact {
  return JSON.parse(readFileSync(join(ARTIFACTS_DIR, `${name}.json`), 'utf8')) as OwnArtifact
}

/** Loads an artifact shipped in an npm package and normalises its bytecode to 0x-prefixed hex. */
export function loadPackageArtifact(name: PackageContractName): Artifact {
  const json = require(PACKAGE_ARTIFACTS[name]) as { abi: Abi; bytecode: string }
  const bytecode = json.bytecode.startsWith('0x') ? json.bytecode : `0x${json.bytecode}`
  return { contractName: name, abi: json.abi, bytecode: bytecode as Hex }
}

/** The Solidity source files of the own contracts, sorted by name. */
export function listContractSources(): { name: string; content: string }[] {
  return readdirSync(CONTRACTS_DIR)
    .filter((file) => file.endsWith('.sol'))
    .sort()
    .map((name) => ({ name, content: readFileSync(join(CONTRACTS_DIR, name), 'utf8') }))
}

/**
 * sha256 over every source in `devnet/contracts/`, the compiler version and settings; stored in each
 * artifact so a test can tell when the committed artifacts are older than the sources.
 */
export function computeSourcesSha256(): string {
  const hash = createHash('sha256')
  hash.update(`solc ${SOLC_VERSION}\0${JSON.stringify(SOLC_SETTINGS)}\0`)
  for (const { name, content } of listContractSources()) hash.update(`${name}\0${content}\0`)
  return hash.digest('hex')
}
