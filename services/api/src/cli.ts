/**
 * `npm run projects -- <command>`: creates, lists, shows, edits and deletes projects in the API's
 * database (DATABASE_URL, else SQLite in PORTICO_DATA_DIR). Run with --help for the commands.
 */

import { describeDatabase, openDatabase } from './openDatabase.js'
import { createProjectRepository } from './projects/createProjectRepository.js'
import {
  isExpectedCliError,
  PROJECTS_USAGE,
  runProjectsCli,
  UsageError,
} from './projects/runProjectsCli.js'

const argv = process.argv.slice(2)
let database: Awaited<ReturnType<typeof openDatabase>> | undefined
try {
  database = await openDatabase()
  await runProjectsCli({
    argv,
    projects: createProjectRepository(database.db),
    stdout: (line) => console.log(line),
  })
} catch (error) {
  if (error instanceof UsageError) {
    console.error(`error: ${error.message}\n\n${PROJECTS_USAGE}`)
    process.exitCode = 2
  } else if (isExpectedCliError(error)) {
    console.error(`error: ${error.message}`)
    process.exitCode = 1
  } else {
    console.error(`error: ${(error as Error)?.message ?? error} (database: ${describeDatabase()})`)
    process.exitCode = 1
  }
} finally {
  await database?.destroy()
}
