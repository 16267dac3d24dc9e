/** Helpers for tests that need the devnet (`@portico/devnet/testing`). */

export { findNginx } from '../cluster/findNginx.js'
export {
  type Nginx,
  type NginxGroup,
  type NginxUpstreamGroup,
  type StartNginxParameters,
  startNginx,
} from '../cluster/startNginx.js'
export {
  devnetFarcasterRegistrations,
  type FarcasterIdRegistration,
} from '../deploy/deployFarcasterIdRegistry.js'
export type { IdentityProvider } from '../identityProvider/index.js'
export { getProviderUsername, TEST_USERS } from '../identityProvider/testUsers.js'
export type { CaughtMessage, MailCatcher } from '../mail/index.js'
export { type WaitForMailParameters, waitForMail } from '../mail/waitForMail.js'
export {
  BENCH_TOKEN_COUNT,
  MAINNET_LIKE_CHAINS,
  type MainnetLikeChainSpec,
  REAL_ENS,
} from '../mainnetLike/mainnetLikeChains.js'
export {
  DEFAULT_DEMO_AVATAR,
  type MainnetLikeChain,
  type MainnetLikeWorld,
  type StartMainnetLikeWorldOptions,
  startMainnetLikeWorld,
} from '../mainnetLike/startMainnetLikeWorld.js'
export { devnetNetwork } from './devnetNetwork.js'
export { getFreePorts, isProcessAlive, occupyPort } from './freePorts.js'
export {
  type ScriptedAnswer,
  type ScriptedCall,
  type ScriptedRpcServer,
  startScriptedRpcServer,
} from './startScriptedRpcServer.js'
export { startTestDevnet } from './startTestDevnet.js'
export {
  startTestFarcasterIdRegistry,
  type TestFarcasterIdRegistry,
} from './startTestFarcasterIdRegistry.js'
export { startTestIdentityProvider } from './startTestIdentityProvider.js'
export { startTestMailCatcher } from './startTestMailCatcher.js'
export { startTestMainnetLikeWorld } from './startTestMainnetLikeWorld.js'
