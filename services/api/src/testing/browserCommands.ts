import type { BrowserCommand } from 'vitest/node'
import type { startBrowserTestApi, stopBrowserTestApi } from './browserTestApi.js'

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Starts the real API on a free port for this test file (stop it with stopTestApi). */
    startTestApi: () => Promise<{ id: number; apiUrl: string }>
    /** Stops an API startTestApi started. */
    stopTestApi: (id: number) => Promise<void>
  }
}

type BrowserTestApi = {
  startBrowserTestApi: typeof startBrowserTestApi
  stopBrowserTestApi: typeof stopBrowserTestApi
}

/** Loaded through Vitest's module runner on first use (TypeScript source, the `source` condition). */
const load = (project: { import<T>(moduleId: string): Promise<T> }) =>
  project.import<BrowserTestApi>(new URL('./browserTestApi.ts', import.meta.url).pathname)

/**
 * Browser commands (vitest.config.ts, project `browser`) that run the real Portico API in the
 * Node process for React tests: `commands.startTestApi()` in a beforeAll, `stopTestApi(id)` in
 * the afterAll. Only the files that ask for it pay its start.
 */
export const testApiCommands: {
  startTestApi: BrowserCommand<[]>
  stopTestApi: BrowserCommand<[id: number]>
} = {
  startTestApi: async ({ project }) => (await load(project)).startBrowserTestApi(),
  stopTestApi: async ({ project }, id) => (await load(project)).stopBrowserTestApi(id),
}
