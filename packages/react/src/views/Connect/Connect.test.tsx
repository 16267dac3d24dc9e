import {
  type CreatePorticoParameters,
  createMemoryStorage,
  STORAGE_KEYS,
  type WalletCatalogueEntry,
} from '@portico/core/internal'
import { createFakeAdapter, testInstance, testNetwork, until } from '@portico/core/testing'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { PorticoProvider } from '../../PorticoProvider.js'
import { createCatalogueFetchMock } from '../../ui/testing/createCatalogueFetchMock.js'
import { Connect } from './Connect.js'

const API_URL = 'http://catalogue.test'

afterEach(() => vi.unstubAllGlobals())

async function setup(
  overrides: Partial<CreatePorticoParameters> = {},
  catalogue?: readonly WalletCatalogueEntry[],
) {
  const mock = createCatalogueFetchMock(catalogue ?? [])
  if (catalogue) vi.stubGlobal('fetch', mock.fetch)
  const portico = testInstance({
    ...(catalogue && { apiUrl: API_URL }),
    ...overrides,
    features: { analytics: false, ...overrides.features },
  })
  const screen = await render(
    <PorticoProvider instance={portico}>
      <Connect />
    </PorticoProvider>,
  )
  return { portico, screen, mock }
}

const testIds = (prefix: string) =>
  [...document.querySelectorAll(`[data-testid^="${prefix}"]`)].map((e) =>
    e.getAttribute('data-testid')?.slice(prefix.length),
  )
const sections = () => testIds('portico-connect-')

describe('Connect: connect methods', () => {
  test.each([
    [
      'spec §2 "Default connect-method order: email, social, wallet."',
      {},
      ['email', 'social', 'wallet'],
    ],
    [
      'the connectMethodsOrder feature orders them',
      { connectMethodsOrder: ['wallet', 'social', 'email'] as const },
      ['wallet', 'social', 'email'],
    ],
    ['email off: no email field', { email: false }, ['social', 'wallet']],
    ['socials off: no social logins', { socials: false as const }, ['email', 'wallet']],
    [
      'both off: the wallets only (always shown)',
      { email: false, socials: false as const },
      ['wallet'],
    ],
  ])('%s', async (_rule, features, expected) => {
    const { screen } = await setup({ features })
    await expect.element(screen.getByTestId('portico-connect')).toBeVisible()
    expect(sections()).toEqual(expected)
    expect(document.querySelectorAll('[data-testid="portico-separator"]')).toHaveLength(
      expected.length - 1,
    )
  })

  test('pay mode turns email and socials off (spec §1)', async () => {
    await setup({ payMode: true })
    expect(sections()).toEqual(['wallet'])
  })
})

describe('Connect: social logins', () => {
  test('spec §2 "Default socials: google, x, farcaster, discord, apple, github, facebook", each a button named "Continue with …": the first four, then More (all seven in ConnectSocials)', async () => {
    const { screen } = await setup()
    await expect.element(screen.getByTestId('portico-socials')).toBeVisible()
    expect(testIds('portico-social-').filter((id) => id !== 'error')).toEqual([
      'google',
      'x',
      'farcaster',
      'discord',
      'more',
    ])
    for (const name of ['Google', 'X', 'Farcaster', 'Discord'])
      await expect
        .element(screen.getByRole('button', { name: `Continue with ${name}` }))
        .toBeVisible()
    await expect
      .element(screen.getByRole('button', { name: 'More social logins, 7 in all' }))
      .toBeVisible()
  })

  test('spec §2 "Telegram platform rules remove some socials: iOS removes google"', async () => {
    vi.stubGlobal('Telegram', { WebApp: { platform: 'ios' } })
    const { screen } = await setup()
    await expect.element(screen.getByTestId('portico-socials')).toBeVisible()
    expect(testIds('portico-social-').filter((id) => id !== 'error')[0]).toBe('x')
    await expect.element(screen.getByTestId('portico-social-google')).not.toBeInTheDocument()
  })

  test('a social button reaches core, which reports that no embedded-wallet adapter is there ("No auth connector found"); Farcaster opens ConnectingFarcaster', async () => {
    const { portico, screen } = await setup()
    await screen.getByRole('button', { name: 'Continue with Discord' }).click()
    await expect
      .element(screen.getByTestId('portico-social-error'))
      .toHaveTextContent('No auth connector found')
    await expect.element(screen.getByRole('alert')).toBeVisible()
    await screen.getByRole('button', { name: 'Continue with Farcaster' }).click()
    expect(portico.stores.router.getState().history.at(-1)).toEqual({ view: 'ConnectingFarcaster' })
  })
})

describe('Connect: email', () => {
  test('a wrong address is refused next to the field; a valid one opens EmailLogin with it', async () => {
    const { portico, screen } = await setup()
    const input = screen.getByTestId('portico-email-input')
    await input.fill('alice@')
    await screen.getByTestId('portico-email-submit').click()
    await expect
      .element(screen.getByTestId('portico-email-invalid'))
      .toHaveTextContent('Enter a valid email address')
    await expect.element(input).toHaveAttribute('aria-invalid', 'true')
    expect(portico.stores.router.getState().history).toHaveLength(1)
    await input.fill(' alice@example.com ')
    await expect.element(screen.getByTestId('portico-email-invalid')).not.toBeInTheDocument()
    await screen.getByTestId('portico-email-submit').click()
    expect(portico.stores.router.getState().history.at(-1)).toEqual({
      view: 'EmailLogin',
      data: { email: 'alice@example.com' },
    })
  })
})

describe('Connect: wallets', () => {
  const catalogue: WalletCatalogueEntry[] = [
    { id: 'featured-a', name: 'Featured A', chains: ['eip155:1'], mobile_link: 'a://' },
    { id: 'featured-b', name: 'Featured B', chains: ['eip155:1'], mobile_link: 'b://' },
    {
      id: 'metamask',
      name: 'MetaMask',
      rdns: 'io.metamask',
      chains: ['eip155:1'],
      mobile_link: 'mm://',
    },
    { id: 'rec-1', name: 'Rec 1', chains: ['eip155:1'], mobile_link: 'r1://' },
    { id: 'rec-2', name: 'Rec 2', chains: ['eip155:1'], webapp_link: 'https://r2.test' },
    { id: 'rec-3', name: 'Rec 3', chains: ['eip155:1'], desktop_link: 'r3://' },
    { id: 'rec-4', name: 'Rec 4', chains: ['eip155:1'], mobile_link: 'r4://' },
    { id: 'rec-5', name: 'Rec 5', chains: ['eip155:1'], mobile_link: 'r5://' },
    { id: 'rec-6', name: 'Rec 6', chains: ['eip155:1'], mobile_link: 'r6://' },
    {
      id: 'sol',
      name: 'Solana Only',
      chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
      mobile_link: 's://',
    },
    { id: 'excluded', name: 'Excluded', chains: ['eip155:1'], mobile_link: 'x://' },
  ]
  async function walletSetup(overrides: Partial<CreatePorticoParameters> = {}) {
    const storage = createMemoryStorage()
    // The last wallet connected here (spec §9 "Recent wallets kept: 2").
    storage.setItem(
      STORAGE_KEYS.recentWallets,
      JSON.stringify([{ id: 'w2', name: 'w2', connectorId: 'w2' }]),
    )
    const evm = createFakeAdapter('eip155', [
      { id: 'io.metamask', address: '0x1', chainId: 31337 },
      { id: 'w2', address: '0x2', chainId: 31337 },
    ])
    const setupResult = await setup(
      {
        storage,
        adapters: [evm.adapter],
        networks: [testNetwork(31337)],
        features: { email: false, socials: false },
        featuredWalletIds: ['featured-b', 'featured-a'],
        excludeWalletIds: ['excluded'],
        customWallets: [{ id: 'custom', name: 'Custom Wallet', mobileLink: 'custom://' }],
        ...overrides,
      },
      catalogue,
    )
    const { portico } = setupResult
    await until(() => portico.stores.connectors.getState().connectors.length === 2)
    // The fake adapter announces without rdns; the real EVM adapter carries EIP-6963's.
    portico._internal.stores.connectors.setState((s) => ({
      connectors: s.connectors.map((c) =>
        c.id === 'io.metamask' ? { ...c, info: { rdns: 'io.metamask' } } : c,
      ),
    }))
    return { ...setupResult, evm }
  }

  test('spec §2 "Default connector order: walletConnect, recent, injected, featured, custom, external, recommended" — recent (tagged), installed (tagged, shown once), featured in the ids\' order, custom, then 4 recommended; excluded and other-namespace wallets left out', async () => {
    const { screen } = await walletSetup()
    await until(() => testIds('wallet-option-').includes('rec-3'))
    expect(testIds('wallet-option-')).toEqual([
      'w2',
      'io.metamask',
      'featured-b',
      'featured-a',
      'custom',
      // The 4 recommended were metamask (installed, already shown) and rec-1 … rec-3.
      'rec-1',
      'rec-2',
      'rec-3',
    ])
    await expect.element(screen.getByTestId('wallet-option-w2')).toHaveTextContent('Recent')
    await expect
      .element(screen.getByTestId('wallet-option-io.metamask'))
      .toHaveTextContent('Installed')
    await expect
      .element(screen.getByRole('button', { name: 'MetaMask (io.metamask)' }))
      .not.toBeInTheDocument()
    await expect
      .element(screen.getByTestId('portico-all-wallets-count'))
      .toHaveTextContent(String(catalogue.length - 2))
  })

  test('the connectorTypeOrder feature reorders the groups', async () => {
    await walletSetup({
      features: {
        email: false,
        socials: false,
        connectorTypeOrder: [
          'recommended',
          'featured',
          'injected',
          'recent',
          'custom',
          'external',
          'walletConnect',
        ],
      },
    })
    await until(() => testIds('wallet-option-').includes('rec-3'))
    expect(testIds('wallet-option-')).toEqual([
      // metamask, installed, is among the recommended: that group comes first and shows it.
      'io.metamask',
      'rec-1',
      'rec-2',
      'rec-3',
      'featured-b',
      'featured-a',
      'w2',
      'custom',
    ])
  })

  test('choosing an installed wallet connects it; a catalogue wallet opens ConnectingWalletConnect with its id; "All wallets" opens AllWallets', async () => {
    const { portico, screen, evm } = await walletSetup()
    await until(() => testIds('wallet-option-').includes('featured-a'))
    await screen.getByTestId('wallet-option-featured-a').click()
    expect(portico.stores.router.getState().history.at(-1)).toMatchObject({
      view: 'ConnectingWalletConnect',
      data: { walletId: 'featured-a' },
    })
    await screen.getByTestId('portico-all-wallets-button').click()
    expect(portico.stores.router.getState().history.at(-1)).toEqual({ view: 'AllWallets' })
    await screen.getByTestId('wallet-option-io.metamask').click()
    await until(() => evm.calls.includes('connect:io.metamask'))
  })

  test("loading: this browser's wallets at once, skeleton rows in a busy list for the catalogue; error: a retry", async () => {
    const mock = createCatalogueFetchMock(catalogue)
    vi.stubGlobal('fetch', mock.fetch)
    mock.hold()
    mock.failNext(1)
    const evm = createFakeAdapter('eip155', [{ id: 'w1', address: '0x1', chainId: 31337 }])
    const portico = testInstance({
      apiUrl: API_URL,
      adapters: [evm.adapter],
      features: { email: false, socials: false, analytics: false },
    })
    const screen = await render(
      <PorticoProvider instance={portico}>
        <Connect />
      </PorticoProvider>,
    )
    await expect.element(screen.getByTestId('wallet-option-w1')).toBeVisible()
    await expect
      .element(screen.getByTestId('portico-wallet-list'))
      .toHaveAttribute('aria-busy', 'true')
    expect(
      document.querySelectorAll('[data-testid="portico-wallet-skeleton"]').length,
    ).toBeGreaterThan(0)
    await expect
      .element(screen.getByTestId('portico-wallets-loading'))
      .toHaveTextContent('Loading wallets')
    mock.release()
    await expect.element(screen.getByTestId('portico-wallets-retry')).toBeVisible()
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent('Wallets could not be loaded.')
    await screen.getByTestId('portico-wallets-retry').click()
    await until(() => testIds('wallet-option-').includes('featured-a'))
    await expect.element(screen.getByTestId('portico-wallets-retry')).not.toBeInTheDocument()
  })

  test('empty: without wallets in this browser and without a catalogue, it says how to get one', async () => {
    const { screen } = await setup({ features: { email: false, socials: false } })
    await expect
      .element(screen.getByTestId('portico-no-wallets'))
      .toHaveTextContent('No browser wallet found')
    await expect.element(screen.getByTestId('portico-all-wallets-button')).not.toBeInTheDocument()
  })
})
