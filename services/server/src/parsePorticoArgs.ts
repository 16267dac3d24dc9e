import { parseArgs } from 'node:util'

/** The services `portico serve` starts, by name; `all` is every one, in this order. */
export const SERVICE_NAMES = ['api', 'relay', 'secure'] as const
export type ServiceName = (typeof SERVICE_NAMES)[number]

export const PORTICO_USAGE = `usage:
  portico serve <api|relay|secure|all> [--config <file>]
      Starts the service(s); the operator configuration (JSON or YAML) from --config or
      PORTICO_CONFIG, every other setting from the environment (docs/operating.md).
  portico secrets generate [--json]
      Prints a fresh value for every secret the services take, as environment lines.
  portico backup secure --to <file>
      Backs up the secure site's SQLite database while it runs (PostgreSQL: pg_dump -Fc;
      docs/backups.md).
  portico projects <create|list|show|edit|delete> …
      Manages the API's projects (portico projects --help).
  portico --version | --help`

/** What the command line asks for. */
export type PorticoCommand =
  | { kind: 'help' }
  | { kind: 'version' }
  | { kind: 'usage-error'; message: string }
  | { kind: 'secrets'; format: 'env' | 'json' }
  | { kind: 'projects'; argv: string[] }
  | { kind: 'backup'; to: string }
  | { kind: 'serve'; services: ServiceName[]; configArgv: string[] }

/** Reads `portico`'s command line; a wrong one is a usage error naming what is wrong. */
export function parsePorticoArgs(argv: readonly string[]): PorticoCommand {
  const [command, ...rest] = argv
  if (command === undefined || command === '--help' || command === '-h' || command === 'help')
    return { kind: 'help' }
  if (command === '--version' || command === '-v') return { kind: 'version' }
  if (command === 'projects') return { kind: 'projects', argv: rest }
  let parsed: ReturnType<typeof parseArgs>
  try {
    parsed = parseArgs({
      args: rest,
      allowPositionals: true,
      strict: true,
      options:
        command === 'serve'
          ? { config: { type: 'string' } }
          : command === 'secrets'
            ? { json: { type: 'boolean' } }
            : command === 'backup'
              ? { to: { type: 'string' } }
              : {},
    })
  } catch (error) {
    return { kind: 'usage-error', message: (error as Error).message }
  }
  const { positionals, values } = parsed
  if (command === 'secrets') {
    if (positionals.length !== 1 || positionals[0] !== 'generate')
      return { kind: 'usage-error', message: "secrets takes one command: 'generate'" }
    return { kind: 'secrets', format: values.json ? 'json' : 'env' }
  }
  if (command === 'backup') {
    if (positionals.length !== 1 || positionals[0] !== 'secure')
      return { kind: 'usage-error', message: "backup takes one service: 'secure'" }
    if (typeof values.to !== 'string' || values.to === '')
      return { kind: 'usage-error', message: 'backup secure needs --to <file>' }
    return { kind: 'backup', to: values.to }
  }
  if (command === 'serve') {
    const [which, ...extra] = positionals
    if (which === undefined || extra.length > 0 || !isServiceChoice(which))
      return {
        kind: 'usage-error',
        message: `serve takes one of ${[...SERVICE_NAMES, 'all'].join(', ')}${which === undefined ? '' : `, got '${[which, ...extra].join(' ')}'`}`,
      }
    const config = values.config
    if (config === '') return { kind: 'usage-error', message: '--config needs a file' }
    return {
      kind: 'serve',
      services: which === 'all' ? [...SERVICE_NAMES] : [which],
      configArgv: typeof config === 'string' ? ['--config', config] : [],
    }
  }
  return { kind: 'usage-error', message: `unknown command '${command}'` }
}

function isServiceChoice(value: string): value is ServiceName | 'all' {
  return value === 'all' || (SERVICE_NAMES as readonly string[]).includes(value)
}
