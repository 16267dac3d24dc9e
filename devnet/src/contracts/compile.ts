/**
 * Compiles `devnet/contracts/*.sol` with solc-js and writes ABI + bytecode to `devnet/artifacts/`,
 * together with the Multicall3 creation code taken from viem. Run by `npm run compile`; the
 * artifacts are committed so start-up never compiles.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import solc from 'solc'
import { type Abi, type Hex, multicall3Abi } from 'viem'
import { ARTIFACTS_DIR } from '../paths.js'
import {
  computeSourcesSha256,
  listContractSources,
  type OwnArtifact,
  SOLC_SETTINGS,
  SOLC_VERSION,
} from './artifacts.js'

const require = createRequire(import.meta.url)

type SolcOutput = {
  errors?: { severity: 'error' | 'warning' | 'info'; formattedMessage: string }[]
  contracts?: Record<
    string,
    Record<
      string,
      { abi: Abi; evm: { bytecode: { object: string }; deployedBytecode: { object: string } } }
    >
  >
}

/** Resolves `import "@openzeppelin/…"` (and any other npm path) from node_modules. */
function readImport(path: string): { contents: string } | { error: string } {
  try {
    return { contents: readFileSync(require.resolve(path), 'utf8') }
  } catch {
    return { error: `import not found: ${path}` }
  }
}

/** Compiles every own contract; throws with solc's messages when there is an error. */
export function compileContracts(): OwnArtifact[] {
  if (!String(solc.version()).startsWith(`${SOLC_VERSION}+`))
    throw new Error(`expected solc ${SOLC_VERSION}, found ${solc.version()}`)
  const sources = listContractSources()
  const input = {
    language: 'Solidity',
    sources: Object.fromEntries(sources.map(({ name, content }) => [name, { content }])),
    settings: {
      ...SOLC_SETTINGS,
      outputSelection: {
        '*': { '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object'] },
      },
    },
  }
  const output = JSON.parse(
    solc.compile(JSON.stringify(input), { import: readImport }),
  ) as SolcOutput
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error')
  if (errors.length > 0) throw new Error(errors.map((e) => e.formattedMessage).join('\n'))

  const sourcesSha256 = computeSourcesSha256()
  const artifacts: OwnArtifact[] = []
  for (const { name: sourceName } of sources) {
    for (const [contractName, contract] of Object.entries(output.contracts?.[sourceName] ?? {})) {
      artifacts.push({
        contractName,
        sourceName: `contracts/${sourceName}`,
        abi: contract.abi,
        bytecode: `0x${contract.evm.bytecode.object}`,
        deployedBytecode: `0x${contract.evm.deployedBytecode.object}`,
        compiler: { name: 'solc', version: solc.version(), settings: SOLC_SETTINGS },
        sourcesSha256,
      })
    }
  }
  return artifacts
}

/**
 * The canonical Multicall3 creation code. viem carries it (for deployless multicalls) but does not
 * export it, so it is read from viem's source once, here, and committed as an artifact.
 */
export function extractMulticall3Bytecode(): Hex {
  const viemDir = dirname(require.resolve('viem/package.json'))
  const source = readFileSync(join(viemDir, '_esm/constants/contracts.js'), 'utf8')
  const match = /multicall3Bytecode\s*=\s*'(0x[0-9a-f]+)'/.exec(source)
  if (!match?.[1])
    throw new Error('multicall3Bytecode not found in viem/_esm/constants/contracts.js')
  return match[1] as Hex
}

/** Writes the artifacts of the own contracts and of Multicall3 to `devnet/artifacts/`. */
export function writeArtifacts(): string[] {
  mkdirSync(ARTIFACTS_DIR, { recursive: true })
  const written: string[] = []
  const write = (name: string, artifact: unknown) => {
    const path = join(ARTIFACTS_DIR, `${name}.json`)
    writeFileSync(path, `${JSON.stringify(artifact, null, 2)}\n`)
    written.push(path)
  }
  for (const artifact of compileContracts()) write(artifact.contractName, artifact)
  write('Multicall3', {
    contractName: 'Multicall3',
    sourceName: 'viem/_esm/constants/contracts.js (canonical Multicall3, solc 0.8.12)',
    abi: multicall3Abi,
    bytecode: extractMulticall3Bytecode(),
  })
  return written
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const startedAtMs = performance.now()
  const written = writeArtifacts()
  for (const path of written) console.log(`wrote ${path}`)
  console.log(`compiled in ${Math.round(performance.now() - startedAtMs)} ms`)
}
