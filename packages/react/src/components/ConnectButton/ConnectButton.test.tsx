import { createMemoryStorage, STORAGE_KEYS } from '@portico/core/internal'
import { createFakeAdapter, testInstance, testNetwork, until } from '@portico/core/testing'
import { afterEach, expect, test } from 'vitest'
import { userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { PorticoProvider } from '../../PorticoProvider.js'
import { ConnectButton } from './ConnectButton.js'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const A = testNetwork(31337, 'eip155', 'Anvil')
const SOL = testNetwork('devnet', 'solana', 'Solana Devnet')

function setup(extra: Parameters<typeof testInstance>[0] = {}) {
  const wallets = createFakeAdapter('eip155', [{ id: 'w1', address: ADDRESS, chainId: 31337 }])
  const portico = testInstance({ networks: [A, SOL], adapters: [wallets.adapter], ...extra })
  return { wallets, portico }
}

afterEach(() => {
  for (const style of document.querySelectorAll('style[data-hostile]')) style.remove()
})

test('ConnectButton: disconnected, it offers to connect and opens the modal on click', async () => {
  const { portico } = setup()
  const screen = await render(
    <PorticoProvider instance={portico}>
      <ConnectButton />
    </PorticoProvider>,
  )
  const button = screen.getByRole('button', { name: 'Connect Wallet' })
  await expect.element(button).toBeVisible()
  await button.click()
  expect(portico.stores.modal.getState().open).toBe(true)
  expect(portico.stores.router.getState().history.at(-1)?.view).toBe('Connect')
})

test('ConnectButton: label and loadingLabel replace the locale strings; connecting says so while the remembered wallet is synced (spec §4)', async () => {
  // A remembered wallet that never announces itself: the start-up sync stays "connecting" until
  // RECONNECT_DISCOVERY_TIMEOUT_MS, then gives up.
  const storage = createMemoryStorage()
  storage.setItem(STORAGE_KEYS.connectorId, 'gone')
  const portico = testInstance({
    networks: [A],
    adapters: [createFakeAdapter('eip155', []).adapter],
    storage,
  })
  const screen = await render(
    <PorticoProvider instance={portico}>
      <ConnectButton label="Sign in" loadingLabel="Waiting…" />
    </PorticoProvider>,
  )
  const button = screen.getByTestId('connect-button')
  await expect.element(button).toHaveTextContent('Waiting…')
  await expect.element(button).toHaveAttribute('aria-busy', 'true')
  await expect.element(button, { timeout: 3_000 }).toHaveTextContent('Sign in')
  await expect.element(button).not.toHaveAttribute('aria-busy')
})

test("ConnectButton: connecting shows the locale's 'Connecting…' by default", async () => {
  const storage = createMemoryStorage()
  storage.setItem(STORAGE_KEYS.connectorId, 'gone')
  const portico = testInstance({
    networks: [A],
    adapters: [createFakeAdapter('eip155', []).adapter],
    storage,
  })
  const screen = await render(
    <PorticoProvider instance={portico}>
      <ConnectButton />
    </PorticoProvider>,
  )
  await expect.element(screen.getByRole('button', { name: 'Connecting…' })).toBeVisible()
})

test('ConnectButton: connected without a name, it shows a gradient avatar, the address shortened to 4 + 6 (spec §9) and the balance truncated to 3 decimals', async () => {
  const { portico } = setup()
  const screen = await render(
    <PorticoProvider instance={portico}>
      <ConnectButton />
    </PorticoProvider>,
  )
  await portico.connect({ connectorId: 'w1' })
  // Named by its visible text, then ', account' (WCAG 2.5.3: the name contains the label).
  const button = screen.getByRole('button', { name: /^0xf3…b92266 1\.234 ETH ?, account$/ })
  await expect.element(button).toBeVisible()
  await expect
    .element(screen.getByTestId('account-button-address'))
    .toHaveTextContent('0xf3…b92266')
  await expect.element(screen.getByTestId('account-button-balance')).toHaveTextContent('1.234 ETH')
  const gradient = screen.getByTestId('portico-button-avatar-gradient')
  expect(getComputedStyle(gradient.element()).backgroundImage).toMatch(/^linear-gradient/)
  expect(button.element().getAttribute('title')).toBe(ADDRESS)
  await button.click()
  expect(portico.stores.router.getState().history.at(-1)?.view).toBe('Account')
})

test('ConnectButton: connected with a name and profile image, it shows them; balance="hide" drops the balance', async () => {
  const { portico } = setup()
  const screen = await render(
    <PorticoProvider instance={portico}>
      <ConnectButton balance="hide" size="sm" />
    </PorticoProvider>,
  )
  await portico.connect({ connectorId: 'w1' })
  const image = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg" width="2" height="2"><rect width="2" height="2" fill="red"/></svg>')}`
  portico._internal.stores.chains.setState((s) => ({
    accounts: {
      ...s.accounts,
      eip155: {
        ...(s.accounts.eip155 ?? { status: 'connected', currentTab: 'Tokens' }),
        profileName: 'alice.portico.eth',
        profileImage: image,
      },
    },
  }))
  const button = screen.getByRole('button', { name: /^alice\.portico\.eth ?, account$/ })
  await expect.element(button).toBeVisible()
  await expect
    .element(screen.getByTestId('account-button-name'))
    .toHaveTextContent('alice.portico.eth')
  await expect
    .element(screen.getByTestId('portico-button-avatar-image'))
    .toHaveAttribute('src', image)
  expect(screen.container.querySelector('[data-testid="account-button-balance"]')).toBeNull()
  expect(button.element().className).toContain('portico-button--sm')
  expect(button.element().getBoundingClientRect().height).toBe(32)
})

test('ConnectButton: a profile image that is not an http(s) or data:image URL is never loaded (gradient instead)', async () => {
  const { portico } = setup()
  const screen = await render(
    <PorticoProvider instance={portico}>
      <ConnectButton />
    </PorticoProvider>,
  )
  await portico.connect({ connectorId: 'w1' })
  portico._internal.stores.chains.setState((s) => ({
    accounts: {
      ...s.accounts,
      eip155: {
        ...(s.accounts.eip155 ?? { status: 'connected', currentTab: 'Tokens' }),
        profileImage: 'javascript:alert(1)',
      },
    },
  }))
  await expect.element(screen.getByTestId('portico-button-avatar-gradient')).toBeInTheDocument()
  expect(screen.container.querySelector('img')).toBeNull()
})

test('ConnectButton: namespace — disconnected on that namespace it offers to connect, and opens the modal for it (spec §2 rule 1)', async () => {
  const { portico } = setup()
  const screen = await render(
    <PorticoProvider instance={portico}>
      <ConnectButton namespace="solana" />
    </PorticoProvider>,
  )
  await portico.connect({ connectorId: 'w1' })
  const button = screen.getByRole('button', { name: 'Connect Wallet' })
  await expect.element(button).toBeVisible()
  await button.click()
  expect(portico.stores.chains.getState().activeNamespace).toBe('solana')
  expect(portico.stores.modal.getState().open).toBe(true)
})

test("ConnectButton: takes the instance's theme (accent, radius) as --portico-* variables", async () => {
  const { portico } = setup({
    themeMode: 'dark',
    themeVariables: { accent: '#ff0000', borderRadiusMaster: '2px' },
  })
  const screen = await render(
    <PorticoProvider instance={portico}>
      <ConnectButton />
    </PorticoProvider>,
  )
  const button = screen.getByTestId('connect-button')
  // Not hovered (a hovered button darkens its accent): the pointer may rest where a previous test clicked.
  await userEvent.unhover(button)
  await expect.poll(() => getComputedStyle(button.element()).backgroundColor).toBe('rgb(255, 0, 0)')
  expect(getComputedStyle(button.element()).borderTopLeftRadius).toBe('10px')
  // One stylesheet in <head>, however many buttons.
  expect(document.head.querySelectorAll('style[data-href="portico-buttons"]')).toHaveLength(1)
})

test('ConnectButton: hostile host CSS (* { all: unset }, button { display: none }, huge fonts) does not hide or restyle it', async () => {
  const hostile = document.createElement('style')
  hostile.dataset.hostile = ''
  hostile.textContent =
    '* { all: unset } button { display: none; font-size: 80px } span { display: none } img { display: none }'
  document.head.append(hostile)
  const { portico } = setup()
  const screen = await render(
    <PorticoProvider instance={portico}>
      <ConnectButton />
    </PorticoProvider>,
  )
  const connect = screen.getByTestId('connect-button').element()
  await until(() => getComputedStyle(connect).display === 'inline-flex')
  expect(getComputedStyle(connect).fontSize).toBe('15px')
  expect(connect.getBoundingClientRect().height).toBe(40)
  await portico.connect({ connectorId: 'w1' })
  const name = screen.getByTestId('account-button-address')
  await expect.element(name).toBeVisible()
  // A flex item: its inline-block is shown as block, and it keeps its size.
  const avatar = screen.getByTestId('portico-button-avatar-gradient').element()
  expect(getComputedStyle(avatar).display).not.toBe('none')
  expect(avatar.getBoundingClientRect().width).toBe(26)
})

test('ConnectButton: in a right-to-left locale (Arabic) the button is laid out right to left, its text translated', async () => {
  const { portico } = setup()
  const screen = await render(
    <PorticoProvider instance={portico} locale="ar">
      <ConnectButton />
    </PorticoProvider>,
  )
  const button = screen.getByTestId('connect-button')
  await expect.element(button).toHaveAttribute('dir', 'rtl')
  expect(button.element().textContent).not.toBe('Connect Wallet')
  await portico.connect({ connectorId: 'w1' })
  await expect.element(screen.getByTestId('account-button')).toHaveAttribute('dir', 'rtl')
})
