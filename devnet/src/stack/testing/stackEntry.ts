/**
 * The launcher as `npm start` runs it, but with the service table taken from
 * PORTICO_TEST_SERVICES (JSON), so tests can run it as a real process against fake services.
 * With PORTICO_TEST_CRASH_WHEN_READY=1 it throws an uncaught exception once the stack is ready.
 */
import { runStackCommand } from '../runStackCommand'
import type { ServiceDefinition } from '../services'

const services = JSON.parse(process.env.PORTICO_TEST_SERVICES ?? '[]') as ServiceDefinition[]
const crash = process.env.PORTICO_TEST_CRASH_WHEN_READY === '1'

// tsx runs this file in a child process of its own; tests need this process to kill it.
process.stdout.write(`launcher pid ${process.pid}\n`)

process.exitCode = await runStackCommand({
  argv: process.argv.slice(2),
  getServices: () => services,
  onReady: () => {
    if (crash)
      setTimeout(() => {
        throw new Error('the launcher crashed on purpose')
      })
  },
})
