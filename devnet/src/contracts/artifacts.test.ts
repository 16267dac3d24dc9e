import { describe, expect, test } from 'vitest'
import {
  computeSourcesSha256,
  loadOwnArtifact,
  loadPackageArtifact,
  PACKAGE_ARTIFACTS,
  type PackageContractName,
} from './artifacts.js'
import { compileContracts } from './compile.js'

describe('committed artifacts', () => {
  test.each(['DevnetToken', 'DevnetCollection'] as const)(
    '%s was compiled from the current sources (else: npm run compile -w @portico/devnet)',
    (name) => {
      expect(loadOwnArtifact(name).sourcesSha256).toBe(computeSourcesSha256())
    },
  )

  test('recompiling gives byte-identical bytecode', () => {
    for (const artifact of compileContracts()) {
      const committed = loadOwnArtifact(artifact.contractName as 'DevnetToken' | 'DevnetCollection')
      expect(artifact.bytecode).toBe(committed.bytecode)
      expect(artifact.abi).toEqual(committed.abi)
    }
    // solc-js compiles every contract (the resolvers included) in ~20 s on a busy shared machine.
  }, 120_000)

  test('Multicall3 is the canonical build (solc 0.8.12 metadata)', () => {
    const { bytecode } = loadOwnArtifact('Multicall3')
    expect(bytecode.endsWith('64736f6c634300080c0033')).toBe(true)
  })

  test.each(Object.keys(PACKAGE_ARTIFACTS) as PackageContractName[])(
    '%s loads from its npm package with 0x-prefixed bytecode',
    (name) => {
      const artifact = loadPackageArtifact(name)
      expect(artifact.bytecode).toMatch(/^0x[0-9a-f]{1000,}$/)
      expect(artifact.abi.length).toBeGreaterThan(0)
    },
  )
})
