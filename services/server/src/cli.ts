/**
 * `portico`: Portico's services as one installed program (docs/operating.md).
 *   portico serve api|relay|secure|all [--config portico.config.yaml]
 *   portico secrets generate [--json]
 *   portico backup secure --to <file>
 *   portico projects <command>   (create, list, show, edit, delete; --help)
 */
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { projectsCommand } from '@portico/api'
import { runServices } from '@portico/kit'
import { backupSecureDatabase } from '@portico/secure'
import { formatSecrets, generateSecrets } from './generateSecrets.js'
import { PORTICO_USAGE, parsePorticoArgs } from './parsePorticoArgs.js'
import { serviceStarters } from './serviceStarters.js'

/** The installed program's own folder (dist/): the frame page it ships sits beside it. */
const PROGRAM_DIR = dirname(fileURLToPath(import.meta.url))

/** The version of @portico/server (its package.json sits one folder up, in the source and installed). */
const PORTICO_VERSION: string = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
).version

/**
 * Where the services keep their SQLite files when PORTICO_DATA_DIR is not set: `portico-data/` in
 * the folder the program is started from (never inside the installed package, which an upgrade
 * replaces).
 */
const DEFAULT_DATA_DIR = join(process.cwd(), 'portico-data')

const env = process.env
const command = parsePorticoArgs(process.argv.slice(2))
switch (command.kind) {
  case 'help':
    console.log(PORTICO_USAGE)
    break
  case 'version':
    console.log(PORTICO_VERSION)
    break
  case 'usage-error':
    console.error(`error: ${command.message}\n\n${PORTICO_USAGE}`)
    process.exitCode = 2
    break
  case 'secrets':
    console.log(formatSecrets(generateSecrets(), command.format))
    break
  case 'projects':
    process.exitCode = await projectsCommand({
      argv: command.argv,
      env,
      defaultDataDir: DEFAULT_DATA_DIR,
      stdout: (line) => console.log(line),
      stderr: (line) => console.error(line),
    })
    break
  case 'backup':
    try {
      const written = await backupSecureDatabase({
        env,
        defaultDataDir: DEFAULT_DATA_DIR,
        to: command.to,
      })
      console.log(`backed up the secure site's database to ${written}`)
    } catch (error) {
      console.error(`error: ${(error as Error).message}`)
      process.exitCode = 1
    }
    break
  case 'serve':
    await runServices(
      serviceStarters(command.services, {
        argv: command.configArgv,
        env,
        defaultDataDir: DEFAULT_DATA_DIR,
        frameDir: join(PROGRAM_DIR, 'frame'),
      }),
      { env },
    )
    break
}
