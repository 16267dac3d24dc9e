/**
 * How every browser test and benchmark launches Chromium: Debian's binary (never a downloaded
 * one), headless, with the background services that would try to reach the internet turned off.
 */
export const CHROMIUM_PATH = process.env.PORTICO_CHROMIUM ?? '/usr/bin/chromium'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
]
