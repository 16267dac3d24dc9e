import type * as Wire from '@portico/protocol'
import type { ChainAdapter } from '../adapter/ChainAdapter.js'
import type { MultiNamespaceAdapter } from '../adapter/MultiNamespaceAdapter.js'
import type { LogLevel } from '../features/debug/logLevel.js'
import type { SiweConfig } from '../features/siwx/SiweConfig.js'
import type { PorticoInitialState } from '../ssr/PorticoInitialState.js'
import type { PorticoStorage } from '../storage/createStorage.js'
import type { Network } from '../types/network.js'

/** Social login providers, in their default order (docs/options.md#featuressocials). */
export const SOCIAL_PROVIDERS = Object.freeze([
  'google',
  'x',
  'farcaster',
  'discord',
  'apple',
  'github',
  'facebook',
] as const)
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

/** The social logins offered by default, in this order (docs/options.md#featuressocials). */
export const DEFAULT_SOCIALS: readonly SocialProvider[] = SOCIAL_PROVIDERS

/** Ways to connect on the Connect view. */
export type ConnectMethod = 'email' | 'social' | 'wallet'
/**
 * The Connect view's default order: email, social, wallet
 * (docs/options.md#featuresconnectmethodsorder).
 */
export const DEFAULT_CONNECT_METHODS_ORDER: readonly ConnectMethod[] = Object.freeze([
  'email',
  'social',
  'wallet',
])

/** Groups of wallets in the wallet list. */
export type ConnectorTypeOrderItem =
  | 'walletConnect'
  | 'recent'
  | 'injected'
  | 'featured'
  | 'custom'
  | 'external'
  | 'recommended'
/**
 * The default order of the wallet list's groups: walletConnect, recent, injected, featured, custom,
 * external, recommended (docs/options.md#featuresconnectortypeorder).
 */
export const DEFAULT_CONNECTOR_TYPE_ORDER: readonly ConnectorTypeOrderItem[] = Object.freeze([
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
])

/** Actions of the Account view. */
export type WalletFeature = 'onramp' | 'swaps' | 'receive' | 'send'
/** The Account view's default action order (docs/options.md#featureswalletfeaturesorder). */
export const DEFAULT_WALLET_FEATURES_ORDER: readonly WalletFeature[] = Object.freeze([
  'onramp',
  'swaps',
  'receive',
  'send',
])

/**
 * The feature toggles: the ones the remote configuration (`/appkit/v1/config`) may override
 * (docs/options.md#remote-configuration).
 */
export const FEATURE_TOGGLES = Object.freeze([
  'receive',
  'send',
  'swaps',
  'onramp',
  'email',
  'socials',
  'activity',
  'multiWallet',
  'branding',
] as const)
export type FeatureToggle = (typeof FEATURE_TOGGLES)[number]

/** Feature switches and orders of the widget. Every key is optional; see DEFAULT_FEATURES. */
export type Features = {
  /** Receive tokens (show the address and QR code). @default true */
  receive?: boolean | undefined
  /** Send tokens. @default true */
  send?: boolean | undefined
  /** Token swaps. @default true */
  swaps?: boolean | undefined
  /** Buy crypto through an on-ramp. @default true */
  onramp?: boolean | undefined
  /** Embedded wallet through email login. Off in pay mode. @default true */
  email?: boolean | undefined
  /**
   * Social login providers, in display order, or `false` for none (`[]` means the same). Off in
   * pay mode. @default DEFAULT_SOCIALS
   */
  socials?: false | readonly SocialProvider[] | undefined
  /** The Activity tab. @default true */
  activity?: boolean | undefined
  /** Several wallets connected at once per namespace. @default false */
  multiWallet?: boolean | undefined
  /** The modal's "UX by Portico" footer on the connect screens. @default true */
  branding?: boolean | undefined
  /**
   * Usage events and error reports; nothing is sent when off
   * (docs/options.md#featuresanalytics). @default true
   */
  analytics?: boolean | undefined
  /**
   * Order of the connect methods. Only orders: unlisted methods follow in the default order, and
   * the toggles decide what shows. @default DEFAULT_CONNECT_METHODS_ORDER
   */
  connectMethodsOrder?: readonly ConnectMethod[] | undefined
  /** Order of the wallet groups; unlisted ones follow. @default DEFAULT_CONNECTOR_TYPE_ORDER */
  connectorTypeOrder?: readonly ConnectorTypeOrderItem[] | undefined
  /** Order of the Account view's actions; unlisted ones follow. @default DEFAULT_WALLET_FEATURES_ORDER */
  walletFeaturesOrder?: readonly WalletFeature[] | undefined
}

/** Features with every default filled; orders always list every item once. */
export type ResolvedFeatures = {
  readonly receive: boolean
  readonly send: boolean
  readonly swaps: boolean
  readonly onramp: boolean
  readonly email: boolean
  /** `false` when social login is off; never an empty list. */
  readonly socials: false | readonly SocialProvider[]
  readonly activity: boolean
  readonly multiWallet: boolean
  readonly branding: boolean
  readonly analytics: boolean
  readonly connectMethodsOrder: readonly ConnectMethod[]
  readonly connectorTypeOrder: readonly ConnectorTypeOrderItem[]
  readonly walletFeaturesOrder: readonly WalletFeature[]
}

/**
 * Default features: everything a wallet widget is for is on (receive, send, swaps, on-ramp,
 * email, socials, activity, branding, analytics); several wallets at once is opt-in.
 */
export const DEFAULT_FEATURES: ResolvedFeatures = Object.freeze({
  receive: true,
  send: true,
  swaps: true,
  onramp: true,
  email: true,
  socials: DEFAULT_SOCIALS,
  activity: true,
  multiWallet: false,
  branding: true,
  analytics: true,
  connectMethodsOrder: DEFAULT_CONNECT_METHODS_ORDER,
  connectorTypeOrder: DEFAULT_CONNECTOR_TYPE_ORDER,
  walletFeaturesOrder: DEFAULT_WALLET_FEATURES_ORDER,
})

/** What the dApp tells the user about itself (shown by wallets when they connect). */
export type PorticoMetadata = { name: string; description: string; url: string; icons: string[] }

/** Light or dark; `system` follows the visitor's `prefers-color-scheme`. */
export type ThemeMode = 'light' | 'dark' | 'system'

/** Theme variables, turned into `--portico-*` CSS properties (docs/options.md#themevariables). */
export type ThemeVariables = {
  /** A colour mixed into the theme's surfaces. */
  colorMix?: string | undefined
  /** How much of `colorMix` to mix in, 0 to 100. */
  colorMixStrength?: number | undefined
  /** The accent colour (buttons, links). */
  accent?: string | undefined
  fontFamily?: string | undefined
  /** The font stack of addresses and other fixed-width text. @default 'ui-monospace, monospace' */
  fontFamilyMono?: string | undefined
  /** Base font size, a CSS length such as `16px`. */
  fontSizeMaster?: string | undefined
  /** Base border radius, a CSS length such as `4px`. */
  borderRadiusMaster?: string | undefined
  /** @default DEFAULT_Z_INDEX (999) */
  zIndex?: number | undefined
}

/** A wallet the dApp adds to the wallet list (docs/options.md#customwallets). */
export type CustomWallet = {
  id: string
  name: string
  imageUrl?: string | undefined
  rdns?: string | undefined
  mobileLink?: string | undefined
  desktopLink?: string | undefined
  webappLink?: string | undefined
}

/** Sign-in with Ethereum (EIP-4361), the upstream widget's shape; core runs it as `siwx`. */
export type { SiweConfig }
/**
 * Sign-in with X (any chain): what core itself calls. The sign-in work adds the rest (message
 * creation, session storage). Sessions end on disconnect unless `signOutOnDisconnect` is false
 * (docs/options.md#siwx).
 */
export type SiwxConfig = {
  signOut(): Promise<void>
  /** @default true */
  signOutOnDisconnect?: boolean | undefined
  /** Builds the message the account signs to sign in (a {@link SiwxMessage}). */
  createMessage?(input: { accountAddress: string; chainId: string }): Promise<SiwxMessage>
  /**
   * Has the connected wallet sign the message; resolves to the signature. Without it core asks the
   * active connection's adapter (`ChainAdapter.signMessage`) to sign `serializedMessage`.
   */
  signMessage?(input: { message: SiwxMessage }): Promise<string>
  /** Checks the signature and stores the session; false (or a throw) refuses it. */
  verify?(input: { message: SiwxMessage; signature: string }): Promise<boolean>
  /** Sign-in is required: the modal cannot be closed and Cancel disconnects. @default false */
  getRequired?(): boolean
  /**
   * The stored sessions of an account on a network (CAIP-2 `chainId`). When a wallet connects, or
   * the account or network changes, core prompts SIWXSignMessage unless this finds one; Cancel
   * on a required sign-in uses it to go back to the last network signed in on. Without
   * it, core prompts for every account and network not signed in by this instance.
   */
  getSessions?(input: { chainId: string; accountAddress: string }): Promise<readonly SiwxSession[]>
}

/**
 * A signed-in account on a network (CAIP-2 `chainId`), as the dApp's sign-in stores it: the
 * `@portico/siwx/server` session's (@portico/protocol) account and network, and when it ends
 * (ISO 8601) if known.
 */
export type SiwxSession = Pick<Wire.SiwxSession, 'accountAddress' | 'chainId'> & {
  expiresAt?: Wire.SiwxSession['expiresAt'] | undefined
}

/**
 * A sign-in message (CAIP-122; @portico/protocol's, as `@portico/siwx` builds and parses it);
 * `chainId` is the CAIP-2 network id. `serializedMessage` is the message as the wallet
 * shows it (the wallet signs this text); a dApp's own `createMessage` may leave it to the adapter.
 */
export type SiwxMessage = Wire.SiwxMessageFields & {
  serializedMessage?: Wire.SiwxMessage['serializedMessage'] | undefined
}

/** The account type new connections start with (docs/options.md#defaultaccounttypes). */
export type DefaultAccountTypes = {
  eip155?: 'eoa' | 'smartAccount' | undefined
  solana?: 'eoa' | 'smartAccount' | undefined
  polkadot?: 'eoa' | 'smartAccount' | undefined
  bip122?: 'payment' | 'ordinal' | undefined
}
/** Default account types: EVM smartAccount, Solana and Polkadot eoa, Bitcoin payment. */
export const DEFAULT_ACCOUNT_TYPES: Readonly<Required<DefaultAccountTypes>> = Object.freeze({
  eip155: 'smartAccount',
  solana: 'eoa',
  polkadot: 'eoa',
  bip122: 'payment',
})

/** The zone account names are registered under (`<name>.portico.eth`): the devnet's ENS zone. */
export const DEFAULT_ACCOUNT_NAME_ZONE = 'portico.eth'

/** Every option of createPortico(), each explained in docs/options.md. */
export type PorticoOptions = {
  /** The project id from the Portico API. Required: without it the modal shows an alert. */
  projectId: string
  /** Networks the dApp supports; the first is the default unless `defaultNetwork` is set. */
  networks: readonly [Network, ...Network[]]
  /**
   * Base URL of the Portico API (services/api), e.g. `http://127.0.0.1:4000` locally. Without it
   * the widget makes no API calls: features are local values only.
   */
  apiUrl?: string | undefined
  /**
   * Base URL of a Portico API deployment for visitors whose time zone is one of
   * RESTRICTED_TIMEZONES (mainland China, Hong Kong, Macau; [docs/options.md](docs/options.md#restrictedregionapiurl)), used in place of `apiUrl`
   * for every API call there, as the upstream widget served those visitors from other hosts
   * (docs/options.md#restrictedregionapiurl). @default apiUrl
   */
  restrictedRegionApiUrl?: string | undefined
  /**
   * Chain adapters (e.g. `createEvmAdapter()` from @portico/evm), at most one per namespace, and
   * multi-namespace adapters (e.g. `createWalletConnectAdapter()` from @portico/walletconnect).
   */
  adapters?: readonly (ChainAdapter | MultiNamespaceAdapter)[] | undefined
  metadata?: PorticoMetadata | undefined
  /** One of `networks`. @default networks[0] */
  defaultNetwork?: Network | undefined
  /** Feature switches; the remote configuration may override toggles (docs/options.md#features). */
  features?: Features | undefined
  /** Wallet catalogue ids shown first; their number is the featured count. */
  featuredWalletIds?: readonly string[] | undefined
  /** Only these catalogue wallets are listed. @default all */
  includeWalletIds?: readonly string[] | undefined
  /** These catalogue wallets are never listed. */
  excludeWalletIds?: readonly string[] | undefined
  customWallets?: readonly CustomWallet[] | undefined
  /** @default 'system' */
  themeMode?: ThemeMode | undefined
  themeVariables?: ThemeVariables | undefined
  /** Sign-in with wallet. Not together with `siwx`: pass only one (docs/options.md#siweconfig). */
  siweConfig?: SiweConfig | undefined
  /** Sign-in with X. Not together with `siweConfig`: pass only one (docs/options.md#siwx). */
  siwx?: SiwxConfig | undefined
  /** Stay on a network the dApp did not configure instead of showing UnsupportedChain. @default false */
  allowUnsupportedChain?: boolean | undefined
  /** Let users switch networks from the widget. @default true */
  enableNetworkSwitch?: boolean | undefined
  /** Restore the last connection on start. @default true */
  enableReconnect?: boolean | undefined
  /**
   * The dApp drives WalletConnect itself: the views start no pairing
   * (docs/options.md#manualwccontrol). @default false
   */
  manualWCControl?: boolean | undefined
  /** Basic WalletConnect mode: only the QR / deep-link flow, no network checks. @default false */
  basicWalletConnect?: boolean | undefined
  /** Offer mobile wallets over the relay (WalletConnect). @default true */
  enableWalletConnect?: boolean | undefined
  /** Offer browser-injected wallets. @default true */
  enableInjected?: boolean | undefined
  /** Pay mode: email and social login are off, whatever `features` says. @default false */
  payMode?: boolean | undefined
  /** @default DEFAULT_ACCOUNT_TYPES */
  defaultAccountTypes?: DefaultAccountTypes | undefined
  /**
   * The zone account names are registered in and suggested for (RegisterAccountName: a name
   * `alice` becomes `alice.<zone>`). Lower-case DNS labels joined by dots.
   * @default DEFAULT_ACCOUNT_NAME_ZONE ('portico.eth')
   */
  accountNameZone?: string | undefined
  /** Where to remember things. @default localStorage when usable, else memory */
  storage?: PorticoStorage | undefined
  /**
   * What the first render shows before any wallet is asked, for server rendering: the account
   * from `cookieToInitialState(cookieHeader)` (which checks the cookie) with `storage:
   * createCookieStorage()`. Reconnect confirms it once mounted, or falls back to disconnected; a
   * state on a network or namespace this instance does not configure is ignored (docs/nextjs.md).
   * @default none: the first render is disconnected
   */
  initialState?: PorticoInitialState | undefined
  /** Whether the page runs on a phone; injectable for tests. @default a user-agent check */
  isMobile?: (() => boolean) | undefined
  /**
   * How much of the debug log is printed to the console; the log keeps every level either way
   * (docs/debug-log.md). @default DEFAULT_LOG_LEVEL ('error')
   */
  logLevel?: LogLevel | undefined
}

/** PorticoOptions normalised by resolveOptions(): every default filled, frozen. */
export type ResolvedOptions = {
  /** '' when none was given; createPortico() then shows 'Project ID Not Configured'. */
  readonly projectId: string
  /**
   * The API the instance calls, without a trailing slash: `restrictedRegionApiUrl` when given and
   * the visitor's time zone is restricted, else `apiUrl`; undefined when none was given.
   */
  readonly apiUrl: string | undefined
  readonly networks: readonly [Network, ...Network[]]
  readonly defaultNetwork: Network
  readonly adapters: readonly ChainAdapter[]
  /** Adapters whose one connection serves several namespaces (WalletConnect), given in `adapters`. */
  readonly multiNamespaceAdapters: readonly MultiNamespaceAdapter[]
  readonly metadata: Readonly<PorticoMetadata> | undefined
  /** Local features: defaults, then the dApp's values, then pay mode. */
  readonly features: ResolvedFeatures
  /** The toggles the dApp set itself; a remote value that changes one raises a warning. */
  readonly explicitFeatures: readonly FeatureToggle[]
  readonly featuredWalletIds: readonly string[]
  /** The number of featured ids, DEFAULT_FEATURED_WALLETS_COUNT (4) when there are none. */
  readonly featuredWalletsCount: number
  readonly includeWalletIds: readonly string[]
  readonly excludeWalletIds: readonly string[]
  readonly customWallets: readonly Readonly<CustomWallet>[]
  readonly themeMode: ThemeMode
  readonly themeVariables: Readonly<ThemeVariables> & { readonly zIndex: number }
  readonly siweConfig: SiweConfig | undefined
  readonly siwx: SiwxConfig | undefined
  /** Sign-in sessions end on disconnect unless the config's `signOutOnDisconnect` is false. */
  readonly signOutOnDisconnect: boolean
  readonly allowUnsupportedChain: boolean
  readonly enableNetworkSwitch: boolean
  readonly enableReconnect: boolean
  readonly manualWCControl: boolean
  readonly basicWalletConnect: boolean
  readonly enableWalletConnect: boolean
  readonly enableInjected: boolean
  readonly payMode: boolean
  readonly defaultAccountTypes: Readonly<Required<DefaultAccountTypes>>
  /** The zone of account names, e.g. 'portico.eth'. */
  readonly accountNameZone: string
  readonly storage: PorticoStorage
  /** undefined: createPortico's user-agent check. */
  readonly isMobile: (() => boolean) | undefined
  readonly logLevel: LogLevel
}
