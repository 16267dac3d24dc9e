import type { TestProject } from 'vitest/node'
import { closedOrigin, startTestFrameServer } from './testFrameServer.js'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the test frame server (testFrame.html at /frame). */
    embeddedTestFrameOrigin: string
    /** A loopback origin nothing listens on. */
    embeddedClosedOrigin: string
  }
}

/** Browser project's global setup: the test frame on its own loopback origin. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startTestFrameServer()
  project.provide('embeddedTestFrameOrigin', server.origin)
  project.provide('embeddedClosedOrigin', await closedOrigin())
  return server.close
}
