import { type Network, type SiwxConfig, type SiwxMessage, WalletResponseError } from '@portico/core'
import type { default as UniversalProvider } from '@walletconnect/universal-provider'
import { NAMESPACE_METHODS } from './namespaceMethods.js'
import type { SessionNamespaces } from './sessionAccounts.js'

/** The account the message template is made for: the wallet chooses the real one. */
const TEMPLATE_ACCOUNT = '0x0000000000000000000000000000000000000000'

/** What a one-click sign-in gave: the session, and the signed message when the wallet signed one. */
export type SiwxAuthentication = {
  session: { namespaces: SessionNamespaces } | undefined
  signIn?: { message: SiwxMessage; signature: string } | undefined
}

/** Parameters of `authenticateWithSiwx`. */
export type AuthenticateWithSiwxParameters = {
  provider: UniversalProvider
  /** The dApp's sign-in config: `createMessage` gives the nonce, domain, URI, statement, times. */
  siwx: SiwxConfig & Required<Pick<SiwxConfig, 'createMessage'>>
  /** The eip155 network being connected (its chain comes first: the wallet signs on it). */
  network: Network
  /** Every configured network (the other eip155 chains are offered too). */
  networks: readonly Network[]
  /** The proposal's namespaces (their rpcMap keeps the provider's reads off vendor hosts). */
  optionalNamespaces: Record<string, unknown>
}

/** What {@link authenticateWithSiwx} throws of its own: a sign-in by a non-eip155 account. */
export type AuthenticateWithSiwxErrorType = WalletResponseError

/**
 * One-click sign-in over WalletConnect, EVM chains only
 * (docs/walletconnect.md#one-click-sign-in-wc_sessionauthenticate): UniversalProvider's
 * `authenticate()` sends `wc_sessionAuthenticate` (CAIP-222) with the dApp's sign-in fields and a
 * ReCap of Portico's eip155 methods (and, as the SDK does, a session proposal as fallback for
 * wallets without it). The wallet answers with a CACAO: its EIP-4361 message (as WalletConnect
 * formats it, the ReCap's sentence after the statement) and EIP-191 signature become the SIWX
 * message and signature for `siwx.verify`. A wallet that only approved the fallback proposal gives
 * a session and no sign-in.
 */
export async function authenticateWithSiwx({
  provider,
  siwx,
  network,
  networks,
  optionalNamespaces,
}: AuthenticateWithSiwxParameters): Promise<SiwxAuthentication> {
  const template = await siwx.createMessage({
    accountAddress: TEMPLATE_ACCOUNT,
    chainId: network.caipNetworkId,
  })
  const chains = [
    network.caipNetworkId,
    ...networks
      .filter((n) => n.chainNamespace === 'eip155' && n.caipNetworkId !== network.caipNetworkId)
      .map((n) => n.caipNetworkId),
  ]
  const params: Parameters<UniversalProvider['authenticate']>[0] = {
    chains,
    domain: template.domain,
    uri: template.uri,
    nonce: template.nonce,
    methods: [...NAMESPACE_METHODS.eip155],
    ...(template.statement && { statement: template.statement }),
    ...(template.expirationTime && { exp: template.expirationTime }),
    ...(template.notBefore && { nbf: template.notBefore }),
    ...(template.requestId && { requestId: template.requestId }),
    ...(template.resources?.length && { resources: [...template.resources] }),
  }
  // UniversalProvider reads optionalNamespaces (rpcMap) from the same object; the SDK ignores it.
  const result = await provider.authenticate({ ...params, optionalNamespaces } as typeof params)
  const session = result.session as SiwxAuthentication['session']
  const cacao = result.auths?.[0]
  if (!cacao) return { session }
  const { p } = cacao
  // did:pkh:eip155:<reference>:<address>
  const [, , namespace, reference, accountAddress] = p.iss.split(':')
  if (namespace !== 'eip155' || !reference || !accountAddress)
    throw new WalletResponseError(`The wallet signed in as ${p.iss}, not an eip155 account`)
  const text = provider.client.formatAuthMessage({ request: p, iss: p.iss })
  const statement = text.split('\n')[3] || undefined
  const message: SiwxMessage = {
    accountAddress,
    chainId: `eip155:${reference}`,
    domain: p.domain,
    uri: p.aud ?? p.uri ?? template.uri,
    version: p.version ?? '1',
    nonce: p.nonce,
    statement,
    resources: p.resources,
    requestId: p.requestId,
    issuedAt: p.iat,
    expirationTime: p.exp,
    notBefore: p.nbf,
    serializedMessage: text,
  }
  return { session, signIn: { message, signature: cacao.s.s } }
}
