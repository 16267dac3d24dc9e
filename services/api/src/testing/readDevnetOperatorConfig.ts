import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type DevnetConfig, devnetApiSecretEnv, writeDevnetOperatorConfig } from '@portico/devnet'
import { type ResolvedOperatorConfig, readOperatorConfig } from '@portico/kit'

/**
 * A devnet as the API sees it at run time: the operator file the devnet launcher writes for
 * `devnet` (devnet/src/operatorConfig), read by kit's readOperatorConfig as main.ts reads it, and
 * the environment the launcher gives the API (the sandbox deliverer's and the name gateway's
 * devnet keys). The files are written to a temporary folder, removed once read.
 */
export async function readDevnetOperatorConfig(
  devnet: DevnetConfig,
): Promise<{ config: ResolvedOperatorConfig; env: Record<string, string> }> {
  const dir = mkdtempSync(join(tmpdir(), 'portico-operator-'))
  try {
    const env = devnetApiSecretEnv(devnet.accounts)
    const paths = writeDevnetOperatorConfig(devnet, join(dir, 'devnet.json'))
    return { config: await readOperatorConfig(paths.config, { env }), env }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
