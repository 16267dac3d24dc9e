/**
 * A node for drainOnSignals.test.ts, run as its own process: a Fastify server with /health and
 * /ready (serveHealth) and GET /slow, which answers only once the test writes `release` to this
 * process's stdin. Run by runServices, as every service is: SIGTERM drains it with
 * PORTICO_DRAIN_SECONDS' grace.
 */
import { createInterface } from 'node:readline'
import Fastify from 'fastify'
import { serveHealth } from '../health/serveHealth.js'
import { readDrainMs } from './readDrainMs.js'
import { runServices } from './runServices.js'

const app = Fastify({ logger: { level: 'info' } })
serveHealth(app, { checks: {} })
const released = new Promise<void>((resolve) => {
  createInterface({ input: process.stdin }).on('line', (line) => {
    if (line === 'release') resolve()
  })
})
app.get('/slow', async (request) => {
  request.log.info('slow request started')
  await released
  return { done: true }
})
await runServices(
  [
    {
      name: 'draining server',
      async start() {
        const url = await app.listen({ host: '127.0.0.1', port: 0 })
        return {
          name: 'draining server',
          url,
          description: 'a fixture',
          markDraining: () => app.markDraining(),
          async close() {
            app.log.info('closing')
            await app.close()
            app.log.info('closed')
          },
        }
      },
    },
  ],
  { graceMs: readDrainMs(process.env) },
)
