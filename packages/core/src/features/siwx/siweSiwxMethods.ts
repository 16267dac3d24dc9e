import type { SiwxConfig, SiwxMessage, SiwxSession } from '../../config/options.js'
import { InvalidConfigurationError } from '../../errors/config.js'
import type { SiweConfig, SiweSession } from './SiweConfig.js'

/** The async half of `siweConfigToSiwx`: what runs when a sign-in or sign-out happens. */
export type SiweSiwxMethods = Required<
  Pick<SiwxConfig, 'createMessage' | 'verify' | 'getSessions' | 'signOut'>
>

const EIP155_PREFIX = 'eip155:'

/** A session the backend answered, when it has an address and an EIP-155 chain id; else none. */
function readSession(session: SiweSession | null | undefined): SiweSession | undefined {
  if (!session || typeof session.address !== 'string') return undefined
  return Number.isSafeInteger(session.chainId) && session.chainId > 0 ? session : undefined
}

/**
 * The upstream widget's SIWE behaviour on `siweConfig`'s callbacks (see `siweConfigToSiwx`):
 * - `createMessage` takes the params of `getMessageParams()` (domain and uri default to the page's
 *   host and origin), a nonce of `getNonce(address)` and the dApp's `createMessage` text;
 * - `verify` asks `verifyMessage` and, when it accepts, calls `onSignIn({ address, chainId })`;
 * - `getSessions` reads `getSession()`: a session of another account signs out first
 *   (`signOutOnAccountChange`) and one of another network does not count (`signOutOnNetworkChange`),
 *   so the modal asks again; non-EVM networks count as signed in (SIWE signs in on EVM only);
 * - `signOut` calls the dApp's `signOut` then `onSignOut`, one call at a time.
 */
export function createSiweSiwxMethods(config: SiweConfig): SiweSiwxMethods {
  const signOutOnAccountChange = config.signOutOnAccountChange ?? true
  const signOutOnNetworkChange = config.signOutOnNetworkChange ?? true

  let signingOut: Promise<void> | undefined
  const signOut = (): Promise<void> => {
    signingOut ??= (async () => {
      try {
        await config.signOut()
        config.onSignOut?.()
      } finally {
        signingOut = undefined
      }
    })()
    return signingOut
  }

  return {
    signOut,

    async createMessage({ accountAddress, chainId }): Promise<SiwxMessage> {
      const chain = evmChainId(chainId)
      const params = (await config.getMessageParams?.()) ?? {}
      const domain = params.domain ?? globalThis.location?.host
      const uri = params.uri ?? globalThis.location?.origin
      if (!domain || !uri)
        throw new InvalidConfigurationError(
          '`siweConfig.getMessageParams()` must give `domain` and `uri` outside a browser page',
        )
      const nonce = await config.getNonce(accountAddress)
      if (!nonce) throw new InvalidConfigurationError('`siweConfig.getNonce()` gave no nonce')
      const issuedAt = params.iat ?? new Date().toISOString()
      const fields = {
        domain,
        uri,
        statement: params.statement,
        resources: params.resources,
        requestId: params.requestId,
        exp: params.exp,
        nbf: params.nbf,
      }
      const text = await config.createMessage({
        ...fields,
        address: accountAddress,
        chainId: chain,
        nonce,
        version: '1',
        iat: issuedAt,
      })
      return withoutUndefined({
        accountAddress,
        chainId,
        domain,
        uri,
        version: '1',
        nonce,
        statement: params.statement,
        resources: params.resources,
        requestId: params.requestId,
        issuedAt,
        expirationTime: params.exp,
        notBefore: params.nbf,
        serializedMessage: text,
      })
    },

    async verify({ message, signature }) {
      if (!message.serializedMessage) return false
      const valid = await config.verifyMessage({ message: message.serializedMessage, signature })
      if (valid)
        config.onSignIn?.({ address: message.accountAddress, chainId: evmChainId(message.chainId) })
      return valid
    },

    async getSessions({ chainId, accountAddress }): Promise<readonly SiwxSession[]> {
      if (!chainId.startsWith(EIP155_PREFIX)) return [{ accountAddress, chainId }]
      const session = readSession(await config.getSession())
      if (!session) return []
      const sessionChainId = `${EIP155_PREFIX}${session.chainId}`
      if (
        session.address.toLowerCase() !== accountAddress.toLowerCase() &&
        signOutOnAccountChange
      ) {
        await signOut()
        return []
      }
      if (sessionChainId !== chainId && signOutOnNetworkChange) return []
      return [{ accountAddress: session.address, chainId: sessionChainId }]
    },
  }
}

/** The EIP-155 chain id of a CAIP-2 `eip155:<id>` network; SIWE signs in on EVM networks only. */
function evmChainId(chainId: string): number {
  const id = chainId.startsWith(EIP155_PREFIX) ? Number(chainId.slice(EIP155_PREFIX.length)) : NaN
  if (!Number.isSafeInteger(id) || id <= 0)
    throw new InvalidConfigurationError(
      `\`siweConfig\` signs in on EVM networks only, not on '${chainId}'`,
    )
  return id
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T
}
