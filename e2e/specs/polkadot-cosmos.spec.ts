import { makeSignDoc, Secp256k1HdWallet, serializeSignDoc } from '@cosmjs/amino'
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto'
import { fromBase64, toBase64, toUtf8 } from '@cosmjs/encoding'
import { expect, type Page, test } from '@playwright/test'
import {
  cryptoWaitReady,
  encodeAddress,
  keyExtractSuri,
  keyFromPath,
  mnemonicToMiniSecret,
  signatureVerify,
  sr25519PairFromSeed,
} from '@polkadot/util-crypto'
import { E2E_PORTS } from '../ports.js'

// Issue 10 "Polkadot and Cosmos": through WalletConnect sessions with the sample wallet — connect,
// show the accounts and networks (listed under their namespaces), sign messages in each.

/** The sample wallet page (apps/wallet, WalletKit) on the e2e stack; it pairs through the relay. */
const SAMPLE_WALLET_URL = `http://127.0.0.1:${E2E_PORTS.wallet}/`
/** The devnet's public mnemonic: the sample wallet's keys (account #0). */
const MNEMONIC = 'test test test test test test test test test test test junk'
const EVM_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const POLKADOT = 'polkadot:91b171bb158e2d3848fa23a9f1c25182'
const COSMOS = 'cosmos:cosmoshub-4'
/** What the demo's "Sign message" signs (apps/demo/src/SessionSignMessage.tsx). */
const MESSAGE = 'Hello from the Portico demo'

/** polkadot-js Keyring's sr25519 `<mnemonic>//0` on Polkadot (SS58 prefix 0). */
async function polkadotAddress(): Promise<string> {
  await cryptoWaitReady()
  const { phrase, path } = keyExtractSuri(`${MNEMONIC}//0`)
  const pair = keyFromPath(sr25519PairFromSeed(mnemonicToMiniSecret(phrase)), path, 'sr25519')
  return encodeAddress(pair.publicKey, 0)
}

/** CosmJS's account m/44'/118'/0'/0/0 (bech32 cosmos). */
async function cosmosAccount() {
  const [account] = await (
    await Secp256k1HdWallet.fromMnemonic(MNEMONIC, { prefix: 'cosmos' })
  ).getAccounts()
  if (!account) throw new Error('no CosmJS account')
  return account
}

/** Account → network button → Networks → `caipNetworkId`; back to the page. */
async function switchTo(page: Page, caipNetworkId: string) {
  await page.getByTestId('account-button').click()
  await page.getByTestId('portico-network-button').click()
  await page.getByTestId(`portico-network-${caipNetworkId}`).click()
  await expect(
    page.getByTestId('portico-networks').getByTestId(`portico-network-${caipNetworkId}`),
  ).toHaveAttribute('aria-current', 'true', { timeout: 20_000 })
  await page.getByTestId('portico-close').click()
}

test('Polkadot and Cosmos through a WalletConnect session with the sample wallet: both namespaces approved, accounts and networks shown, a message signed in each', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  const [dot, atom] = await Promise.all([polkadotAddress(), cosmosAccount()])
  await page.goto('/')
  await page.getByTestId('connect-button').click()
  await page.getByTestId('wallet-option-walletConnect').click()
  const copy = page.getByTestId('portico-wc-copy')
  await expect(copy).toHaveAttribute('data-uri', /^wc:[0-9a-f]{64}@2\?/, { timeout: 20_000 })
  const uri = (await copy.getAttribute('data-uri')) ?? ''

  // The wallet sees the polkadot and cosmos namespaces proposed, with their chains; approves.
  const wallet = await context.newPage()
  await wallet.goto(SAMPLE_WALLET_URL)
  await expect(wallet.locator('body')).toHaveAttribute('data-wallet-ready', 'true')
  await expect(wallet.locator('[data-testid=wc-address][data-namespace=polkadot]')).toHaveText(dot)
  await expect(wallet.locator('[data-testid=wc-address][data-namespace=cosmos]')).toHaveText(
    atom.address,
  )
  await wallet.getByTestId('wc-uri-input').fill(uri)
  await wallet.getByTestId('wc-pair-button').click()
  const proposal = wallet.getByTestId('wc-proposal')
  const namespaces = proposal.getByTestId('wc-proposal-namespaces')
  await expect(namespaces).toContainText(POLKADOT, { timeout: 20_000 })
  await expect(namespaces).toContainText('polkadot_signMessage')
  await expect(namespaces).toContainText(COSMOS)
  await expect(namespaces).toContainText('cosmos_signAmino')
  await proposal.getByTestId('wc-proposal-approve').click()
  const session = wallet.getByTestId('wc-session')
  await expect(session).toContainText(`${POLKADOT}:${dot}`, { timeout: 20_000 })
  await expect(session).toContainText(`${COSMOS}:${atom.address}`)

  // Connected on EVM (the active network); the networks are listed under their namespaces.
  await expect(page.getByTestId('demo-address')).toHaveText(EVM_ADDRESS, { timeout: 20_000 })
  await page.getByTestId('account-button').click()
  await page.getByTestId('portico-network-button').click()
  const networks = page.getByTestId('portico-networks')
  await expect(networks.getByTestId('portico-network-group-polkadot')).toContainText('Polkadot')
  await expect(
    networks
      .getByTestId('portico-network-group-polkadot')
      .getByTestId(`portico-network-${POLKADOT}`),
  ).toBeEnabled()
  await expect(networks.getByTestId('portico-network-group-cosmos')).toContainText('Cosmos Hub')
  await expect(
    networks.getByTestId('portico-network-group-cosmos').getByTestId(`portico-network-${COSMOS}`),
  ).toBeEnabled()
  await page.getByTestId('portico-close').click()

  // Polkadot: the session's account, then a message signed (sr25519) and verified here.
  await switchTo(page, POLKADOT)
  await expect(page.getByTestId('demo-address')).toHaveText(dot)
  await expect(page.getByTestId('demo-chain')).toContainText('Polkadot')
  await expect(page.getByTestId('account-button')).toContainText(dot.slice(0, 4))
  await page.getByTestId('demo-sign-message').click()
  const polkadotRequest = wallet.locator(
    '[data-testid=wc-request][data-method=polkadot_signMessage]',
  )
  await expect(polkadotRequest.getByTestId('wc-request-chain')).toHaveText(`on ${POLKADOT}`, {
    timeout: 20_000,
  })
  await expect(
    polkadotRequest.locator('[data-testid=wc-request-field][data-label=Message]'),
  ).toHaveText(MESSAGE)
  await polkadotRequest.getByTestId('wc-request-approve').click()
  const signature = page.getByTestId('demo-signature')
  await expect(signature).toHaveAttribute('data-state', 'done', { timeout: 20_000 })
  const dotSignature = (await signature.textContent()) ?? ''
  expect(signatureVerify(MESSAGE, dotSignature, dot)).toMatchObject({
    isValid: true,
    crypto: 'sr25519',
  })

  // Cosmos: the session's account, then an ADR-36 message signed and verified against CosmJS.
  await switchTo(page, COSMOS)
  await expect(page.getByTestId('demo-address')).toHaveText(atom.address)
  await expect(page.getByTestId('demo-chain')).toContainText('Cosmos Hub')
  await expect(page.getByTestId('demo-signature')).toHaveAttribute('data-state', 'idle')
  await page.getByTestId('demo-sign-message').click()
  const cosmosRequest = wallet.locator('[data-testid=wc-request][data-method=cosmos_signAmino]')
  await expect(cosmosRequest.getByTestId('wc-request-chain')).toHaveText(`on ${COSMOS}`, {
    timeout: 20_000,
  })
  await expect(
    cosmosRequest.locator('[data-testid=wc-request-field][data-label=Message]'),
  ).toHaveText(MESSAGE)
  await cosmosRequest.getByTestId('wc-request-approve').click()
  await expect(page.getByTestId('demo-signature')).toHaveAttribute('data-state', 'done', {
    timeout: 20_000,
  })
  const atomSignature = (await page.getByTestId('demo-signature').textContent()) ?? ''
  const signBytes = serializeSignDoc(
    makeSignDoc(
      [
        {
          type: 'sign/MsgSignData',
          value: { signer: atom.address, data: toBase64(toUtf8(MESSAGE)) },
        },
      ],
      { gas: '0', amount: [] },
      '',
      '',
      0,
      0,
    ),
  )
  expect(
    await Secp256k1.verifySignature(
      Secp256k1Signature.fromFixedLength(fromBase64(atomSignature)),
      sha256(signBytes),
      atom.pubkey,
    ),
  ).toBe(true)

  // The wallet ends the session: every namespace of it disconnects.
  await wallet.getByTestId('wc-session').getByTestId('wc-session-disconnect').click()
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected', { timeout: 20_000 })
})

test('one-click sign-in over WalletConnect (spec §1 "Only EVM chains support sign-in messages via the relay authenticate flow"): the wallet signs the EIP-4361 message once (wc_sessionAuthenticate); the demo backend holds the session; no second prompt', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000)
  await page.goto('/?siwx=required')
  await expect(page.getByTestId('demo-siwx-session')).toHaveText('Not signed in')
  await page.getByTestId('connect-button').click()
  await page.getByTestId('wallet-option-walletConnect').click()
  const copy = page.getByTestId('portico-wc-copy')
  await expect(copy).toHaveAttribute('data-uri', /^wc:[0-9a-f]{64}@2\?/, { timeout: 20_000 })
  const uri = (await copy.getAttribute('data-uri')) ?? ''

  // The wallet gets a sign-in request (no connection request): the message as text.
  const wallet = await context.newPage()
  await wallet.goto(SAMPLE_WALLET_URL)
  await expect(wallet.locator('body')).toHaveAttribute('data-wallet-ready', 'true')
  await wallet.getByTestId('wc-uri-input').fill(uri)
  await wallet.getByTestId('wc-pair-button').click()
  const signIn = wallet.locator('[data-testid=wc-request][data-method=wc_sessionAuthenticate]')
  const message = signIn.locator('[data-testid=wc-request-field][data-label=Message]')
  await expect(message).toContainText('wants you to sign in with your Ethereum account:', {
    timeout: 20_000,
  })
  await expect(message).toContainText(EVM_ADDRESS)
  await expect(message).toContainText('Sign in to the Portico demo.')
  await expect(message).toContainText('Chain ID: 31337')
  await expect(wallet.getByTestId('wc-proposal')).toHaveCount(0)
  await signIn.getByTestId('wc-request-approve').click()

  // Connected and signed in by that one signature: the backend's cookie session, no SIWX prompt.
  await expect(page.getByTestId('demo-address')).toHaveText(EVM_ADDRESS, { timeout: 20_000 })
  await expect(page.getByTestId('demo-siwx-session')).toHaveAttribute('data-state', 'signed-in', {
    timeout: 20_000,
  })
  await expect(page.getByTestId('demo-siwx-session')).toContainText(
    `Signed in as ${EVM_ADDRESS} on eip155:31337`,
  )
  await expect(page.getByTestId('portico-siwx')).toBeHidden()

  // The ReCap's session is a normal connection: personal_sign through it.
  await page.getByTestId('demo-sign-message').click()
  const sign = wallet.locator('[data-testid=wc-request][data-method=personal_sign]')
  await sign.getByTestId('wc-request-approve').click({ timeout: 20_000 })
  await expect(page.getByTestId('demo-signature')).toHaveAttribute('data-state', 'done', {
    timeout: 20_000,
  })
  await wallet.getByTestId('wc-session').getByTestId('wc-session-disconnect').click()
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected', { timeout: 20_000 })
})
