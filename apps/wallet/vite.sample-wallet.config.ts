import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

/**
 * Builds the sample wallet page script (src/walletkit/page/main.ts, WalletKit included) into
 * dist-sample-wallet/sample-wallet.js: one self-contained ES module for the browser. Kept apart
 * from dist/, which the inject bundle's build empties.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  publicDir: false,
  logLevel: 'warn',
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist-sample-wallet',
    emptyOutDir: true,
    target: 'es2022',
    minify: true,
    sourcemap: false,
    reportCompressedSize: false,
    chunkSizeWarningLimit: 4_000,
    lib: {
      entry: fileURLToPath(new URL('./src/walletkit/page/main.ts', import.meta.url)),
      formats: ['es'],
      fileName: () => 'sample-wallet.js',
    },
    rollupOptions: { output: { codeSplitting: false } },
  },
})
