/** A started service, as `serve*` functions return it: where it listens and how to stop it. */
export type RunningService = {
  /** What it is, for messages: `API`, `relay`, `secure site`. */
  name: string
  /** Where it answers (http:// or ws://). */
  url: string
  /** One line saying how it runs (database, storage, chains…), printed once it listens. */
  description: string
  /**
   * Says it is about to stop: its /ready answers 503 'draining' from now on, so a balancer stops
   * sending it work while it still serves what arrives. @default nothing to mark
   */
  markDraining?(): void
  /**
   * Stops it: no new work, in-flight requests finish, then its connections and database close.
   * Resolves when everything is closed.
   */
  close(): Promise<void>
}
