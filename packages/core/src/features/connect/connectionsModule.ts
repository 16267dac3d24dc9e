/** Switching and disconnecting one wallet of a namespace, loaded on first use. */
export { disconnectConnection } from './disconnectConnection.js'
export { switchConnection } from './switchConnection.js'
