/** Helpers for tests that need the devnet (`@portico/devnet/testing`). */
export { getFreePorts, isProcessAlive, occupyPort } from './freePorts.js'
export { startTestDevnet } from './startTestDevnet.js'
