/**
 * One load process of the relay bench (forked by startLoadProcesses): holds its share of the
 * publisher/subscriber pairs and of the real dApp/wallet pairs, and runs what the bench asks
 * over IPC. The bench's clients live in several such processes so that what is measured is the
 * relay, not one client process's event loop and garbage collector.
 */
import {
  type ClientPair,
  closePairs,
  openEchoPairs,
  openRelayPairs,
  runLoad,
} from './loadClients.js'
import type { LoadCommand, LoadReply } from './loadProtocol.js'
import { openRoundTripPair, type RoundTripPair, runRoundTrips } from './roundTrips.js'

let pairs: ClientPair[] = []
let signers: RoundTripPair[] = []

async function handle(command: LoadCommand): Promise<LoadReply> {
  switch (command.type) {
    case 'open':
      await closePairs(pairs)
      pairs = command.relay
        ? await openRelayPairs(command.url, command.pairs)
        : await openEchoPairs(command.url, command.pairs)
      return { type: 'done' }
    case 'run':
      return { type: 'load', sample: await runLoad(pairs, command) }
    case 'openSigners':
      await Promise.all(signers.map((s) => s.close()))
      signers = []
      for (let i = 0; i < command.pairs; i++) signers.push(await openRoundTripPair(command.url))
      return { type: 'done' }
    case 'sign': {
      // Every pair runs at once; one sample for the process.
      const runs = await Promise.all(
        signers.map((pair) =>
          runRoundTrips(pair, {
            requests: Math.ceil(command.requests / signers.length),
            concurrency: command.concurrency,
          }),
        ),
      )
      return {
        type: 'signed',
        sample: {
          latencies: runs.flatMap((r) => r.latencies),
          startedAtMs: Math.min(...runs.map((r) => r.startedAtMs)),
          endedAtMs: Math.max(...runs.map((r) => r.endedAtMs)),
          // Each run read the process's CPU over the same span: one of them is the process's.
          cpuUs: Math.max(...runs.map((r) => r.cpuUs)),
        },
      }
    }
    case 'close':
      await closePairs(pairs)
      await Promise.all(signers.map((s) => s.close()))
      pairs = []
      signers = []
      return { type: 'done' }
  }
}

process.on('message', (command: LoadCommand) => {
  handle(command).then(
    (reply) => process.send?.(reply),
    (error: Error) => process.send?.({ type: 'error', message: error.stack ?? String(error) }),
  )
})
process.send?.({ type: 'done' })
