/**
 * `npm start`: runs the whole local stack (devnet, sample wallet, demo) in one terminal.
 * `npm start -- --only devnet,wallet` runs a subset; `npm start -- --help` lists the options.
 */
import { runStackCommand } from '../devnet/src/stack/runStackCommand'

const exitCode = await runStackCommand({ argv: process.argv.slice(2) })
process.exitCode = exitCode
// Exit even if a library left a handle open; the timer itself does not keep the process alive.
setTimeout(() => process.exit(exitCode), 1_000).unref()
