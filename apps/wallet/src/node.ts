/** Node-side helpers of the test wallet: the inject script for Playwright, its build and server. */
export {
  type BuildInjectBundleParameters,
  buildInjectBundle,
  isInjectBundleStale,
} from './node/buildInjectBundle.js'
export {
  type CreateWalletServerParameters,
  createWalletServer,
  type WalletServer,
} from './node/createWalletServer.js'
export {
  type GetInjectScriptParameters,
  getInjectConfigPrefix,
  getInjectScript,
} from './node/getInjectScript.js'
export {
  type GetServedTestWalletsConfigParameters,
  type GetServedTestWalletsConfigReturnType,
  getServedTestWalletsConfig,
} from './node/getServedTestWalletsConfig.js'
export { DEVNET_JSON_PATH, INJECT_BUNDLE_PATH } from './node/paths.js'
