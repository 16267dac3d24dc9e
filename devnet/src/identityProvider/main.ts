/**
 * `npm run idp`: the development identity provider alone on http://127.0.0.1:4004
 * (PORTICO_IDP_PORT) until SIGINT or SIGTERM. Clients: SOCIAL_<PROVIDER>_CLIENT_ID/_SECRET or the
 * devnet's; redirect URIs: PORTICO_IDP_REDIRECT_URIS or the secure site's callback
 * (PORTICO_SECURE_PORT). Prints which test user signed in where, never a secret, code or token.
 */
import { getPort } from '../ports.js'
import { startIdentityProvider } from './startIdentityProvider.js'

/** The line `npm start` waits for. */
const IDENTITY_PROVIDER_READY_LINE = 'Portico identity provider on'

const idp = await startIdentityProvider({
  port: getPort('identityProvider'),
  onLogin: ({ userId, provider }) => console.log(`${userId} signed in with ${provider}`),
  onError: (message) => console.error(message),
}).catch((error: unknown) => {
  console.error(`identity provider failed to start: ${(error as Error).message}`)
  process.exit(1)
})

console.log(
  `${IDENTITY_PROVIDER_READY_LINE} ${idp.issuer} (clients ${idp.clients.map((c) => c.clientId).join(', ')}; redirect ${idp.redirectUris.join(', ')})`,
)

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    void idp.close().finally(() => process.exit(0))
  })
