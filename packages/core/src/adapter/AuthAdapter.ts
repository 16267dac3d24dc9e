import type { SiwxMessage, SocialProvider, ThemeVariables } from '../config/options.js'
import type { AccountType } from '../state/types.js'
import type { ChainNamespace } from '../types/network.js'
import type { ConnectorAdapter } from './MultiNamespaceAdapter.js'

/** Spec §5 "connect email actions VERIFY_DEVICE, VERIFY_OTP, CONNECT". */
export type ConnectEmailAction = 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT'

/** Spec §5's social providers that log in through a popup (Farcaster has its own flow). */
export type PopupSocialProvider = Exclude<SocialProvider, 'farcaster'>

/**
 * The embedded wallet's user (spec §3 "Embedded-login user"): addresses only, never key material.
 * `address` and `chainId` are those of the chain asked for.
 */
export type AuthUser = {
  email: string | null
  address: string
  chainId: number | string
  accounts: readonly { type: AccountType; address: string }[]
  userName?: string | undefined
  /** The social login the user came from; absent for email. */
  socialProvider?: SocialProvider | undefined
  preferredAccountType: AccountType
  smartAccountDeployed: boolean
  /**
   * One-click sign-in (spec §3): the signature of the sign-in message the login signed, the text
   * signed, and its fields with this user's address. Core completes the sign-in from them.
   */
  signature?: string | undefined
  message?: string | undefined
  siwxMessage?: SiwxMessage | undefined
}

/** A minimal EIP-1193 provider (the embedded wallet's, per namespace). */
export type AuthProvider = {
  request(arguments_: { method: string; params?: unknown }): Promise<unknown>
  on(event: string, listener: (...arguments_: unknown[]) => void): void
  removeListener(event: string, listener: (...arguments_: unknown[]) => void): void
}

export type { EmbeddedFrameView } from '../state/types.js'

/**
 * What the adapter behind the AUTH connector does besides connecting (docs/embedded-wallet.md "The
 * adapter"): the email, social, Farcaster and update-email steps, each one frame request. Core's
 * actions (connectEmail, connectOtp, connectSocial …) find it through the AUTH connector and route
 * the modal between the steps; the adapter only talks to the frame.
 */
export type AuthAdapter = {
  /** The secure site's origin (the social popup's pages are of it). */
  readonly secureOrigin: string
  /** Sends the email login (a code or a device link by mail); says which step comes next. */
  connectEmail(parameters: { email: string }): Promise<{ action: ConnectEmailAction }>
  /**
   * Waits until the device link of the mail was opened (VERIFY_DEVICE), while the frame shows its
   * own 'check your inbox' screen (in EmailVerifyDevice); a code follows. Untimed.
   */
  connectDevice(): Promise<void>
  /**
   * The frame shows its own code screen (in EmailVerifyOtp), where the visitor types the mailed
   * code, and resolves once it accepted one: the user is logged in. The code never reaches the
   * dApp (issue 16). Untimed: it waits as long as the visitor needs.
   */
  connectOtp(): Promise<void>
  /** The authorize URL the social popup opens. */
  getSocialRedirectUri(parameters: { provider: PopupSocialProvider }): Promise<{ uri: string }>
  /**
   * Waits for the social login of the popup opened on the authorize URL: the secure site hands its
   * result to the frame, never to the dApp (issue 16). Untimed: the visitor is in the popup. Settles
   * once the session is open; the user and wallet come with the connection that follows.
   */
  connectSocial(): Promise<void>
  /** The Farcaster sign-in link (shown as a QR code). */
  getFarcasterUri(): Promise<{ url: string }>
  /** Waits until the Farcaster app approved the sign-in. */
  connectFarcaster(): Promise<AuthUser>
  /**
   * Changes the user's email to `email` on the frame's own screens: the visitor confirms, types
   * the code mailed to the current address (in UpdateEmailPrimaryOtp), then the code mailed to the
   * new one (in UpdateEmailSecondaryOtp). Resolves with the new address. Untimed.
   */
  updateEmail(parameters: { email: string }): Promise<{ newEmail: string }>
  /** The logged-in user on a chain (the current one by default). */
  getUser(parameters?: {
    chainId?: number | string | undefined
    preferredAccountType?: AccountType | undefined
  }): Promise<AuthUser>
  /** Gives the frame the widget's theme ('system' is resolved to light or dark by the adapter). */
  syncTheme(parameters: {
    themeMode: 'light' | 'dark' | 'system'
    themeVariables?: Readonly<ThemeVariables> | undefined
  }): Promise<void>
  /** Networks (EVM chain ids) on which the embedded wallet has smart accounts. */
  getSmartAccountEnabledNetworks(): Promise<readonly number[]>
  /** Opens the frame's key export screen (after re-authentication); the key never leaves it. */
  exportKey(): Promise<void>
  /** Aborts the frame's open requests ('Request was aborted'). */
  abort(): void
  /**
   * Places the frame over `slot` whenever it asks to be shown (the views of EmbeddedFrameView call
   * this with their slot element); returns what detaches it.
   */
  attachFrame(slot: HTMLElement): () => void
  /** The EIP-1193 provider of `namespace` (eip155, solana); its requests go to the frame. */
  getProvider(namespace: ChainNamespace): AuthProvider
}

/** The adapter behind the AUTH connector: a connector adapter that is also an AuthAdapter. */
export type AuthConnectorAdapter = ConnectorAdapter & AuthAdapter

const AUTH_METHODS = [
  'connectEmail',
  'connectOtp',
  'getSocialRedirectUri',
  'connectSocial',
  'attachFrame',
  'getProvider',
] as const

/** Whether a connector's adapter implements the auth methods. */
export function isAuthAdapter<T extends ConnectorAdapter>(
  adapter: T | undefined,
): adapter is T & AuthAdapter {
  if (!adapter) return false
  const record = adapter as Partial<Record<(typeof AUTH_METHODS)[number], unknown>>
  return (
    typeof (adapter as Partial<AuthAdapter>).secureOrigin === 'string' &&
    AUTH_METHODS.every((name) => typeof record[name] === 'function')
  )
}
