/** Test helpers of the secure server (`@portico/secure/testing`). */
export { createTestDevice, type DpopProofParameters, type TestDevice } from './createTestDevice.js'
export { createTestWalletKeys, type TestWalletKeys } from './createTestWalletKeys.js'
export {
  type SignInAtIdentityProviderParameters,
  signInAtIdentityProvider,
} from './signInAtIdentityProvider.js'
export {
  type StartTestSecureParameters,
  startTestSecure,
  TEST_FRAME_SCRIPT,
  type TestResponse,
  type TestSecure,
} from './startTestSecure.js'
