import { describeDatabase, openDatabase } from '../openDatabase.js'
import { createProjectRepository } from './createProjectRepository.js'
import { isExpectedCliError, PROJECTS_USAGE, runProjectsCli, UsageError } from './runProjectsCli.js'

/** What {@link projectsCommand} reads and where it writes. */
export type ProjectsCommandParameters = {
  /** The command and its options: `create --id … --name …`, `list`, `--help`… */
  argv: readonly string[]
  env: Record<string, string | undefined>
  /** Where SQLite keeps its file when PORTICO_DATA_DIR is not set. @default the API's */
  defaultDataDir?: string | undefined
  stdout(line: string): void
  stderr(line: string): void
}

/**
 * The projects command (`npm run projects -- …`, `portico projects …`): creates, lists, shows,
 * edits and deletes projects in the API's database (DATABASE_URL, else SQLite in
 * PORTICO_DATA_DIR). Resolves with the exit code: 0, 2 for a wrong command line (with the
 * usage), 1 for anything else (a message, no stack).
 */
export async function projectsCommand({
  argv,
  env,
  defaultDataDir,
  stdout,
  stderr,
}: ProjectsCommandParameters): Promise<number> {
  let database: Awaited<ReturnType<typeof openDatabase>> | undefined
  try {
    database = await openDatabase(env, defaultDataDir)
    await runProjectsCli({
      argv: [...argv],
      projects: createProjectRepository(database.db),
      stdout,
    })
    return 0
  } catch (error) {
    if (error instanceof UsageError) {
      stderr(`error: ${error.message}\n\n${PROJECTS_USAGE}`)
      return 2
    }
    if (isExpectedCliError(error)) stderr(`error: ${error.message}`)
    else
      stderr(
        `error: ${(error as Error)?.message ?? error} (database: ${describeDatabase(env, defaultDataDir)})`,
      )
    return 1
  } finally {
    await database?.destroy()
  }
}
