import { ConfigError } from './configErrors.js'
import { OPERATOR_CONFIG_ARG, OPERATOR_CONFIG_ENV } from './operatorConfigConstants.js'

/**
 * The configuration file a service reads: `--config <path>` (or `--config=<path>`) among its
 * arguments wins, else PORTICO_CONFIG, else undefined. `argv` is the service's own arguments
 * (`process.argv.slice(2)`). A `--config` without a path throws a ConfigError.
 */
export function readOperatorConfigPath(
  argv: readonly string[],
  env: Record<string, string | undefined>,
): string | undefined {
  for (const [index, argument] of argv.entries()) {
    let value: string | undefined
    if (argument === OPERATOR_CONFIG_ARG) value = argv[index + 1]
    else if (argument.startsWith(`${OPERATOR_CONFIG_ARG}=`))
      value = argument.slice(OPERATOR_CONFIG_ARG.length + 1)
    else continue
    if (!value?.trim() || value.startsWith('--'))
      throw new ConfigError(OPERATOR_CONFIG_ARG, [
        { path: '', message: 'expected the path of the configuration file after it' },
      ])
    return value
  }
  return env[OPERATOR_CONFIG_ENV]?.trim() || undefined
}
