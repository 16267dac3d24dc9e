import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

/** Builds src/inject.ts into dist/inject.js: one self-contained IIFE, viem included. */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  publicDir: false,
  logLevel: 'warn',
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    minify: true,
    sourcemap: false,
    lib: {
      entry: fileURLToPath(new URL('./src/inject.ts', import.meta.url)),
      formats: ['iife'],
      name: 'PorticoTestWallet',
      fileName: () => 'inject.js',
    },
  },
})
