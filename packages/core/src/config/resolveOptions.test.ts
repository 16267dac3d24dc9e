import { describe, expect, it } from 'vitest'
import type { ChainAdapter } from '../adapter/ChainAdapter.js'
import { DEFAULT_FEATURED_WALLETS_COUNT, DEFAULT_Z_INDEX } from '../constants.js'
import { InvalidConfigurationError } from '../errors/config.js'
import { createMemoryStorage } from '../storage/createStorage.js'
import type { ChainNamespace, Network } from '../types/network.js'
import {
  DEFAULT_ACCOUNT_TYPES,
  DEFAULT_CONNECT_METHODS_ORDER,
  DEFAULT_CONNECTOR_TYPE_ORDER,
  DEFAULT_FEATURES,
  DEFAULT_SOCIALS,
  DEFAULT_WALLET_FEATURES_ORDER,
  type PorticoOptions,
} from './options.js'
import { resolveOptions } from './resolveOptions.js'

function network(id: number | string, namespace: ChainNamespace = 'eip155'): Network {
  return {
    id,
    name: `Test ${id}`,
    chainNamespace: namespace,
    caipNetworkId: `${namespace}:${id}`,
    nativeCurrency: { name: 'Coin', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [`http://127.0.0.1:${id}`] } },
  }
}

function adapter(namespace: ChainNamespace): ChainAdapter {
  return {
    namespace,
    setup: () => () => {},
    connect: async () => ({ address: '0x', chainId: 1 }),
    reconnect: async () => null,
    disconnect: async () => {},
    getBalance: async () => ({ value: 0n, decimals: 18, symbol: 'ETH' }),
  }
}

/** A SIWE configuration with every required method (resolveOptions only checks and maps it). */
const SIWE = {
  getNonce: async () => 'n0nce1234',
  createMessage: () => 'message',
  verifyMessage: async () => true,
  getSession: async () => null,
  signOut: async () => true,
}

const a = network(1)
const b = network(137)

function resolve(overrides: Record<string, unknown> = {}) {
  return resolveOptions({
    projectId: 'p1',
    networks: [a, b],
    storage: createMemoryStorage(),
    ...overrides,
  } as PorticoOptions)
}

function details(overrides: Record<string, unknown>) {
  try {
    resolve(overrides)
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidConfigurationError)
    return (error as InvalidConfigurationError).details
  }
  throw new Error('expected InvalidConfigurationError')
}

describe('resolveOptions — defaults (spec §1, §2, §4, §9)', () => {
  const options = resolve()
  it.each([
    [
      '§2 "Default connect-method order: email, social, wallet."',
      options.features.connectMethodsOrder,
      ['email', 'social', 'wallet'],
    ],
    [
      '§2 "Default connector order: walletConnect, recent, injected, featured, custom, external, recommended."',
      options.features.connectorTypeOrder,
      ['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended'],
    ],
    [
      '§2 "Default wallet feature order: onramp, swaps, receive, send."',
      options.features.walletFeaturesOrder,
      ['onramp', 'swaps', 'receive', 'send'],
    ],
    [
      '§2 "Default socials: google, x, farcaster, discord, apple, github, facebook."',
      options.features.socials,
      ['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'],
    ],
    [
      '§9 "Featured count equals number of featured ids (default 4)." — no ids',
      options.featuredWalletsCount,
      DEFAULT_FEATURED_WALLETS_COUNT,
    ],
    ['§2 "border radius, z-index (default 999)"', options.themeVariables.zIndex, DEFAULT_Z_INDEX],
    [
      '§4 "Defaults: bitcoin payment, EVM smartAccount, polkadot and solana eoa."',
      options.defaultAccountTypes,
      { bip122: 'payment', eip155: 'smartAccount', polkadot: 'eoa', solana: 'eoa' },
    ],
    [
      '§4 "Sign out on disconnect defaults to true for sign-in-with-wallet."',
      options.signOutOnDisconnect,
      true,
    ],
    ['the first network is the default', options.defaultNetwork, a],
    [
      "account names live in the devnet's zone 'portico.eth'",
      options.accountNameZone,
      'portico.eth',
    ],
  ])('%s', (_rule, actual, expected) => {
    expect(actual).toEqual(expected)
  })

  it.each([
    ['receive', true],
    ['send', true],
    ['swaps', true],
    ['onramp', true],
    ['email', true],
    ['activity', true],
    ['multiWallet', false],
    ['branding', true],
    ['analytics', true],
  ] as const)('§1 feature toggle %s defaults to %s', (key, expected) => {
    expect(options.features[key]).toBe(expected)
  })

  it.each([
    ['allowUnsupportedChain', false],
    ['enableNetworkSwitch', true],
    ['enableReconnect', true],
    ['manualWCControl', false],
    ['basicWalletConnect', false],
    ['enableWalletConnect', true],
    ['enableInjected', true],
    ['payMode', false],
    ['themeMode', 'system'],
    ['siweConfig', undefined],
    ['siwx', undefined],
    ['isMobile', undefined],
    ['metadata', undefined],
    ['apiUrl', undefined],
  ] as const)('option %s defaults to %s', (key, expected) => {
    expect(options[key]).toBe(expected)
  })

  it('the exported orders are the defaults', () => {
    expect(DEFAULT_FEATURES.connectMethodsOrder).toBe(DEFAULT_CONNECT_METHODS_ORDER)
    expect(DEFAULT_FEATURES.connectorTypeOrder).toBe(DEFAULT_CONNECTOR_TYPE_ORDER)
    expect(DEFAULT_FEATURES.walletFeaturesOrder).toBe(DEFAULT_WALLET_FEATURES_ORDER)
    expect(DEFAULT_FEATURES.socials).toBe(DEFAULT_SOCIALS)
    expect(options.defaultAccountTypes).toBe(DEFAULT_ACCOUNT_TYPES)
  })

  it('no explicit features, no wallet ids, no adapters', () => {
    expect(options.explicitFeatures).toEqual([])
    expect(options.featuredWalletIds).toEqual([])
    expect(options.includeWalletIds).toEqual([])
    expect(options.excludeWalletIds).toEqual([])
    expect(options.customWallets).toEqual([])
    expect(options.adapters).toEqual([])
  })

  it('without storage: localStorage when usable, else memory (Node has none)', () => {
    const { storage } = resolveOptions({ projectId: 'p', networks: [a] })
    storage.setItem('k', 'v')
    expect(storage.getItem('k')).toBe('v')
  })

  it('is frozen, also inside', () => {
    expect(Object.isFrozen(options)).toBe(true)
    expect(Object.isFrozen(options.features)).toBe(true)
    expect(Object.isFrozen(options.features.connectMethodsOrder)).toBe(true)
    expect(Object.isFrozen(options.networks)).toBe(true)
    expect(Object.isFrozen(options.themeVariables)).toBe(true)
  })

  it("does not freeze the dApp's own objects", () => {
    const networks: [Network] = [network(5)]
    resolveOptions({ projectId: 'p', networks, storage: createMemoryStorage() })
    expect(Object.isFrozen(networks)).toBe(false)
    expect(Object.isFrozen(networks[0])).toBe(false)
  })
})

describe('resolveOptions — what the dApp sets', () => {
  it.each([
    [
      'a partial connect-method order: listed first, the rest in the default order',
      { connectMethodsOrder: ['wallet'] },
      'connectMethodsOrder',
      ['wallet', 'email', 'social'],
    ],
    [
      'a full connector order is kept',
      { connectorTypeOrder: ['recommended', 'walletConnect'] },
      'connectorTypeOrder',
      ['recommended', 'walletConnect', 'recent', 'injected', 'featured', 'custom', 'external'],
    ],
    [
      'a wallet feature order',
      { walletFeaturesOrder: ['send', 'receive'] },
      'walletFeaturesOrder',
      ['send', 'receive', 'onramp', 'swaps'],
    ],
    ['socials: a list, in its order', { socials: ['github', 'x'] }, 'socials', ['github', 'x']],
    ['socials: false', { socials: false }, 'socials', false],
    ['socials: [] is the same as false', { socials: [] }, 'socials', false],
    ['a toggle off', { swaps: false }, 'swaps', false],
    ['multiWallet on', { multiWallet: true }, 'multiWallet', true],
  ] as const)('%s', (_rule, features, key, expected) => {
    expect(resolve({ features }).features[key]).toEqual(expected)
  })

  it('explicit toggles are recorded, orders and defaults are not', () => {
    const options = resolve({
      features: { swaps: false, email: true, socials: undefined, connectMethodsOrder: ['wallet'] },
    })
    expect(options.explicitFeatures).toEqual(['swaps', 'email'])
  })

  it.each([
    ['§9 "Featured count equals number of featured ids"', { featuredWalletIds: ['w1', 'w2'] }, 2],
    ['an empty list counts as none: the default count', { featuredWalletIds: [] }, 4],
    ['six ids, six featured', { featuredWalletIds: ['1', '2', '3', '4', '5', '6'] }, 6],
  ])('%s', (_rule, overrides, count) => {
    expect(resolve(overrides).featuredWalletsCount).toBe(count)
  })

  it('§1 "When pay mode is on, email and socials are off."', () => {
    const { features, payMode } = resolve({ payMode: true })
    expect([payMode, features.email, features.socials]).toEqual([true, false, false])
  })

  it('pay mode with email and socials explicitly off is fine', () => {
    const { features } = resolve({ payMode: true, features: { email: false, socials: false } })
    expect([features.email, features.socials]).toEqual([false, false])
  })

  it('defaultNetwork is taken from networks (by CAIP-2 id)', () => {
    expect(resolve({ defaultNetwork: { ...b } }).defaultNetwork).toBe(b)
  })

  it('keeps the given values of every other option', () => {
    const storage = createMemoryStorage()
    const siwx = { signOut: async () => {}, signOutOnDisconnect: false }
    const isMobile = () => true
    const evm = adapter('eip155')
    const options = resolve({
      projectId: '  p2 ',
      apiUrl: 'http://127.0.0.1:4000/',
      adapters: [evm, adapter('solana')],
      metadata: { name: 'D', description: 'd', url: 'https://d.example', icons: ['https://i'] },
      includeWalletIds: ['i1'],
      excludeWalletIds: ['e1'],
      customWallets: [{ id: 'c', name: 'Custom' }],
      themeMode: 'dark',
      themeVariables: { accent: '#f00', colorMixStrength: 40, zIndex: 10 },
      siwx,
      allowUnsupportedChain: true,
      enableNetworkSwitch: false,
      enableReconnect: false,
      manualWCControl: true,
      basicWalletConnect: true,
      enableWalletConnect: false,
      enableInjected: false,
      defaultAccountTypes: { eip155: 'eoa', bip122: undefined },
      storage,
      isMobile,
    })
    expect(options).toMatchObject({
      projectId: 'p2',
      apiUrl: 'http://127.0.0.1:4000',
      includeWalletIds: ['i1'],
      excludeWalletIds: ['e1'],
      customWallets: [{ id: 'c', name: 'Custom' }],
      themeMode: 'dark',
      themeVariables: { accent: '#f00', colorMixStrength: 40, zIndex: 10 },
      siwx,
      siweConfig: undefined,
      signOutOnDisconnect: false,
      allowUnsupportedChain: true,
      enableNetworkSwitch: false,
      enableReconnect: false,
      manualWCControl: true,
      basicWalletConnect: true,
      enableWalletConnect: false,
      enableInjected: false,
      defaultAccountTypes: { eip155: 'eoa', solana: 'eoa', polkadot: 'eoa', bip122: 'payment' },
    })
    expect(options.adapters[0]).toBe(evm)
    expect(options.storage).toBe(storage)
    expect(options.isMobile).toBe(isMobile)
    expect(options.metadata?.icons).toEqual(['https://i'])
  })

  it('an account name zone of DNS labels is kept', () => {
    expect(resolve({ accountNameZone: 'names.example-1.org' }).accountNameZone).toBe(
      'names.example-1.org',
    )
  })

  it('a missing project id is no error here (createPortico shows the alert)', () => {
    expect(resolve({ projectId: undefined }).projectId).toBe('')
  })

  it('siweConfig alone: sign-out on disconnect from it, else true; it runs as the siwx it maps onto', () => {
    expect(resolve({ siweConfig: SIWE }).signOutOnDisconnect).toBe(true)
    const resolved = resolve({ siweConfig: { ...SIWE, signOutOnDisconnect: false } })
    expect(resolved).toMatchObject({ signOutOnDisconnect: false })
    expect(resolved.siwx?.signOutOnDisconnect).toBe(false)
    expect(resolved.siwx?.getRequired?.()).toBe(true)
    expect(resolve({ siweConfig: { ...SIWE, enabled: false } }).siwx).toBeUndefined()
  })
})

describe('resolveOptions — validation: clear errors', () => {
  it('§1 "A sign-in-with-wallet configuration and a SIWX option cannot both be set."', () => {
    expect(() =>
      resolve({ siweConfig: SIWE, siwx: { signOut: async () => {} } }),
    ).toThrowErrorMatchingInlineSnapshot(`
      [InvalidConfigurationError: Invalid configuration

      Details: Both \`siweConfig\` and \`siwx\` are set; pass only one of them (a sign-in-with-wallet configuration and a SIWX option cannot both be set)]
    `)
  })

  it('§1 "When pay mode is on, email and socials are off" — asking for them too is an error', () => {
    expect(details({ payMode: true, features: { email: true } })).toMatchInlineSnapshot(
      `"Pay mode turns email and social login off (spec: "When pay mode is on, email and socials are off"); remove \`features.email\` / \`features.socials\` or \`payMode\`"`,
    )
  })

  it.each([
    ['pay mode with socials', { payMode: true, features: { socials: ['google'] } }, /Pay mode/],
    ['§1 networks', { networks: [] }, '`networks` needs at least one network'],
    ['networks not a list', { networks: 'eip155:1' }, '`networks` needs at least one network'],
    [
      'a network without a CAIP-2 id',
      { networks: [{ id: 1 }] },
      'every entry of `networks` needs a `caipNetworkId`',
    ],
    ['duplicate networks', { networks: [a, { ...a }] }, "`networks` lists 'eip155:1' twice"],
    [
      'a default network outside networks',
      { defaultNetwork: network(10) },
      "`defaultNetwork` 'eip155:10' is not one of `networks`",
    ],
    [
      'two adapters of one namespace',
      { adapters: [adapter('eip155'), adapter('eip155')] },
      "Two adapters for namespace 'eip155'",
    ],
    ['adapters not a list', { adapters: {} }, '`adapters` must be a list'],
    ['an adapter without namespace', { adapters: [{}] }, 'every adapter needs a `namespace`'],
    ['apiUrl relative', { apiUrl: '/api' }, '`apiUrl` must be an absolute http(s) URL'],
    [
      'apiUrl not http',
      { apiUrl: 'ftp://api.example' },
      '`apiUrl` must be an absolute http(s) URL',
    ],
    ['apiUrl not a string', { apiUrl: 4000 }, '`apiUrl` must be an absolute http(s) URL'],
    ['projectId not a string', { projectId: 42 }, '`projectId` must be a string'],
    ['features not an object', { features: [] }, '`features` must be an object'],
    [
      'an unknown feature (typo)',
      { features: { swap: false } },
      "Unknown feature 'swap' in `features`; known: 'receive', 'send', 'swaps', 'onramp', 'email', 'socials', 'activity', 'multiWallet', 'branding', 'analytics', 'connectMethodsOrder', 'connectorTypeOrder', 'walletFeaturesOrder'",
    ],
    [
      'a toggle not boolean',
      { features: { send: 'yes' } },
      '`features.send` must be true or false',
    ],
    [
      'an unknown social',
      { features: { socials: ['google', 'myspace'] } },
      "Unknown social provider 'myspace' in `features.socials`; known: 'google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'",
    ],
    ['a social twice', { features: { socials: ['x', 'x'] } }, "`features.socials` lists 'x' twice"],
    [
      'socials: true',
      { features: { socials: true } },
      '`features.socials` must be false or a list of social providers',
    ],
    [
      'an unknown connect method',
      { features: { connectMethodsOrder: ['email', 'passkey'] } },
      "Unknown connect method 'passkey' in `features.connectMethodsOrder`; known: 'email', 'social', 'wallet'",
    ],
    [
      'a connect method twice',
      { features: { connectMethodsOrder: ['wallet', 'wallet'] } },
      "`features.connectMethodsOrder` lists 'wallet' twice",
    ],
    [
      'an unknown connector type',
      { features: { connectorTypeOrder: ['qr'] } },
      /^Unknown connector type 'qr'/,
    ],
    [
      'an unknown wallet feature',
      { features: { walletFeaturesOrder: ['bridge'] } },
      /^Unknown wallet feature 'bridge'/,
    ],
    [
      'an order not a list',
      { features: { walletFeaturesOrder: 'send' } },
      '`features.walletFeaturesOrder` must be a list',
    ],
    [
      'a duplicate featured id',
      { featuredWalletIds: ['w', 'w'] },
      "`featuredWalletIds` lists 'w' twice",
    ],
    [
      'a duplicate excluded id',
      { excludeWalletIds: ['w', 'w'] },
      "`excludeWalletIds` lists 'w' twice",
    ],
    [
      'an empty wallet id',
      { includeWalletIds: [''] },
      '`includeWalletIds` may hold only non-empty strings',
    ],
    [
      'an id both included and excluded',
      { includeWalletIds: ['w'], excludeWalletIds: ['w'] },
      "'w' is in both `includeWalletIds` and `excludeWalletIds`",
    ],
    [
      'an id both featured and excluded',
      { featuredWalletIds: ['w'], excludeWalletIds: ['w'] },
      "'w' is in both `featuredWalletIds` and `excludeWalletIds`",
    ],
    ['customWallets not a list', { customWallets: {} }, '`customWallets` must be a list'],
    ['a custom wallet without id', { customWallets: [{ name: 'n' }] }, /needs an `id`/],
    ['a custom wallet without name', { customWallets: [{ id: 'c' }] }, /'c' needs a `name`/],
    [
      'a custom wallet twice',
      {
        customWallets: [
          { id: 'c', name: 'C' },
          { id: 'c', name: 'D' },
        ],
      },
      "`customWallets` lists 'c' twice",
    ],
    [
      'an unknown theme mode',
      { themeMode: 'sepia' },
      "`themeMode` must be one of 'light', 'dark', 'system', not 'sepia'",
    ],
    ['themeVariables not an object', { themeVariables: 1 }, '`themeVariables` must be an object'],
    [
      'an unknown theme variable',
      { themeVariables: { color: 'red' } },
      /^Unknown theme variable 'color'; known: 'colorMix'/,
    ],
    [
      'a theme string not a string',
      { themeVariables: { fontFamily: 1 } },
      '`themeVariables.fontFamily` must be a string',
    ],
    [
      'a colour-mix strength out of range',
      { themeVariables: { colorMixStrength: 101 } },
      '`themeVariables.colorMixStrength` must be a number from 0 to 100',
    ],
    [
      'a colour-mix strength not a number',
      { themeVariables: { colorMixStrength: '5' } },
      '`themeVariables.colorMixStrength` must be a number from 0 to 100',
    ],
    [
      'a z-index not an integer',
      { themeVariables: { zIndex: 1.5 } },
      '`themeVariables.zIndex` must be an integer',
    ],
    ['siweConfig not an object', { siweConfig: 'yes' }, '`siweConfig` must be an object'],
    ['siweConfig without getNonce', { siweConfig: {} }, '`siweConfig.getNonce` must be a function'],
    [
      'siweConfig without getSession',
      { siweConfig: { ...SIWE, getSession: undefined } },
      '`siweConfig.getSession` must be a function',
    ],
    [
      'siweConfig.onSignIn not a function',
      { siweConfig: { ...SIWE, onSignIn: 'yes' } },
      '`siweConfig.onSignIn` must be a function',
    ],
    [
      'siweConfig.required not a boolean',
      { siweConfig: { ...SIWE, required: 'no' } },
      '`siweConfig.required` must be a boolean',
    ],
    ['siwx not an object', { siwx: true }, '`siwx` must be an object with a `signOut()` method'],
    ['siwx without signOut', { siwx: {} }, '`siwx` must be an object with a `signOut()` method'],
    ['isMobile not a function', { isMobile: true }, '`isMobile` must be a function'],
    [
      'a boolean option not boolean',
      { enableReconnect: 0 },
      '`enableReconnect` must be true or false',
    ],
    ['payMode not boolean', { payMode: 'on' }, '`payMode` must be true or false'],
    ['metadata not an object', { metadata: 'D' }, '`metadata` must be an object'],
    [
      'metadata without description',
      { metadata: { name: 'D', url: 'https://d', icons: [] } },
      '`metadata.description` must be a string',
    ],
    [
      'metadata with a relative url',
      { metadata: { name: 'D', description: 'd', url: '/app', icons: [] } },
      '`metadata.url` must be an absolute URL',
    ],
    [
      'metadata icons not strings',
      { metadata: { name: 'D', description: 'd', url: 'https://d', icons: [1] } },
      '`metadata.icons` may hold only non-empty strings',
    ],
    [
      'defaultAccountTypes not an object',
      { defaultAccountTypes: 'eoa' },
      '`defaultAccountTypes` must be an object',
    ],
    [
      'an account type of an unknown namespace',
      { defaultAccountTypes: { cosmos: 'eoa' } },
      "`defaultAccountTypes` has no namespace 'cosmos'; known: 'eip155', 'solana', 'polkadot', 'bip122'",
    ],
    [
      'an account type the namespace lacks',
      { defaultAccountTypes: { bip122: 'eoa' } },
      "`defaultAccountTypes.bip122` must be one of 'payment', 'ordinal'",
    ],
    ['storage without methods', { storage: {} }, '`storage` needs getItem, setItem and removeItem'],
    ['storage null', { storage: null }, '`storage` needs getItem, setItem and removeItem'],
    ...(['Portico.eth', 'portico..eth', '.eth', 'portico.eth.', 'a b.eth', '-x.eth', '', 42].map(
      (zone) => [
        `account name zone ${JSON.stringify(zone)}`,
        { accountNameZone: zone },
        "`accountNameZone` must be lower-case DNS labels joined by dots, like 'portico.eth'",
      ],
    ) as [string, Record<string, unknown>, string][]),
  ])('%s', (_rule, overrides, expected) => {
    const message = details(overrides)
    if (typeof expected === 'string') expect(message).toBe(expected)
    else expect(message).toMatch(expected)
  })

  it('no options object at all', () => {
    expect(() => resolveOptions(undefined as never)).toThrow(
      'createPortico() needs an options object',
    )
  })
})
