/** The development identity provider: oidc-provider for every social login, and the Farcaster relay stand-in. */
export { IDENTITY_PROVIDER_SCOPES } from './createIdentityProvider.js'
export {
  FARCASTER_CHANNEL_TTL_MS,
  FARCASTER_SIWE_CHAIN_ID,
  type FarcasterAccount,
  type FarcasterCompletion,
} from './farcaster/createFarcasterRelay.js'
export { FARCASTER_APPROVE_PATH } from './farcaster/handleFarcaster.js'
export {
  type DevnetSocialClient,
  getDevnetRedirectUris,
  getDevnetSocialClients,
  getDevnetSocialEnv,
  SOCIAL_CALLBACK_PATH,
} from './socialClients.js'
export {
  DEVNET_SOCIAL_PROVIDERS,
  type DevnetSocialProvider,
  SOCIAL_PROVIDER_NAMES,
} from './socialProviders.js'
export {
  type IdentityProvider,
  type StartIdentityProviderParameters,
  startIdentityProvider,
} from './startIdentityProvider.js'
export { getProviderUsername, TEST_USERS, type TestUser } from './testUsers.js'
