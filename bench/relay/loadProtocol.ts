import type { LoadSample } from './loadClients.js'
import type { RoundTripSample } from './roundTrips.js'

/** What the bench asks a load process (loadWorker.ts) over IPC. */
export type LoadCommand =
  /** Open `pairs` publisher/subscriber pairs on the relay (`relay`) or the echo server. */
  | { type: 'open'; url: string; pairs: number; relay: boolean }
  /** Publish `messages` over the pairs, a burst or paced at `ratePerSecond` (this process's share). */
  | { type: 'run'; messages: number; ratePerSecond: number | null }
  /** Pair `pairs` real dApps and wallets through the relay. */
  | { type: 'openSigners'; url: string; pairs: number }
  /** `requests` personal_sign round trips over the process's pairs, `concurrency` in flight on each. */
  | { type: 'sign'; requests: number; concurrency: number }
  /** Close every client. */
  | { type: 'close' }

/** A load process's answer to a command (and `done` once it is ready). */
export type LoadReply =
  | { type: 'done' }
  | { type: 'load'; sample: LoadSample }
  | { type: 'signed'; sample: RoundTripSample }
  | { type: 'error'; message: string }
