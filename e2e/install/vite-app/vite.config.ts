import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

/** A fresh Vite React app's configuration: nothing Portico-specific. */
export default defineConfig({
  plugins: [react()],
})
