import { renameSync, writeFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import type { DevnetConfig } from '../devnetFile.js'
import { DEFAULT_DEVNET_CONFIG_PATH } from '../paths.js'
import { buildDevnetOperatorConfig } from './buildDevnetOperatorConfig.js'
import { buildDevnetTokenList } from './devnetTokenList.js'

/** What the operator file of a devnet file is named: `<devnet file's stem>` + this. */
export const DEVNET_OPERATOR_CONFIG_SUFFIX = '.portico.config.json'

/** What the devnet's token list is named: `<devnet file's stem>` + this. */
export const DEVNET_TOKEN_LIST_SUFFIX = '.tokenlist.json'

/** Where the files of {@link writeDevnetOperatorConfig} go. */
export type DevnetOperatorConfigPaths = {
  /** The operator configuration the API reads (`--config`): `devnet/devnet.portico.config.json`. */
  config: string
  /** Its EVM chains' token list: `devnet/devnet.tokenlist.json`. */
  tokenList: string
}

/**
 * The operator files beside a devnet file: `devnet.json` → `devnet.portico.config.json` and
 * `devnet.tokenlist.json` in the same folder, so a devnet moved by PORTICO_DEVNET_CONFIG (the e2e
 * stack's, per port offset) has its own.
 */
export function devnetOperatorConfigPaths(
  devnetConfigPath: string = DEFAULT_DEVNET_CONFIG_PATH,
): DevnetOperatorConfigPaths {
  const stem = basename(devnetConfigPath).replace(/\.json$/i, '')
  const folder = dirname(devnetConfigPath)
  return {
    config: join(folder, `${stem}${DEVNET_OPERATOR_CONFIG_SUFFIX}`),
    tokenList: join(folder, `${stem}${DEVNET_TOKEN_LIST_SUFFIX}`),
  }
}

/**
 * Writes the local world's operator configuration and its token list beside the devnet file,
 * each atomically (temporary file + rename), the list first: a reader never sees a file naming a
 * list not written yet. Called wherever devnet.json is written.
 */
export function writeDevnetOperatorConfig(
  config: DevnetConfig,
  devnetConfigPath: string = DEFAULT_DEVNET_CONFIG_PATH,
): DevnetOperatorConfigPaths {
  const paths = devnetOperatorConfigPaths(devnetConfigPath)
  writeJsonAtomically(paths.tokenList, buildDevnetTokenList(config))
  writeJsonAtomically(
    paths.config,
    buildDevnetOperatorConfig(config, { tokenList: basename(paths.tokenList) }),
  )
  return paths
}

function writeJsonAtomically(path: string, value: unknown): void {
  const temporary = `${path}.${process.pid}.tmp`
  writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`)
  renameSync(temporary, path)
}
