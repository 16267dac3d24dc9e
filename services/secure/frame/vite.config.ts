import { fileURLToPath } from 'node:url'
import { defaultClientConditions, defineConfig } from 'vite'

/**
 * Builds the frame page's script (src/main.ts: keys, shares, signing, screens) into
 * dist/frame.js — one self-contained ES module the secure server serves at FRAME_SCRIPT_URL_PATH
 * beside the page it renders (services/secure/src/frame/renderFramePage.ts). No inline script:
 * the page's CSP allows only the server's own scripts. Workspace packages resolve to their sources.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  publicDir: false,
  logLevel: 'warn',
  resolve: { conditions: ['source', ...defaultClientConditions] },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    minify: true,
    sourcemap: false,
    reportCompressedSize: false,
    chunkSizeWarningLimit: 1_000,
    modulePreload: false,
    // An app build of a script entry (not lib mode, which leaves ES output half minified).
    rollupOptions: {
      input: fileURLToPath(new URL('./src/main.ts', import.meta.url)),
      output: { entryFileNames: 'frame.js', codeSplitting: false },
    },
  },
})
