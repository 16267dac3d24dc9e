import { describe, expect, it } from 'vitest'
import { ConfigError } from './configErrors.js'
import { readOperatorConfigPath } from './readOperatorConfigPath.js'

/** Issue 18: "environment variables for secrets and overrides" — which file a service reads. */
describe('readOperatorConfigPath: `--config <path>` wins, else PORTICO_CONFIG, else undefined', () => {
  it.each([
    ['--config <path>', ['--config', 'a.yaml'], { PORTICO_CONFIG: 'b.yaml' }, 'a.yaml'],
    ['--config=<path>', ['--port', '1', '--config=a.json'], {}, 'a.json'],
    ['PORTICO_CONFIG without --config', ['--port', '1'], { PORTICO_CONFIG: ' b.yaml ' }, 'b.yaml'],
    ['neither', [], {}, undefined],
    ['an empty PORTICO_CONFIG counts as unset', [], { PORTICO_CONFIG: '' }, undefined],
  ])('%s', (_rule, argv, env, expected) => {
    expect(readOperatorConfigPath(argv, env)).toBe(expected)
  })

  it.each([
    ['--config last', ['--config']],
    ['--config followed by another option', ['--config', '--port']],
    ['--config= empty', ['--config=']],
  ])('a --config without a path is refused: %s', (_rule, argv) => {
    expect(() => readOperatorConfigPath(argv, {})).toThrow(ConfigError)
    expect(() => readOperatorConfigPath(argv, {})).toThrow(
      '--config: expected the path of the configuration file after it',
    )
  })
})
