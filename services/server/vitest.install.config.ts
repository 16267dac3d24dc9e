import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

/**
 * The package test of @portico/server (`*.install.test.ts`): it packs the tarball, installs it with
 * npm outside the repository — compiling better-sqlite3 takes minutes of both cores — and runs the
 * installed program. `npm test` runs it as a step of its own, after the others, so that compile
 * never shares the machine with timed tests (scripts/test.ts); the root config leaves it out.
 */
export default defineConfig({
  root: fileURLToPath(new URL('../../', import.meta.url)),
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    include: ['services/server/src/**/*.install.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 600_000,
  },
})
