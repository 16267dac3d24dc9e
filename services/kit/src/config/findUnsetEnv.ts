import { type ConfigProblem, toFieldPath } from './configErrors.js'

/** Fields naming an environment variable end in `Env` (`apiKeyEnv`, `delivererKeyEnv`). */
const ENV_FIELD = /Env$/

/**
 * Every `…Env` field of the file whose variable is not set (or empty): a secret the services
 * need is missing. Only the variable's name is reported, never a value.
 */
export function findUnsetEnv(
  value: unknown,
  env: Record<string, string | undefined>,
  at: (string | number)[] = [],
): ConfigProblem[] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => findUnsetEnv(item, env, [...at, index]))
  if (typeof value !== 'object' || value === null) return []
  return Object.entries(value).flatMap(([key, field]) => {
    if (ENV_FIELD.test(key) && typeof field === 'string')
      return env[field]?.trim()
        ? []
        : [
            {
              path: toFieldPath([...at, key]),
              message: `the environment variable ${field} is not set`,
            },
          ]
    return findUnsetEnv(field, env, [...at, key])
  })
}
