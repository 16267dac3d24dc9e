/** Email login and email change, loaded on the first call of a `portico.email` method. */
export { connectDevice } from './connectDevice.js'
export { connectEmail } from './connectEmail.js'
export { connectOtp } from './connectOtp.js'
export { updateEmail } from './updateEmail.js'
