/** Test helpers of the secure server (`@portico/secure/testing`). */
export { startTestFarcasterRelay, type TestFarcasterRelay } from './startTestFarcasterRelay.js'
export {
  type StartTestOidcProviderParameters,
  startTestOidcProvider,
  type TestOidcAccount,
  type TestOidcProvider,
} from './startTestOidcProvider.js'
export {
  type StartTestSecureParameters,
  startTestSecure,
  TEST_FRAME_HTML,
  type TestResponse,
  type TestSecure,
} from './startTestSecure.js'
export { startTestSmtpServer, type TestMail, type TestSmtpServer } from './startTestSmtpServer.js'
