/** The send feature's async half, loaded on the first call of an async `portico.send` method. */
export { estimateSendGas } from './estimateSendGas.js'
export { fetchSendTokenBalances } from './fetchSendTokenBalances.js'
export { resolveReceiver } from './resolveReceiver.js'
export { sendTokens } from './sendTokens.js'
export { setSendMaxAmount } from './setSendMaxAmount.js'
