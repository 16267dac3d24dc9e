import { expect, type Page, test } from '@playwright/test'
import type { TestWallet } from '@portico/wallet'
import { createPublicClient, type Hex, http } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { normalize } from 'viem/ens'
import { createDevnetChain } from '../../devnet/src/client.js'
import { readDevnetConfig } from '../../devnet/src/devnetFile.js'
import { CHAIN_A_RPC, E2E_DEVNET_CONFIG, E2E_PORTS } from '../ports.js'

const API_URL = `http://127.0.0.1:${E2E_PORTS.api}`
const WALLET = { rdns: 'xyz.portico.testwallet', name: 'Portico Test Wallet' }

/**
 * A fresh key, added after the devnet's keys to the configuration the wallet server hands the
 * inject script: a name registered in one run stays in the API's database, so each run registers
 * for an account that has none.
 */
async function useFreshAccount(page: Page, privateKey: Hex) {
  await page.addInitScript((key) => {
    const GLOBAL = '__PORTICO_TEST_WALLET_CONFIG__'
    let config: { accounts?: string[] } | undefined
    Object.defineProperty(window, GLOBAL, {
      configurable: true,
      get: () => config,
      set: (value: { accounts?: string[] } | undefined) => {
        config = { ...value, accounts: [...(value?.accounts ?? []), key] }
      },
    })
  }, privateKey)
}

/** Selects the wallet's account `index` through its controls, `window.porticoTestWallets`. */
async function selectAccount(page: Page, index: number) {
  return page.evaluate(
    ([rdns, i]) =>
      (window as unknown as { porticoTestWallets: Record<string, TestWallet> }).porticoTestWallets[
        rdns
      ]?.setAccount(i),
    [WALLET.rdns, index] as const,
  )
}

test('a name registered in the modal shows on the account button and Account, and plain viem resolves it both ways', async ({
  page,
}) => {
  const privateKey = generatePrivateKey()
  const address = privateKeyToAccount(privateKey).address
  // Letters and digits, lower case, unique per run (spec §5: at least 4 characters).
  const label = `e2e${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`
  const name = `${label}.portico.eth`

  await useFreshAccount(page, privateKey)
  await page.goto('/')
  const keys = await page.evaluate(
    () =>
      (window as unknown as { __PORTICO_TEST_WALLET_CONFIG__?: { accounts?: string[] } })
        .__PORTICO_TEST_WALLET_CONFIG__?.accounts?.length ?? 0,
  )
  expect(keys).toBeGreaterThan(1)
  expect(await selectAccount(page, keys - 1)).toBe(address)

  await page.getByTestId('connect-button').click()
  await page.getByTestId(`wallet-option-${WALLET.rdns}`).click()
  await expect(page.getByTestId('account-button-address')).toBeVisible()

  // Account: no name yet, so the way to choose one is offered.
  await page.getByTestId('account-button').click()
  await page.getByTestId('portico-choose-name').click()
  const dialog = page.getByRole('dialog', { name: 'Choose Name' })
  await expect(dialog).toBeVisible()
  await expect(page.getByTestId('portico-register-name-zone')).toHaveText('.portico.eth')

  // Live validation, then availability from the API (spec §7 suggestions with the zone).
  const input = page.getByRole('textbox', { name: 'Name' })
  await input.fill('ab_')
  await expect(page.getByTestId('portico-register-name-status')).toHaveText(
    'Use only letters, digits and hyphens',
  )
  await input.fill(label)
  await expect(page.getByTestId('portico-register-name-status')).toHaveText(`${name} is available`)

  // Register: the test wallet signs the message, the API registers it (spec §2 sign → register →
  // success).
  await page.getByTestId('portico-register-name-submit').click()
  await expect(page.getByRole('dialog', { name: 'Name Registered' })).toBeVisible()
  await expect(page.getByTestId('portico-registered-name')).toHaveText(name)
  await expect(page.getByTestId('account-button-name')).toHaveText(name)
  await expect(page.getByTestId('demo-name')).toHaveText(name)
  await page.getByTestId('portico-register-name-done').click()
  await expect(page.getByTestId('portico-account-name')).toHaveText(name)
  await expect(page.getByTestId('portico-choose-name')).toBeHidden()

  // The API knows it (spec §7 GET /v1/profile/account/{name}, apiVersion 2; the demo's project).
  const record = await page.request.get(
    `${API_URL}/v1/profile/account/${name}?apiVersion=2&projectId=portico-demo&st=portico&sv=js-0.1.0`,
  )
  expect(record.status()).toBe(200)
  expect(Object.values((await record.json()).addresses)).toContainEqual(
    expect.objectContaining({ address }),
  )
  // Every ENS-aware app resolves it: plain viem over the devnet's UniversalResolver, which reads
  // the name from the API's CCIP-read gateway (ENSIP-10, EIP-3668).
  const devnet = readDevnetConfig(E2E_DEVNET_CONFIG)
  const chainA = devnet.chains.find((c) => c.rpcUrl === CHAIN_A_RPC) ?? devnet.chains[0]
  if (!chainA) throw new Error('the devnet has no chain')
  const client = createPublicClient({
    chain: createDevnetChain({
      chainId: chainA.chainId,
      name: chainA.name,
      rpcUrl: chainA.rpcUrl,
      contracts: chainA.contracts,
    }),
    transport: http(chainA.rpcUrl),
  })
  expect(await client.getEnsAddress({ name: normalize(name) })).toBe(address)
  expect(await client.getEnsName({ address })).toBe(name)
})

test("the wallet refusing to sign brings RegisterAccountName back with 'Error registering name {name}'", async ({
  page,
}) => {
  const privateKey = generatePrivateKey()
  const label = `e2e${Date.now().toString(36)}r`
  await useFreshAccount(page, privateKey)
  await page.goto('/')
  const keys = await page.evaluate(
    () =>
      (window as unknown as { __PORTICO_TEST_WALLET_CONFIG__?: { accounts?: string[] } })
        .__PORTICO_TEST_WALLET_CONFIG__?.accounts?.length ?? 0,
  )
  await selectAccount(page, keys - 1)
  await page.getByTestId('connect-button').click()
  await page.getByTestId(`wallet-option-${WALLET.rdns}`).click()
  await page.getByTestId('account-button').click()
  await page.getByTestId('portico-choose-name').click()
  await page.getByRole('textbox', { name: 'Name' }).fill(label)
  await expect(page.getByTestId('portico-register-name-status')).toHaveText(
    `${label}.portico.eth is available`,
  )
  await page.evaluate(
    (rdns) =>
      (window as unknown as { porticoTestWallets: Record<string, TestWallet> }).porticoTestWallets[
        rdns
      ]?.setBehavior({ reject: ['personal_sign'] }),
    WALLET.rdns,
  )
  await page.getByTestId('portico-register-name-submit').click()
  await expect(page.getByTestId('portico-register-name-error')).toHaveText(
    `Error registering name ${label}.portico.eth`,
  )
  await expect(page.getByRole('dialog', { name: 'Choose Name' })).toBeVisible()
  await expect(page.getByTestId('account-button-address')).toBeVisible()
})
