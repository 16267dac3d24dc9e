// README.md, "Building with Vite 8 (Rolldown)", type-checked by npm test (tsconfig.json) against
// the workspace's Vite.
import { defineConfig } from 'vite'

// #region readme
// vite.config.ts
export default defineConfig({
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'portico-core', test: /[\\/]@portico[\\/]core[\\/]/, tags: ['$initial'] },
          ],
        },
      },
    },
  },
})
// #endregion readme
