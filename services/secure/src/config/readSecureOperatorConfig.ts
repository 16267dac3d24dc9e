import { existsSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  type ResolvedOperatorConfig,
  readOperatorConfig,
  readOperatorConfigPath,
} from '@portico/kit'

/** The devnet's file when PORTICO_DEVNET_CONFIG names none (devnet/devnet.json of this repository). */
const DEVNET_FILE = fileURLToPath(new URL('../../../../devnet/devnet.json', import.meta.url))

/** What the devnet launcher names the operator file beside a devnet file (devnet.json → devnet.portico.config.json). */
const DEVNET_OPERATOR_FILE_SUFFIX = '.portico.config.json'

/** Parameters of {@link secureOperatorConfigPath} and {@link readSecureOperatorConfig}. */
export type SecureOperatorConfigParameters = {
  /** The site's own arguments (`process.argv.slice(2)`): `--config <path>`. */
  argv: readonly string[]
  env: Record<string, string | undefined>
  /** Fetches token lists named by URL. @default globalThis.fetch */
  fetch?: typeof fetch | undefined
}

/**
 * The operator file the secure site reads: `--config`, else PORTICO_CONFIG; on the devnet
 * (PORTICO_SECURE_DEVNET=1) with neither, the one the devnet wrote beside its devnet file
 * (PORTICO_DEVNET_CONFIG, default devnet/devnet.json) when it exists. Undefined: none.
 */
export function secureOperatorConfigPath({
  argv,
  env,
}: SecureOperatorConfigParameters): string | undefined {
  const named = readOperatorConfigPath(argv, env)
  if (named || env.PORTICO_SECURE_DEVNET !== '1') return named
  const devnetFile = env.PORTICO_DEVNET_CONFIG || DEVNET_FILE
  const path = join(
    dirname(devnetFile),
    `${basename(devnetFile).replace(/\.json$/i, '')}${DEVNET_OPERATOR_FILE_SUFFIX}`,
  )
  return existsSync(path) ? path : undefined
}

/**
 * The operator file's chains and clusters for the secure site (the frame's networks, Farcaster's
 * IdRegistry), read and checked as every service reads it — but without its secrets: the site uses
 * none, so it is not given them. Undefined when there is no file; throws the reader's ConfigError.
 */
export async function readSecureOperatorConfig(
  parameters: SecureOperatorConfigParameters,
): Promise<ResolvedOperatorConfig | undefined> {
  const path = secureOperatorConfigPath(parameters)
  if (!path) return undefined
  return readOperatorConfig(path, {
    env: parameters.env,
    ...(parameters.fetch ? { fetch: parameters.fetch } : {}),
    requireSecrets: false,
  })
}
