import { getDevnetSocialClients } from '../identityProvider/socialClients.js'
import {
  type IdentityProvider,
  startIdentityProvider,
} from '../identityProvider/startIdentityProvider.js'
import { getFreePorts } from './freePorts.js'

/**
 * The development identity provider for a test, on a free port (outside the ephemeral range),
 * with the devnet's default clients (the environment's SOCIAL_* overrides are ignored) and the
 * given redirect URIs. Point the secure site at it with `idp.socialEnv`; `close()` when done.
 */
export async function startTestIdentityProvider({
  redirectUris,
  onLogin,
}: {
  /** The secure site's `/social/callback` URL(s) under test. */
  redirectUris: readonly string[]
  onLogin?: (event: { userId: string; provider: string }) => void
}): Promise<IdentityProvider> {
  const [port = 0] = await getFreePorts(1)
  return startIdentityProvider({
    port,
    redirectUris,
    clients: getDevnetSocialClients({}),
    onLogin,
    onError: (message) => console.error(message),
  })
}
