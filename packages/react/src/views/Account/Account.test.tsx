import { type CreatePorticoParameters, type Network, shortenAddress } from '@portico/core/internal'
import { createFakeAdapter, testInstance, testNetwork, until } from '@portico/core/testing'
import { describe, expect, test, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { PorticoProvider } from '../../PorticoProvider.js'
import { Account } from './Account.js'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const A: Network = {
  ...testNetwork(31337, 'eip155', 'Anvil'),
  blockExplorers: { default: { name: 'Otterscan', url: 'http://127.0.0.1:5100' } },
}
const B = testNetwork(31338, 'eip155', 'Anvil B')

async function connected(overrides: Partial<CreatePorticoParameters> = {}) {
  const wallets = createFakeAdapter('eip155', [
    { id: 'w1', address: ADDRESS, chainId: 31337 },
    { id: 'w2', address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', chainId: 31337 },
  ])
  const portico = testInstance({ networks: [A, B], adapters: [wallets.adapter], ...overrides })
  portico.mount()
  await portico.connect({ connectorId: 'w1' })
  return { portico, wallets }
}

async function renderAccount(portico: Awaited<ReturnType<typeof connected>>['portico']) {
  return render(
    <PorticoProvider instance={portico}>
      <Account />
    </PorticoProvider>,
  )
}

test('Account: gradient avatar, the address in 4+6 characters, balance, network, explorer link, connected wallet', async () => {
  const { portico } = await connected()
  const screen = await renderAccount(portico)
  await expect
    .element(screen.getByTestId('portico-account-address'))
    .toHaveTextContent(shortenAddress(ADDRESS))
  expect(shortenAddress(ADDRESS)).toBe('0xf3…b92266')
  await expect.element(screen.getByTestId('portico-avatar-gradient')).toBeInTheDocument()
  await expect.element(screen.getByTestId('portico-account-balance')).toHaveTextContent('1.234 ETH')
  await expect
    .element(screen.getByRole('button', { name: 'Network: Anvil. Choose another network' }))
    .toBeVisible()
  // The network's initial is drawn by CSS, not text: the visible text is the name, which the
  // accessible name contains (WCAG 2.5.3).
  expect(screen.getByTestId('portico-network-button').element().textContent).toBe('Anvil')
  const explorer = screen.getByTestId('portico-explorer-link')
  await expect.element(explorer).toHaveAttribute('href', `http://127.0.0.1:5100/address/${ADDRESS}`)
  await expect.element(explorer).toHaveAttribute('target', '_blank')
  await expect.element(explorer).toHaveAttribute('rel', expect.stringContaining('noopener'))
  await expect
    .element(screen.getByTestId('portico-connected-wallet'))
    .toHaveTextContent('Connected with w1')
})

test("Account: the explorer link is the account's stored addressExplorerUrl (spec §3 Account state), not one the view computes", async () => {
  const { portico } = await connected()
  const stored = 'https://explorer.example.test/account/stored'
  portico._internal.stores.chains.setState((s) => ({
    accounts: {
      ...s.accounts,
      eip155: {
        ...(s.accounts.eip155 ?? { status: 'connected', currentTab: 'Tokens' }),
        addressExplorerUrl: stored,
      },
    },
  }))
  const screen = await renderAccount(portico)
  await expect.element(screen.getByTestId('portico-explorer-link')).toHaveAttribute('href', stored)
})

const BTC = testNetwork('000000000019d6689c085ae165831e93', 'bip122', 'Bitcoin')
const PAYMENT = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
const ORDINAL = 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297'
const SMART = '0x5A0b54D5dc17e0AadC383d2db43B0a0D3E029c4c'
/** The connection's typed accounts, as the Bitcoin wallets and the embedded wallet answer them. */
const TYPED_ACCOUNTS = {
  bip122: [
    { address: PAYMENT, type: 'payment' },
    { address: ORDINAL, type: 'ordinal' },
  ],
  eip155: [
    { address: ADDRESS, type: 'eoa' },
    { address: SMART, type: 'smartAccount' },
  ],
} as const

/** Writes the active account's stored labels, as core's account flows do. */
function storeLabels(
  portico: ReturnType<typeof testInstance>,
  namespace: 'bip122' | 'eip155',
  labels: [string, string][],
) {
  portico._internal.stores.chains.setState((s) => ({
    accounts: {
      ...s.accounts,
      [namespace]: {
        ...(s.accounts[namespace] ?? { status: 'connected', currentTab: 'Tokens' }),
        addressLabels: new Map(labels),
      },
    },
  }))
}

describe('spec §3 "Account state (per chain): … addressLabels": the active account\'s type shows under its address, translated', () => {
  test.each([
    [
      'a Bitcoin payment account',
      'bip122',
      PAYMENT,
      'Payment account',
      'ordinal',
      'Ordinals account',
    ],
    [
      'a Bitcoin ordinal account',
      'bip122',
      ORDINAL,
      'Ordinals account',
      'payment',
      'Payment account',
    ],
    [
      'an EVM externally owned account',
      'eip155',
      ADDRESS,
      'EOA account',
      'smartAccount',
      'Smart account',
    ],
    ['an EVM smart account', 'eip155', SMART, 'Smart account', 'eoa', 'EOA account'],
  ] as const)(
    '%s shows its caption, which follows a change of the stored label',
    async (_case, namespace, active, caption, changed, changedCaption) => {
      const network = namespace === 'bip122' ? BTC : A
      const fake = createFakeAdapter(namespace, [
        { id: 'w1', address: active, chainId: network.id },
      ])
      fake.adapter.connect = async () => ({
        address: active,
        chainId: network.id,
        accounts: TYPED_ACCOUNTS[namespace],
      })
      const portico = testInstance({ networks: [network], adapters: [fake.adapter] })
      portico.mount()
      await portico.connect({ connectorId: 'w1' })
      const screen = await renderAccount(portico)
      const label = screen.getByTestId('portico-account-label')
      await expect.element(label).toHaveTextContent(caption)
      await expect.element(label).toBeVisible()
      storeLabels(portico, namespace, [[active, changed]])
      await expect.element(label).toHaveTextContent(changedCaption)
    },
  )

  test("in the widget's locale; none for a plain wallet (no account types) or a type it has no words for", async () => {
    const { portico } = await connected()
    const screen = await render(
      <PorticoProvider instance={portico} locale="de">
        <Account />
      </PorticoProvider>,
    )
    await expect.element(screen.getByTestId('portico-account-address')).toBeVisible()
    expect(screen.container.querySelector('[data-testid="portico-account-label"]')).toBeNull()
    // Hexadecimal addresses match in any case.
    storeLabels(portico, 'eip155', [[ADDRESS.toLowerCase(), 'smartAccount']])
    await expect
      .element(screen.getByTestId('portico-account-label'))
      .toHaveTextContent('Smart-Konto')
    storeLabels(portico, 'eip155', [[ADDRESS, 'vault']])
    await expect
      .poll(() => screen.container.querySelector('[data-testid="portico-account-label"]'))
      .toBeNull()
  })
})

test('Account: a profile name replaces the address, a safe profile image replaces the gradient, an unsafe one does not', async () => {
  const { portico } = await connected()
  const setProfile = (profileImage: string) =>
    portico._internal.stores.chains.setState((s) => ({
      accounts: {
        ...s.accounts,
        eip155: {
          ...(s.accounts.eip155 ?? { status: 'connected', currentTab: 'Tokens' }),
          profileName: 'alice.eth',
          profileImage,
        },
      },
    }))
  setProfile('javascript:alert(1)')
  const screen = await renderAccount(portico)
  await expect.element(screen.getByTestId('portico-account-name')).toHaveTextContent('alice.eth')
  await expect
    .element(screen.getByTestId('portico-account-address'))
    .toHaveTextContent('0xf3…b92266')
  await expect.element(screen.getByTestId('portico-avatar-gradient')).toBeInTheDocument()
  setProfile('data:image/gif;base64,R0lGODlhAQABAAAAACw=')
  await expect
    .element(screen.getByRole('img', { name: 'Profile image of alice.eth' }))
    .toBeInTheDocument()
})

test('Account: loading state — the balance says it is loading until it arrives', async () => {
  const { portico, wallets } = await connected()
  const release = wallets.holdBalances()
  await portico.switchNetwork({ network: B })
  const screen = await renderAccount(portico)
  const balance = screen.getByTestId('portico-account-balance')
  await expect.element(balance).toHaveTextContent('Loading balance')
  release()
  await expect.element(balance).toHaveTextContent('1.234 ETH')
})

test("Account: the wallet features in the spec's default order (onramp, swaps, receive, send); send, receive and swaps open their views", async () => {
  const { portico } = await connected()
  const screen = await renderAccount(portico)
  const features = screen.getByTestId('portico-features').getByRole('button')
  expect(features.elements().map((b) => b.textContent)).toEqual(['Buy', 'Swap', 'Receive', 'Send'])
  await screen.getByTestId('portico-feature-send').click()
  expect(portico.stores.router.getState().history.at(-1)?.view).toBe('WalletSend')
  await screen.getByTestId('portico-feature-receive').click()
  expect(portico.stores.router.getState().history.at(-1)?.view).toBe('WalletReceive')
  await screen.getByTestId('portico-feature-swaps').click()
  expect(portico.stores.router.getState().history.at(-1)?.view).toBe('Swap')
  // The swap starts at once (initializeSwap), while the Swap view loads.
  await until(() => portico.stores.swap.getState().status !== 'idle')
})

test('Account: a feature turned off is not shown; a dApp order is followed', async () => {
  const { portico } = await connected({
    features: { swaps: false, walletFeaturesOrder: ['send', 'receive', 'onramp', 'swaps'] },
  })
  const screen = await renderAccount(portico)
  const features = screen.getByTestId('portico-features').getByRole('button')
  expect(features.elements().map((b) => b.textContent)).toEqual(['Send', 'Receive', 'Buy'])
})

test('Account: the network button opens Networks; the Wallets row shows only with multiWallet or several wallets', async () => {
  const single = await connected()
  const screen = await renderAccount(single.portico)
  await screen.getByTestId('portico-network-button').click()
  expect(single.portico.stores.router.getState().history.at(-1)?.view).toBe('Networks')
  expect(screen.container.querySelector('[data-testid="portico-wallets-row"]')).toBeNull()
  screen.unmount()

  const multi = await connected({ features: { multiWallet: true } })
  await multi.portico.connect({ connectorId: 'w2' })
  const second = await renderAccount(multi.portico)
  const row = second.getByTestId('portico-wallets-row')
  await expect.element(row).toHaveTextContent('2 connected')
  await row.click()
  expect(multi.portico.stores.router.getState().history.at(-1)?.view).toBe('ProfileWallets')
})

test('Account: Disconnect disconnects the wallet', async () => {
  const { portico, wallets } = await connected()
  const screen = await renderAccount(portico)
  await screen.getByTestId('portico-disconnect').click()
  await until(() => portico.getAccount().status === 'disconnected')
  expect(wallets.calls).toContain('disconnect:w1')
})

test("Account: Disconnect lets every namespace go (spec §4 'Disconnect'); a wallet that fails shows 'Failed to disconnect chains: {message}' (spec §8)", async () => {
  const SOL = testNetwork('devnet', 'solana', 'Solana')
  const solana = createFakeAdapter('solana', [
    { id: 's1', address: 'So1anaAccount1111111111111111111111111111111', chainId: 'devnet' },
  ])
  const evm = createFakeAdapter('eip155', [{ id: 'w1', address: ADDRESS, chainId: 31337 }])
  const portico = testInstance({ networks: [A, SOL], adapters: [evm.adapter, solana.adapter] })
  portico.mount()
  await portico.connect({ connectorId: 's1' })
  await portico.connect({ connectorId: 'w1' })
  evm.fail('disconnect:w1')
  const screen = await renderAccount(portico)
  await screen.getByTestId('portico-disconnect').click()
  await until(() => portico.getAccount({ namespace: 'solana' }).status === 'disconnected')
  expect(portico.getAccount({ namespace: 'eip155' }).status).toBe('disconnected')
  expect(solana.calls).toContain('disconnect:s1')
  await until(() => portico.stores.notification.getState().message !== '')
  expect(portico.stores.notification.getState()).toMatchObject({
    message: 'Failed to disconnect chains: wallet busy',
    variant: 'error',
  })
})

test('Account tabs: ARIA tabs, arrow keys, Home and End move and open; the tab is stored as currentTab', async () => {
  const { portico } = await connected()
  const screen = await renderAccount(portico)
  const tabs = screen.getByRole('tab')
  expect(tabs.elements().map((t) => t.textContent)).toEqual(['Tokens', 'NFTs', 'Activity'])
  const tokens = screen.getByRole('tab', { name: 'Tokens' })
  await expect.element(tokens).toHaveAttribute('aria-selected', 'true')
  await expect.element(screen.getByRole('tabpanel', { name: 'Tokens' })).toBeVisible()
  // Only the open tab is in the Tab order (roving tabindex).
  expect(tabs.elements().map((t) => t.getAttribute('tabindex'))).toEqual(['0', '-1', '-1'])

  ;(tokens.element() as HTMLElement).focus()
  const steps: [string, string][] = [
    ['ArrowRight', 'NFTs'],
    ['ArrowRight', 'Activity'],
    ['ArrowRight', 'Tokens'],
    ['ArrowLeft', 'Activity'],
    ['Home', 'Tokens'],
    ['End', 'Activity'],
  ]
  for (const [key, expected] of steps) {
    await userEvent.keyboard(`{${key}}`)
    await expect
      .element(screen.getByRole('tab', { name: expected }))
      .toHaveAttribute('aria-selected', 'true')
    expect(document.activeElement?.textContent).toBe(expected)
    expect(portico.getAccount().currentTab).toBe(expected)
  }
  await expect
    .element(screen.getByRole('tabpanel', { name: 'Activity' }))
    .toHaveTextContent('No activity yet')
})

test('Account tabs: Activity is hidden when the activity feature is off', async () => {
  const { portico } = await connected({ features: { activity: false } })
  portico.account.setTab({ tab: 'Activity' })
  const screen = await renderAccount(portico)
  expect(
    screen
      .getByRole('tab')
      .elements()
      .map((t) => t.textContent),
  ).toEqual(['Tokens', 'NFTs'])
  // A stored tab that is not shown falls back to Tokens.
  await expect
    .element(screen.getByRole('tab', { name: 'Tokens' }))
    .toHaveAttribute('aria-selected', 'true')
})

test("Account: copy puts the address on the clipboard and says 'Address copied' in a toast", async () => {
  const { portico } = await connected()
  await render(<PorticoProvider instance={portico} />)
  portico.open()
  const root = () => document.querySelector('portico-modal')?.shadowRoot ?? null
  await until(() => root()?.querySelector('[data-testid="portico-copy-address"]') != null, 5_000)
  const copy = root()?.querySelector<HTMLElement>(
    '[data-testid="portico-copy-address"]',
  ) as HTMLElement
  expect(copy.getAttribute('aria-label')).toBe('Copy address')
  // The real clipboard (reading it back needs a permission the test browser does not grant).
  const write = vi.spyOn(navigator.clipboard, 'writeText')
  await userEvent.click(copy)
  await until(() => root()?.querySelector('[data-testid="portico-toast"]') != null)
  expect(root()?.querySelector('[data-testid="portico-toast"]')?.textContent).toContain(
    'Address copied',
  )
  expect(write).toHaveBeenCalledWith(ADDRESS)
  write.mockRestore()
})

test('Account: loading state while no account is there yet', async () => {
  const portico = testInstance()
  const screen = await render(
    <PorticoProvider instance={portico}>
      <Account />
    </PorticoProvider>,
  )
  await expect
    .element(screen.getByTestId('portico-account-loading'))
    .toHaveAttribute('aria-busy', 'true')
})

test('Account: a clipboard that refuses gives an error toast', async () => {
  const { portico } = await connected()
  await render(<PorticoProvider instance={portico} />)
  portico.open()
  const root = () => document.querySelector('portico-modal')?.shadowRoot ?? null
  await until(() => root()?.querySelector('[data-testid="portico-copy-address"]') != null, 5_000)
  // Mock: this browser cannot be made to deny the clipboard on demand.
  const refuse = vi
    .spyOn(navigator.clipboard, 'writeText')
    .mockRejectedValueOnce(new DOMException('Write permission denied.', 'NotAllowedError'))
  await userEvent.click(
    root()?.querySelector<HTMLElement>('[data-testid="portico-copy-address"]') as HTMLElement,
  )
  await until(() => root()?.querySelector('[data-testid="portico-toast"]') != null)
  const toast = root()?.querySelector('[data-testid="portico-toast"]')
  expect(toast?.getAttribute('role')).toBe('alert')
  expect(toast?.textContent).toContain('The address could not be copied')
  refuse.mockRestore()
})
