import type { ChainAdapter } from '../adapter/ChainAdapter.js'
import {
  isMultiNamespaceAdapter,
  type MultiNamespaceAdapter,
} from '../adapter/MultiNamespaceAdapter.js'
import { DEFAULT_FEATURED_WALLETS_COUNT, DEFAULT_Z_INDEX } from '../constants.js'
import { InvalidConfigurationError } from '../errors/config.js'
import { resolveLogLevel } from '../features/debug/logLevel.js'
import { siweConfigToSiwx } from '../features/siwx/siweConfigToSiwx.js'
import { createDefaultStorage, type PorticoStorage } from '../storage/createStorage.js'
import type { Network } from '../types/network.js'
import { isRestrictedTimezone } from '../validation/isRestrictedTimezone.js'
import {
  type CustomWallet,
  DEFAULT_ACCOUNT_NAME_ZONE,
  DEFAULT_ACCOUNT_TYPES,
  DEFAULT_CONNECT_METHODS_ORDER,
  DEFAULT_CONNECTOR_TYPE_ORDER,
  DEFAULT_FEATURES,
  DEFAULT_WALLET_FEATURES_ORDER,
  type DefaultAccountTypes,
  FEATURE_TOGGLES,
  type FeatureToggle,
  type PorticoMetadata,
  type PorticoOptions,
  type ResolvedFeatures,
  type ResolvedOptions,
  type SiwxConfig,
  SOCIAL_PROVIDERS,
  type SocialProvider,
  type ThemeMode,
  type ThemeVariables,
} from './options.js'

export type ResolveOptionsParameters = PorticoOptions
export type ResolveOptionsReturnType = ResolvedOptions
export type ResolveOptionsErrorType = InvalidConfigurationError

const FEATURE_KEYS: readonly (keyof ResolvedFeatures)[] = Object.keys(DEFAULT_FEATURES) as never
/** The theme modes an option or setThemeMode() accepts. */
export const THEME_MODES: readonly ThemeMode[] = ['light', 'dark', 'system']
const THEME_STRING_VARIABLES = [
  'colorMix',
  'accent',
  'fontFamily',
  'fontFamilyMono',
  'fontSizeMaster',
  'borderRadiusMaster',
] as const
const THEME_VARIABLES: readonly string[] = [...THEME_STRING_VARIABLES, 'colorMixStrength', 'zIndex']
const ACCOUNT_TYPES: { readonly [K in keyof DefaultAccountTypes]-?: readonly string[] } = {
  eip155: ['eoa', 'smartAccount'],
  solana: ['eoa', 'smartAccount'],
  polkadot: ['eoa', 'smartAccount'],
  bip122: ['payment', 'ordinal'],
}

function fail(details: string): never {
  throw new InvalidConfigurationError(details)
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function list(value: readonly string[]): string {
  return value.map((item) => `'${item}'`).join(', ')
}

function booleanOption(value: unknown, name: string, fallback: boolean): boolean {
  if (value === undefined) return fallback
  if (typeof value !== 'boolean') fail(`\`${name}\` must be true or false`)
  return value
}

/** A list of distinct strings, each one of `known` when given. */
function stringList<T extends string>(
  value: unknown,
  name: string,
  known?: readonly T[],
  what = 'value',
): readonly T[] {
  if (!Array.isArray(value)) fail(`\`${name}\` must be a list`)
  const seen = new Set<string>()
  for (const item of value) {
    if (typeof item !== 'string' || item === '') fail(`\`${name}\` may hold only non-empty strings`)
    if (known && !known.includes(item as T))
      fail(`Unknown ${what} '${item}' in \`${name}\`; known: ${list(known)}`)
    if (seen.has(item)) fail(`\`${name}\` lists '${item}' twice`)
    seen.add(item)
  }
  return Object.freeze([...value] as T[])
}

/** Listed items first, in the given order; the rest follow in the default order. */
function order<T extends string>(
  value: unknown,
  name: string,
  defaults: readonly T[],
  what: string,
) {
  if (value === undefined) return defaults
  const listed = stringList(value, name, defaults, what)
  return Object.freeze([...listed, ...defaults.filter((item) => !listed.includes(item))])
}

function resolveNetworks(parameters: PorticoOptions) {
  const { networks } = parameters
  if (!Array.isArray(networks) || networks.length === 0)
    fail('`networks` needs at least one network')
  const ids = new Set<string>()
  for (const network of networks as readonly Network[]) {
    if (!isObject(network) || typeof network.caipNetworkId !== 'string')
      fail('every entry of `networks` needs a `caipNetworkId`')
    if (ids.has(network.caipNetworkId)) fail(`\`networks\` lists '${network.caipNetworkId}' twice`)
    ids.add(network.caipNetworkId)
  }
  const frozen = Object.freeze([...networks]) as unknown as readonly [Network, ...Network[]]
  const wanted = parameters.defaultNetwork
  if (wanted === undefined) return { networks: frozen, defaultNetwork: frozen[0] }
  const defaultNetwork = frozen.find((n) => n.caipNetworkId === wanted?.caipNetworkId)
  if (!defaultNetwork)
    fail(`\`defaultNetwork\` '${wanted?.caipNetworkId}' is not one of \`networks\``)
  return { networks: frozen, defaultNetwork }
}

function resolveApiUrl(value: unknown, name = 'apiUrl'): string | undefined {
  if (value === undefined) return undefined
  const protocol = typeof value === 'string' && URL.canParse(value) && new URL(value).protocol
  if (typeof value !== 'string' || (protocol !== 'http:' && protocol !== 'https:'))
    fail(`\`${name}\` must be an absolute http(s) URL`)
  return value.replace(/\/+$/, '')
}

/**
 * Spec §6 "Certain Chinese, Hong Kong and Macau timezones are restricted": visitors in those time
 * zones are served by `restrictedRegionApiUrl` when the dApp gives one (docs/options.md).
 */
function resolveRegionalApiUrl(parameters: PorticoOptions): string | undefined {
  const apiUrl = resolveApiUrl(parameters.apiUrl)
  const restricted = resolveApiUrl(parameters.restrictedRegionApiUrl, 'restrictedRegionApiUrl')
  if (restricted && !apiUrl) fail('`restrictedRegionApiUrl` needs `apiUrl` for everyone else')
  return restricted && isRestrictedTimezone() ? restricted : apiUrl
}

function resolveAdapters(value: unknown): {
  adapters: readonly ChainAdapter[]
  multiNamespaceAdapters: readonly MultiNamespaceAdapter[]
} {
  if (value === undefined)
    return { adapters: Object.freeze([]), multiNamespaceAdapters: Object.freeze([]) }
  if (!Array.isArray(value)) fail('`adapters` must be a list')
  const namespaces = new Set<string>()
  const chainAdapters: ChainAdapter[] = []
  const multi: MultiNamespaceAdapter[] = []
  for (const adapter of value as readonly (ChainAdapter | MultiNamespaceAdapter)[]) {
    if (isObject(adapter) && isMultiNamespaceAdapter(adapter)) {
      multi.push(adapter)
      continue
    }
    if (!isObject(adapter) || typeof adapter.namespace !== 'string')
      fail('every adapter needs a `namespace`')
    if (namespaces.has(adapter.namespace)) fail(`Two adapters for namespace '${adapter.namespace}'`)
    namespaces.add(adapter.namespace)
    chainAdapters.push(adapter)
  }
  return { adapters: Object.freeze(chainAdapters), multiNamespaceAdapters: Object.freeze(multi) }
}

function resolveMetadata(value: unknown): Readonly<PorticoMetadata> | undefined {
  if (value === undefined) return undefined
  if (!isObject(value)) fail('`metadata` must be an object')
  for (const key of ['name', 'description', 'url'] as const)
    if (typeof value[key] !== 'string') fail(`\`metadata.${key}\` must be a string`)
  if (!URL.canParse(value.url as string)) fail('`metadata.url` must be an absolute URL')
  const icons = stringList(value.icons ?? [], 'metadata.icons')
  return Object.freeze({ ...(value as PorticoMetadata), icons: icons as string[] })
}

function resolveFeatures(value: unknown, payMode: boolean) {
  if (value === undefined) value = {}
  if (!isObject(value)) fail('`features` must be an object')
  for (const key of Object.keys(value))
    if (!FEATURE_KEYS.includes(key as keyof ResolvedFeatures))
      fail(`Unknown feature '${key}' in \`features\`; known: ${list(FEATURE_KEYS)}`)
  const flag = (key: Exclude<keyof ResolvedFeatures, 'socials' | `${string}Order`>) =>
    booleanOption(value[key], `features.${key}`, DEFAULT_FEATURES[key])
  let socials: ResolvedFeatures['socials'] = DEFAULT_FEATURES.socials
  if (value.socials === false) socials = false
  else if (value.socials !== undefined) {
    if (!Array.isArray(value.socials))
      fail('`features.socials` must be false or a list of social providers')
    const providers = stringList<SocialProvider>(
      value.socials,
      'features.socials',
      SOCIAL_PROVIDERS,
      'social provider',
    )
    socials = providers.length ? providers : false
  }
  if (payMode && (value.email === true || (value.socials !== undefined && socials !== false)))
    fail(
      'Pay mode turns email and social login off (spec: "When pay mode is on, email and socials are off"); remove `features.email` / `features.socials` or `payMode`',
    )
  const features: ResolvedFeatures = Object.freeze({
    receive: flag('receive'),
    send: flag('send'),
    swaps: flag('swaps'),
    onramp: flag('onramp'),
    email: payMode ? false : flag('email'),
    socials: payMode ? false : socials,
    activity: flag('activity'),
    multiWallet: flag('multiWallet'),
    branding: flag('branding'),
    analytics: flag('analytics'),
    connectMethodsOrder: order(
      value.connectMethodsOrder,
      'features.connectMethodsOrder',
      DEFAULT_CONNECT_METHODS_ORDER,
      'connect method',
    ),
    connectorTypeOrder: order(
      value.connectorTypeOrder,
      'features.connectorTypeOrder',
      DEFAULT_CONNECTOR_TYPE_ORDER,
      'connector type',
    ),
    walletFeaturesOrder: order(
      value.walletFeaturesOrder,
      'features.walletFeaturesOrder',
      DEFAULT_WALLET_FEATURES_ORDER,
      'wallet feature',
    ),
  })
  const explicit: readonly FeatureToggle[] = Object.freeze(
    FEATURE_TOGGLES.filter((key) => value[key] !== undefined),
  )
  return { features, explicit }
}

function resolveWalletIds(parameters: PorticoOptions) {
  const featured = stringList(parameters.featuredWalletIds ?? [], 'featuredWalletIds')
  const include = stringList(parameters.includeWalletIds ?? [], 'includeWalletIds')
  const exclude = stringList(parameters.excludeWalletIds ?? [], 'excludeWalletIds')
  for (const id of exclude) {
    if (include.includes(id))
      fail(`'${id}' is in both \`includeWalletIds\` and \`excludeWalletIds\``)
    if (featured.includes(id))
      fail(`'${id}' is in both \`featuredWalletIds\` and \`excludeWalletIds\``)
  }
  return { featured, include, exclude }
}

function resolveCustomWallets(value: unknown): readonly Readonly<CustomWallet>[] {
  if (value === undefined) return Object.freeze([])
  if (!Array.isArray(value)) fail('`customWallets` must be a list')
  const ids = new Set<string>()
  return Object.freeze(
    value.map((wallet: unknown) => {
      if (!isObject(wallet) || typeof wallet.id !== 'string' || wallet.id === '')
        fail('every custom wallet needs an `id`')
      if (typeof wallet.name !== 'string' || wallet.name === '')
        fail(`custom wallet '${wallet.id}' needs a \`name\``)
      if (ids.has(wallet.id)) fail(`\`customWallets\` lists '${wallet.id}' twice`)
      ids.add(wallet.id)
      return Object.freeze({ ...(wallet as CustomWallet) })
    }),
  )
}

/** Checks theme variables (known names, types, ranges) and fills the z-index default. */
export function resolveThemeVariables(value: unknown): ResolvedOptions['themeVariables'] {
  if (value === undefined) value = {}
  if (!isObject(value)) fail('`themeVariables` must be an object')
  for (const key of Object.keys(value))
    if (!THEME_VARIABLES.includes(key))
      fail(`Unknown theme variable '${key}'; known: ${list(THEME_VARIABLES)}`)
  for (const key of THEME_STRING_VARIABLES)
    if (value[key] !== undefined && typeof value[key] !== 'string')
      fail(`\`themeVariables.${key}\` must be a string`)
  const strength = value.colorMixStrength
  if (
    strength !== undefined &&
    (typeof strength !== 'number' || !(strength >= 0 && strength <= 100))
  )
    fail('`themeVariables.colorMixStrength` must be a number from 0 to 100')
  const zIndex = value.zIndex ?? DEFAULT_Z_INDEX
  if (!Number.isSafeInteger(zIndex)) fail('`themeVariables.zIndex` must be an integer')
  return Object.freeze({ ...(value as ThemeVariables), zIndex: zIndex as number })
}

function resolveAccountTypes(value: unknown): ResolvedOptions['defaultAccountTypes'] {
  if (value === undefined) return DEFAULT_ACCOUNT_TYPES
  if (!isObject(value)) fail('`defaultAccountTypes` must be an object')
  for (const [namespace, type] of Object.entries(value)) {
    const allowed = ACCOUNT_TYPES[namespace as keyof DefaultAccountTypes]
    if (!allowed)
      fail(
        `\`defaultAccountTypes\` has no namespace '${namespace}'; known: ${list(Object.keys(ACCOUNT_TYPES))}`,
      )
    if (type !== undefined && !allowed.includes(type as string))
      fail(`\`defaultAccountTypes.${namespace}\` must be one of ${list(allowed)}`)
  }
  const defined = Object.fromEntries(Object.entries(value).filter(([, type]) => type !== undefined))
  return Object.freeze({ ...DEFAULT_ACCOUNT_TYPES, ...defined })
}

function resolveSignIn(parameters: PorticoOptions) {
  const { siweConfig, siwx } = parameters
  if (siweConfig != null && siwx != null)
    fail(
      'Both `siweConfig` and `siwx` are set; pass only one of them (a sign-in-with-wallet configuration and a SIWX option cannot both be set)',
    )
  if (siweConfig != null && !isObject(siweConfig)) fail('`siweConfig` must be an object')
  if (siwx != null && typeof (siwx as Partial<SiwxConfig>).signOut !== 'function')
    fail('`siwx` must be an object with a `signOut()` method')
  const config = (siwx ?? siweConfig ?? undefined) as { signOutOnDisconnect?: unknown } | undefined
  return {
    siweConfig: siweConfig ?? undefined,
    // One sign-in path: a SIWE configuration runs as the `siwx` it maps onto.
    siwx: siwx ?? (siweConfig ? siweConfigToSiwx(siweConfig) : undefined),
    signOutOnDisconnect:
      typeof config?.signOutOnDisconnect === 'boolean' ? config.signOutOnDisconnect : true,
  }
}

/** A DNS name of lower-case letters, digits and hyphens per label, e.g. 'portico.eth'. */
const ZONE_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/

function resolveAccountNameZone(value: unknown): string {
  if (value === undefined) return DEFAULT_ACCOUNT_NAME_ZONE
  if (typeof value !== 'string' || !ZONE_PATTERN.test(value))
    fail("`accountNameZone` must be lower-case DNS labels joined by dots, like 'portico.eth'")
  return value
}

function resolveStorage(value: unknown): PorticoStorage {
  if (value === undefined) return createDefaultStorage()
  const storage = value as Partial<PorticoStorage> | null
  if (
    typeof storage?.getItem !== 'function' ||
    typeof storage.setItem !== 'function' ||
    typeof storage.removeItem !== 'function'
  )
    fail('`storage` needs getItem, setItem and removeItem')
  return value as PorticoStorage
}

function resolveIsMobile(value: unknown): (() => boolean) | undefined {
  if (value !== undefined && typeof value !== 'function') fail('`isMobile` must be a function')
  return value as (() => boolean) | undefined
}

/**
 * Validates the options of createPortico() and fills every default (see DEFAULT_FEATURES and the
 * `@default` of each option). Throws InvalidConfigurationError with what to change; a missing
 * project id is not an error here (createPortico shows the 'Project ID Not Configured' alert).
 * In pay mode email and socials are off; setting either on as well is an error.
 *
 * @example
 * const options = resolveOptions({ projectId, networks: [mainnet], features: { swaps: false } })
 */
export function resolveOptions(parameters: ResolveOptionsParameters): ResolveOptionsReturnType {
  if (!isObject(parameters)) fail('createPortico() needs an options object')
  const projectId = parameters.projectId ?? ''
  if (typeof projectId !== 'string') fail('`projectId` must be a string')
  const payMode = booleanOption(parameters.payMode, 'payMode', false)
  const { features, explicit } = resolveFeatures(parameters.features, payMode)
  const wallets = resolveWalletIds(parameters)
  const themeMode = parameters.themeMode ?? 'system'
  if (!THEME_MODES.includes(themeMode))
    fail(`\`themeMode\` must be one of ${list(THEME_MODES)}, not '${themeMode}'`)

  return Object.freeze({
    projectId: projectId.trim(),
    apiUrl: resolveRegionalApiUrl(parameters),
    ...resolveNetworks(parameters),
    ...resolveAdapters(parameters.adapters),
    metadata: resolveMetadata(parameters.metadata),
    features,
    explicitFeatures: explicit,
    featuredWalletIds: wallets.featured,
    featuredWalletsCount: wallets.featured.length || DEFAULT_FEATURED_WALLETS_COUNT,
    includeWalletIds: wallets.include,
    excludeWalletIds: wallets.exclude,
    customWallets: resolveCustomWallets(parameters.customWallets),
    themeMode,
    themeVariables: resolveThemeVariables(parameters.themeVariables),
    ...resolveSignIn(parameters),
    allowUnsupportedChain: booleanOption(
      parameters.allowUnsupportedChain,
      'allowUnsupportedChain',
      false,
    ),
    enableNetworkSwitch: booleanOption(parameters.enableNetworkSwitch, 'enableNetworkSwitch', true),
    enableReconnect: booleanOption(parameters.enableReconnect, 'enableReconnect', true),
    manualWCControl: booleanOption(parameters.manualWCControl, 'manualWCControl', false),
    basicWalletConnect: booleanOption(parameters.basicWalletConnect, 'basicWalletConnect', false),
    enableWalletConnect: booleanOption(parameters.enableWalletConnect, 'enableWalletConnect', true),
    enableInjected: booleanOption(parameters.enableInjected, 'enableInjected', true),
    payMode,
    defaultAccountTypes: resolveAccountTypes(parameters.defaultAccountTypes),
    accountNameZone: resolveAccountNameZone(parameters.accountNameZone),
    storage: resolveStorage(parameters.storage),
    isMobile: resolveIsMobile(parameters.isMobile),
    logLevel: resolveLogLevel(parameters.logLevel),
  })
}
