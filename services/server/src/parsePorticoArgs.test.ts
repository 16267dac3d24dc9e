import { describe, expect, it } from 'vitest'
import { parsePorticoArgs } from './parsePorticoArgs.js'

describe("issue 20: 'portico serve api|relay|secure|all --config portico.config.json', 'portico secrets generate'", () => {
  it.each([
    [[], { kind: 'help' }],
    [['--help'], { kind: 'help' }],
    [['--version'], { kind: 'version' }],
    [['serve', 'api'], { kind: 'serve', services: ['api'], configArgv: [] }],
    [['serve', 'relay'], { kind: 'serve', services: ['relay'], configArgv: [] }],
    [
      ['serve', 'secure', '--config', 'p.yaml'],
      { kind: 'serve', services: ['secure'], configArgv: ['--config', 'p.yaml'] },
    ],
    [
      ['serve', 'all', '--config=portico.config.json'],
      {
        kind: 'serve',
        services: ['api', 'relay', 'secure'],
        configArgv: ['--config', 'portico.config.json'],
      },
    ],
    [['secrets', 'generate'], { kind: 'secrets', format: 'env' }],
    [['secrets', 'generate', '--json'], { kind: 'secrets', format: 'json' }],
    [['projects', 'list', '--json'], { kind: 'projects', argv: ['list', '--json'] }],
    [['backup', 'secure', '--to', 'b.sqlite'], { kind: 'backup', to: 'b.sqlite' }],
  ])('%j → %j', (argv, command) => {
    expect(parsePorticoArgs(argv)).toEqual(command)
  })

  it.each([
    [['serve'], 'serve takes one of api, relay, secure, all'],
    [['serve', 'web'], "serve takes one of api, relay, secure, all, got 'web'"],
    [['serve', 'api', 'relay'], "got 'api relay'"],
    [['serve', 'api', '--config='], '--config needs a file'],
    [['serve', 'api', '--port', '1'], "Unknown option '--port'"],
    [['secrets'], "secrets takes one command: 'generate'"],
    [['secrets', 'rotate'], "secrets takes one command: 'generate'"],
    [['deploy'], "unknown command 'deploy'"],
    [['backup', 'api', '--to', 'b.sqlite'], "backup takes one service: 'secure'"],
    [['backup', 'secure'], 'backup secure needs --to <file>'],
  ])('%j is a usage error: %s', (argv, message) => {
    const command = parsePorticoArgs(argv)
    expect(command.kind).toBe('usage-error')
    expect(command.kind === 'usage-error' && command.message).toContain(message)
  })
})
