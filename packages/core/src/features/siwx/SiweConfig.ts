/**
 * The `siweConfig` option of createPortico(): sign-in with Ethereum (EIP-4361) in the shape of the
 * upstream widget's SIWE configuration. Core maps it onto its `siwx` path (siweConfigToSiwx), so a
 * SIWE dApp gets the same prompt, sign, verify, cancel and sign-out flow as a `siwx` one
 * (docs/options.md#siweconfig).
 */
export type SiweConfig = {
  /** A fresh nonce from the dApp's backend, for the account about to sign in. */
  getNonce(address?: string): Promise<string>
  /**
   * The message fields that do not depend on the account (domain, uri, statement, …).
   * @default domain: location.host, uri: location.origin
   */
  getMessageParams?(): Promise<SiweMessageParams>
  /** The EIP-4361 text the wallet signs (the `siwe` package's `prepareMessage()`, viem's `createSiweMessage`). */
  createMessage(args: SiweCreateMessageArgs): string | Promise<string>
  /** Checks the signature on the dApp's backend and opens its session; false refuses it. */
  verifyMessage(args: SiweVerifyMessageArgs): Promise<boolean>
  /** The backend's session, null when nobody is signed in. */
  getSession(): Promise<SiweSession | null>
  /** Ends the backend's session. */
  signOut(): Promise<boolean>
  /** Called after a sign-in was verified. */
  onSignIn?(session: SiweSession): void
  /** Called after a sign-out. */
  onSignOut?(): void
  /** Sign-in is on. @default true */
  enabled?: boolean | undefined
  /** Sign-in is required: the modal cannot be closed and Cancel disconnects. @default true */
  required?: boolean | undefined
  /** @default true (spec §4 "Sign out on disconnect defaults to true for sign-in-with-wallet") */
  signOutOnDisconnect?: boolean | undefined
  /** Another account in the wallet ends the session and asks again. @default true */
  signOutOnAccountChange?: boolean | undefined
  /** Another network asks to sign in again on it. @default true */
  signOutOnNetworkChange?: boolean | undefined
}

/** A signed-in account as the SIWE backend answers it: its address and EIP-155 chain id. */
export type SiweSession = { address: string; chainId: number }

/** What `createMessage` gets: the account, its network and the nonce, with the message params. */
export type SiweCreateMessageArgs = {
  address: string
  chainId: number
  nonce: string
  domain: string
  uri: string
  version: '1'
  statement?: string | undefined
  resources?: string[] | undefined
  requestId?: string | undefined
  /** Issued At (RFC 3339). */
  iat?: string | undefined
  /** Expiration Time (RFC 3339). */
  exp?: string | undefined
  /** Not Before (RFC 3339). */
  nbf?: string | undefined
}

/** What `getMessageParams` answers: the fields of every message of this dApp. */
export type SiweMessageParams = Partial<
  Omit<SiweCreateMessageArgs, 'address' | 'chainId' | 'nonce' | 'version'>
> & {
  /** The chains one sign-in may cover (EIP-155 ids); kept for configurations written upstream. */
  chains?: number[] | undefined
}

/** What `verifyMessage` gets: the signed text and the wallet's signature. */
export type SiweVerifyMessageArgs = { message: string; signature: string }
