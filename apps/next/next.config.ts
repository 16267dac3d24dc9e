import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The e2e run builds into a directory of its own (PORTICO_NEXT_DIST_DIR, e2e/specs/nextApp.ts),
  // so it never overwrites a developer's .next built for the default ports.
  distDir: process.env.PORTICO_NEXT_DIST_DIR || '.next',
}

export default nextConfig
