import { readFileSync } from 'node:fs'
import { expect, type Page, test } from '@playwright/test'
import type { TestWallet } from '@portico/wallet'
import { createPublicClient, formatEther, http } from 'viem'
import { CHAIN_A_RPC, E2E_DEVNET_CONFIG, E2E_PORTS } from '../ports.js'

// Issue 10 "Across namespaces": network switching in the demo between the EVM devnets and to the
// local Solana network (the modal's Networks, SwitchActiveChain and SwitchNetwork views, and the
// useSwitchNetwork hook), and multi-wallet in eip155 (the injected test wallet + a WalletConnect
// session with the sample wallet, listed in ProfileWallets and by useConnections).

const INJECTED = 'xyz.portico.testwallet'
/** anvil account #0, which the injected test wallet holds. */
const INJECTED_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
/** anvil account #1: the sample wallet's first EVM account with `?account=1`. */
const SAMPLE_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SAMPLE_WALLET_URL = `http://127.0.0.1:${E2E_PORTS.wallet}/?account=1`
const CHAIN_B_RPC = `http://127.0.0.1:${E2E_PORTS.chainB}`
const SOLANA_WALLET = 'wallet-option-Portico Test Solana Wallet'

/** The e2e stack's local Solana network and the address of the test Solana wallet's account #0. */
function solanaDevnet(): { caipNetworkId: string; address: string } {
  const { solana } = JSON.parse(readFileSync(E2E_DEVNET_CONFIG, 'utf8')) as {
    solana?: { caipNetworkId: string; accounts: { label: string; address: string }[] }
  }
  const address = solana?.accounts.find((a) => a.label === 'wallet-1')?.address
  if (!solana || !address) throw new Error('the devnet config has a solana section with wallet-1')
  return { caipNetworkId: solana.caipNetworkId, address }
}

/** The balance the demo shows: spec §9, truncated (not rounded) to 3 decimals. */
async function expectedBalance(rpcUrl: string, address: `0x${string}`): Promise<string> {
  const client = createPublicClient({ transport: http(rpcUrl) })
  const [whole, fraction = ''] = formatEther(await client.getBalance({ address })).split('.')
  const cut = fraction.slice(0, 3).replace(/0+$/, '')
  return `${cut ? `${whole}.${cut}` : whole} ETH`
}

/** The chain the injected test wallet is on, as it answers eth_chainId. */
function walletChainId(page: Page): Promise<string> {
  return page.evaluate(async (rdns) => {
    const wallets = (window as unknown as { porticoTestWallets: Record<string, TestWallet> })
      .porticoTestWallets
    return String(await wallets[rdns]?.provider.request({ method: 'eth_chainId' }))
  }, INJECTED)
}

async function connectInjected(page: Page) {
  await page.getByTestId('connect-button').click()
  await page.getByTestId(`wallet-option-${INJECTED}`).click()
  await expect(page.getByTestId('demo-address')).toHaveText(INJECTED_ADDRESS)
  await expect(page.getByTestId('portico-modal')).toBeHidden()
}

test('EVM network switch devnet A → B from the modal, and back from the useSwitchNetwork hook; the wallet follows', async ({
  page,
}) => {
  await page.goto('/')
  await connectInjected(page)
  await expect(page.getByTestId('demo-chain')).toHaveText('Portico Devnet A (31337)')
  expect(await walletChainId(page)).toBe('0x7a69')

  // The modal: Account → network → Networks → Devnet B → SwitchNetwork, which goes back.
  await page.getByTestId('account-button').click()
  await page.getByTestId('portico-network-button').click()
  const networks = page.getByTestId('portico-networks')
  await expect(networks.getByTestId('portico-network-eip155:31337')).toHaveAttribute(
    'aria-current',
    'true',
  )
  await networks.getByTestId('portico-network-eip155:31338').click()
  await expect(page.getByTestId('demo-chain')).toHaveText('Portico Devnet B (31338)')
  await expect(page.getByTestId('portico-networks')).toBeVisible()
  await expect(
    page.getByTestId('portico-networks').getByTestId('portico-network-eip155:31338'),
  ).toHaveAttribute('aria-current', 'true')
  expect(await walletChainId(page)).toBe('0x7a6a')
  // The account is the same; the balance is the one on chain B.
  await expect(page.getByTestId('demo-address')).toHaveText(INJECTED_ADDRESS)
  await expect(page.getByTestId('demo-balance')).toHaveText(
    await expectedBalance(CHAIN_B_RPC, INJECTED_ADDRESS),
  )
  await page.getByTestId('portico-close').click()
  await expect(page.getByTestId('portico-modal')).toBeHidden()

  // The hook: back to Devnet A without the modal.
  await page.getByTestId('demo-switch-network-eip155:31337').click()
  await expect(page.getByTestId('demo-switch-status')).toHaveAttribute('data-state', 'success')
  await expect(page.getByTestId('demo-chain')).toHaveText('Portico Devnet A (31337)')
  expect(await walletChainId(page)).toBe('0x7a69')
  await expect(page.getByTestId('demo-balance')).toHaveText(
    await expectedBalance(CHAIN_A_RPC, INJECTED_ADDRESS),
  )
  await expect(page.getByTestId('portico-modal')).toBeHidden()
})

test('multi-wallet in eip155: the injected wallet and a WalletConnect session listed in ProfileWallets; switch between them, then disconnect one', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000)
  await page.goto('/?multiWallet=1')
  await expect(page.getByTestId('demo-multi-wallet')).toHaveText('Multi-wallet on')
  await connectInjected(page)

  // Account → Wallets → ProfileWallets → Add wallet → Connect → WalletConnect.
  await page.getByTestId('account-button').click()
  await page.getByTestId('portico-wallets-row').click()
  const profile = page.getByTestId('portico-profile-wallets')
  await expect(profile.getByTestId(`portico-wallet-row-eip155:${INJECTED}`)).toHaveAttribute(
    'aria-current',
    'true',
  )
  await profile.getByTestId('portico-add-wallet').click()
  await page.getByTestId('wallet-option-walletConnect').click()
  const copy = page.getByTestId('portico-wc-copy')
  await expect(copy).toHaveAttribute('data-uri', /^wc:/, { timeout: 20_000 })
  const uri = (await copy.getAttribute('data-uri')) ?? ''

  // The sample wallet (account #1) pairs and approves.
  const wallet = await context.newPage()
  await wallet.goto(SAMPLE_WALLET_URL)
  await wallet.getByTestId('wc-uri-input').fill(uri)
  await wallet.getByTestId('wc-pair-button').click()
  await wallet.getByTestId('wc-proposal').getByTestId('wc-proposal-approve').click({
    timeout: 20_000,
  })
  await expect(page.getByTestId('demo-address')).toHaveText(SAMPLE_ADDRESS, { timeout: 20_000 })

  // Both listed: by the hook in the demo, and in ProfileWallets, the session active.
  await expect(page.getByTestId('demo-connection-walletConnect')).toContainText(
    `${SAMPLE_ADDRESS} active`,
  )
  await expect(page.getByTestId(`demo-connection-${INJECTED}`)).toContainText(
    `${INJECTED_ADDRESS} connected`,
  )
  await page.getByTestId('account-button').click()
  await page.getByTestId('portico-wallets-row').click()
  const rows = profile.locator('[data-testid^="portico-wallet-row-eip155:"]')
  await expect(rows).toHaveCount(2)
  await expect(profile.getByTestId('portico-wallet-row-eip155:walletConnect')).toHaveAttribute(
    'aria-current',
    'true',
  )
  await expect(profile.getByTestId('portico-wallet-row-eip155:walletConnect')).toContainText(
    '0x70…dc79C8',
  )

  // Switch to the injected wallet in ProfileWallets: the account follows.
  await profile.getByTestId(`portico-wallet-switch-eip155:${INJECTED}`).click()
  await expect(page.getByTestId('demo-address')).toHaveText(INJECTED_ADDRESS)
  await expect(profile.getByTestId(`portico-wallet-row-eip155:${INJECTED}`)).toHaveAttribute(
    'aria-current',
    'true',
  )
  await expect(profile.getByTestId('portico-wallet-active-eip155:walletConnect')).toHaveCount(0)
  await page.getByTestId('portico-close').click()

  // And back to the session from the hook (useConnections), without a prompt.
  await page.getByTestId('demo-connection-switch-walletConnect').click()
  await expect(page.getByTestId('demo-address')).toHaveText(SAMPLE_ADDRESS)
  await expect(page.getByTestId(`demo-connection-${INJECTED}`)).toContainText('connected')

  // Disconnect the session in ProfileWallets: the injected wallet becomes active, the wallet's
  // session ends.
  await page.getByTestId('account-button').click()
  await page.getByTestId('portico-wallets-row').click()
  await profile.getByTestId('portico-wallet-disconnect-eip155:walletConnect').click()
  await expect(profile.getByTestId('portico-wallet-row-eip155:walletConnect')).toHaveCount(0)
  await expect(rows).toHaveCount(1)
  await expect(profile.getByTestId(`portico-wallet-row-eip155:${INJECTED}`)).toHaveAttribute(
    'aria-current',
    'true',
  )
  await expect(page.getByTestId('demo-address')).toHaveText(INJECTED_ADDRESS)
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(wallet.getByTestId('wc-session')).toHaveCount(0, { timeout: 20_000 })
})

test("the wallet moves to a chain the dApp did not configure: 'Switching to an unsupported network opens UnsupportedChain'; choosing Devnet B moves the wallet there", async ({
  page,
}) => {
  await page.goto('/')
  await connectInjected(page)
  // The wallet adds a chain of its own (1337) and moves to it, from the wallet side.
  await page.evaluate(
    async ({ rdns, rpcUrl }) => {
      const wallets = (window as unknown as { porticoTestWallets: Record<string, TestWallet> })
        .porticoTestWallets
      const wallet = wallets[rdns]
      await wallet?.provider.request({
        method: 'wallet_addEthereumChain',
        params: [
          {
            chainId: '0x539',
            chainName: 'Elsewhere',
            rpcUrls: [rpcUrl],
            nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          },
        ],
      })
      wallet?.setChain(1337)
    },
    { rdns: INJECTED, rpcUrl: CHAIN_A_RPC },
  )
  await expect(page.getByTestId('portico-unsupported-chain')).toBeVisible()
  await page.getByTestId('portico-unsupported-network-eip155:31338').click()
  await expect(page.getByTestId('demo-chain')).toHaveText('Portico Devnet B (31338)')
  expect(await walletChainId(page)).toBe('0x7a6a')
  await expect(page.getByTestId('demo-address')).toHaveText(INJECTED_ADDRESS)
  await expect(page.getByTestId('portico-unsupported-chain')).toBeHidden()
})

test('across namespaces: EVM → Solana through SwitchActiveChain and the Solana test wallet, back to EVM from the hook, to Solana again through SwitchNetwork; each namespace keeps its account; both in ProfileWallets with the multi-wallet info; disconnecting Solana leaves EVM active', async ({
  page,
}) => {
  const solana = solanaDevnet()
  await page.goto('/')
  await connectInjected(page)

  // Networks → the Solana network: an address on EVM and none on Solana → SwitchActiveChain.
  await page.getByTestId('account-button').click()
  await page.getByTestId('portico-network-button').click()
  await page.getByTestId(`portico-network-${solana.caipNetworkId}`).click()
  await expect(page.getByTestId('portico-switch-active-chain-message')).toHaveText(
    'To use Portico Devnet Solana, connect a Solana wallet.',
  )
  await page.getByTestId('portico-switch-active-chain-confirm').click()

  // Connect replaced it, on Solana, not connected there yet; the Solana wallet connects.
  await expect(page.getByTestId('demo-chain')).toContainText('Portico Devnet Solana')
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
  await page.getByTestId(SOLANA_WALLET).click()
  await expect(page.getByTestId('demo-address')).toHaveText(solana.address)
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(page.getByTestId('demo-balance')).toContainText('SOL')

  // Back to EVM from the hook: the EVM account is still there.
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('portico-modal')).toBeHidden()
  await page.getByTestId('demo-switch-network-eip155:31337').click()
  await expect(page.getByTestId('demo-switch-status')).toHaveAttribute('data-state', 'success')
  await expect(page.getByTestId('demo-chain')).toHaveText('Portico Devnet A (31337)')
  await expect(page.getByTestId('demo-address')).toHaveText(INJECTED_ADDRESS)
  await expect(page.getByTestId('demo-status')).toHaveText('connected')

  // Solana again from the modal: it has an address now, so SwitchNetwork (spec §2 rule 3).
  await page.getByTestId('account-button').click()
  await page.getByTestId('portico-network-button').click()
  await page.getByTestId(`portico-network-${solana.caipNetworkId}`).click()
  await expect(page.getByTestId('demo-address')).toHaveText(solana.address)
  await expect(
    page.getByTestId('portico-networks').getByTestId(`portico-network-${solana.caipNetworkId}`),
  ).toHaveAttribute('aria-current', 'true')
  await expect(page.getByTestId('portico-switch-active-chain')).toHaveCount(0)

  // One connection per namespace at once, both listed in ProfileWallets; multi-wallet is off here,
  // so it says so and offers no Add wallet.
  await page.getByTestId('portico-back').click()
  await page.getByTestId('portico-wallets-row').click()
  const profile = page.getByTestId('portico-profile-wallets')
  const evmRow = profile.getByTestId(`portico-wallet-row-eip155:${INJECTED}`)
  const solanaRow = profile.getByTestId('portico-wallet-row-solana:Portico Test Solana Wallet')
  await expect(evmRow).toHaveAttribute('aria-current', 'true')
  await expect(solanaRow).toHaveAttribute('aria-current', 'true')
  await expect(profile.getByTestId('portico-multi-wallet-disabled')).toContainText(
    'Multi-Wallet Not Enabled',
  )
  await expect(profile.getByTestId('portico-add-wallet')).toHaveCount(0)

  // Disconnecting the Solana wallet (the active namespace's only one) keeps the modal open and
  // makes EVM, still connected, the active namespace again.
  await profile.getByTestId('portico-wallet-disconnect-solana:Portico Test Solana Wallet').click()
  await expect(solanaRow).toHaveCount(0)
  await expect(evmRow).toBeVisible()
  await expect(page.getByTestId('demo-address')).toHaveText(INJECTED_ADDRESS)
  await expect(page.getByTestId('demo-chain')).toContainText('Portico Devnet')
  await expect(page.getByTestId('demo-chain')).not.toContainText('Solana')
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
})
