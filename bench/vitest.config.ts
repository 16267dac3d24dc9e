import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

/**
 * The bench's unit tests (its pure parts: medians, weight accounting, table formatting, argument
 * parsing). Run with `npx vitest run --root bench`; the root config does not include bench/.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: { include: ['src/**/*.test.ts'] },
})
