/**
 * `npm run projects -- <command>`: creates, lists, shows, edits and deletes projects in the API's
 * database (DATABASE_URL, else SQLite in PORTICO_DATA_DIR). Run with --help for the commands.
 */
import { projectsCommand } from './projects/projectsCommand.js'

process.exitCode = await projectsCommand({
  argv: process.argv.slice(2),
  env: process.env,
  stdout: (line) => console.log(line),
  stderr: (line) => console.error(line),
})
