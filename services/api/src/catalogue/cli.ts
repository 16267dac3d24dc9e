import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { describeDatabase, openDatabase } from '../openDatabase.js'
import { InvalidCatalogueFileError, validateCatalogueFile } from './catalogueFile.js'
import { importCatalogue } from './importCatalogue.js'

const USAGE = `Usage: npm run catalogue -w @portico/api -- <command> <file.json> [options]

Commands:
  import <file.json>    write the file's catalogue, all of it or nothing (one transaction)
  validate <file.json>  check the file only

Options:
  --merge               add or update the file's wallets, keep the others
                        (default: replace — the file's wallets become the whole list)
  --database-url <url>  PostgreSQL (default: $DATABASE_URL)
  --data-dir <dir>      SQLite folder when no database URL
                        (default: $PORTICO_DATA_DIR or .data/api at the repository root,
                        as the server)

The file format is CatalogueFile in src/catalogue/catalogueFile.ts; the default catalogue
(src/catalogue/defaultCatalogue.json) is an example.`

/** npm run -w runs in the workspace folder; a relative path means the caller's folder. */
function fromCaller(path: string): string {
  return resolve(process.env.INIT_CWD ?? process.cwd(), path)
}

/** `npm run catalogue -- import|validate <file.json>`: an operator's own wallet catalogue. */
async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      merge: { type: 'boolean', default: false },
      'database-url': { type: 'string' },
      'data-dir': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  })
  const [command, path, ...rest] = positionals
  if (values.help) {
    console.log(USAGE)
    return 0
  }
  if ((command !== 'import' && command !== 'validate') || !path || rest.length > 0) {
    console.error(USAGE)
    return 2
  }
  let text: string
  try {
    text = readFileSync(fromCaller(path), 'utf8')
  } catch (error) {
    console.error(`cannot read ${path}: ${(error as Error).message}`)
    return 1
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch (error) {
    console.error(`${path} is not JSON: ${(error as Error).message}`)
    return 1
  }
  const file = validateCatalogueFile(parsed)
  if (command === 'validate') {
    console.log(
      `${path}: valid, ${file.wallets.length} wallets, ${file.images?.length ?? 0} images`,
    )
    return 0
  }
  // The server's configuration (DATABASE_URL, PORTICO_DATA_DIR), unless the options say else.
  const env = {
    ...process.env,
    ...(values['data-dir'] && {
      PORTICO_DATA_DIR: fromCaller(values['data-dir']),
      DATABASE_URL: undefined,
    }),
    ...(values['database-url'] && { DATABASE_URL: values['database-url'] }),
  }
  const database = await openDatabase(env)
  try {
    const mode = values.merge ? 'merge' : 'replace'
    const result = await importCatalogue({ db: database.db, file, mode })
    console.log(
      `imported ${result.wallets} wallets and ${result.images} images from ${path} (${mode}); the catalogue in ${describeDatabase(env)} has ${result.total} wallets`,
    )
    return 0
  } finally {
    await database.destroy()
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code
  },
  (error: unknown) => {
    console.error(
      error instanceof InvalidCatalogueFileError
        ? error.message
        : `import failed, nothing was changed: ${(error as Error).message ?? String(error)}`,
    )
    process.exitCode = 1
  },
)
