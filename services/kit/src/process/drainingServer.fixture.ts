/**
 * A node for drainOnSignals.test.ts, run as its own process: a Fastify server with /health and
 * /ready (serveHealth) and GET /slow, which answers only once the test writes `release` to this
 * process's stdin. Stops on SIGTERM through drainOnSignals with PORTICO_DRAIN_SECONDS' grace.
 */
import { createInterface } from 'node:readline'
import Fastify from 'fastify'
import { serveHealth } from '../health/serveHealth.js'
import { drainOnSignals, readDrainMs } from './drainOnSignals.js'

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
await app.listen({ host: '127.0.0.1', port: 0 })
drainOnSignals({
  markDraining: () => app.markDraining(),
  graceMs: readDrainMs(process.env),
  onSignal: (signal) => app.log.info({ signal }, 'draining'),
  async stop() {
    app.log.info('closing')
    await app.close()
    app.log.info('closed')
  },
})
