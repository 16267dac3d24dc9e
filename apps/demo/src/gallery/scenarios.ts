import {
  type AccountTab,
  type CreatePorticoParameters,
  type Portico,
  PorticoError,
  type SiwxConfig,
} from '@portico/core'
import type { createFakeAuthAdapter } from '@portico/core/testing'
import type { FixtureAdapter } from './FixtureAdapter.js'
import type { AccountListsAnswer, FixtureApiScript } from './fixtureApi.js'
import {
  EVM_WALLETS,
  FIXTURE_CATALOGUE,
  FIXTURE_NETWORKS,
  type FixtureWallet,
  type FixtureWalletAnswer,
  NAMED_ADDRESS_NAME,
  SOLANA_WALLETS,
} from './fixtures.js'

/** What a scenario gets to bring its tile to the state it shows. */
export type Tile = {
  portico: Portico
  evm: FixtureAdapter
  solana: FixtureAdapter
  /** The embedded wallet's adapter, when the scenario asks for one (`auth`). */
  auth?: FakeAuth | undefined
}

/** core's fake embedded-wallet adapter: no secure site runs behind a gallery tile. */
export type FakeAuth = ReturnType<typeof createFakeAuthAdapter>

/** How one gallery case is set up: the instance's options, the fixtures' scripts, then actions. */
export type Scenario = {
  /** Options of createPortico on top of the gallery's (networks, adapters, apiUrl, memory storage). */
  options?: Partial<CreatePorticoParameters>
  /** How the fixture API answers; `false`: the instance gets no apiUrl at all. */
  api?: FixtureApiScript | false
  /** How wallets answer, by wallet id (default: every wallet approves). */
  answers?: Record<string, FixtureWalletAnswer>
  /** Wallets installed in the tile's browser; default: the fixture EVM and Solana wallets. */
  wallets?: { evm: readonly FixtureWallet[]; solana: readonly FixtureWallet[] }
  /**
   * Which adapters the instance gets: the chain adapters and WalletConnect (default), or
   * WalletConnect alone (a dApp without chain adapters: spec §2's basic connecting view).
   */
  adapters?: 'all' | 'walletConnectOnly' | 'chainsOnly'
  /**
   * The embedded (email and social) wallet: core's fake auth adapter joins the instance, with
   * these options (`true`: its defaults). Its answers are scripted in `show` (hold, fail).
   */
  auth?: Parameters<typeof createFakeAuthAdapter>[0] | true
  /** Brings the mounted instance to the state to show, with the modal open. */
  show(tile: Tile): Promise<void>
}

const [AMBER, COBALT] = EVM_WALLETS as [FixtureWallet, FixtureWallet]
const [VIOLET] = SOLANA_WALLETS as [FixtureWallet]

/** Waits until `check` holds, or fails the tile after `timeoutMs`. */
export async function until(check: () => boolean, what: string, timeoutMs = 5_000) {
  const deadline = performance.now() + timeoutMs
  while (!check()) {
    if (performance.now() > deadline) throw new Error(`gallery: ${what} did not happen`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

/** An element of the modal's shadow root by its data-testid, once it is there. */
async function inModal(testId: string): Promise<HTMLElement> {
  const find = () =>
    document
      .querySelector('portico-modal')
      ?.shadowRoot?.querySelector<HTMLElement>(`[data-testid="${testId}"]`) ?? null
  await until(() => find() !== null, `[data-testid="${testId}"] in the modal`)
  return find()!
}

const account = (portico: Portico) => portico.getAccount()
const topView = (portico: Portico) => portico.stores.router.getState().history.at(-1)

/** Connects `wallet` through the real connect action and waits for its balance (and name). */
async function connected(portico: Portico, wallet: FixtureWallet, named = false) {
  await portico.connect({ connectorId: wallet.id })
  await until(() => account(portico)?.balance !== undefined, 'the balance')
  if (named) await until(() => Boolean(account(portico)?.profileName), 'the ENS name')
}

/** Connected on Amber (with its name), the Account view open. */
async function accountOpen(portico: Portico) {
  await connected(portico, AMBER, true)
  portico.open()
}

/** Sign-in hooks of a dApp whose wallet signature comes back as `answer` says. */
function fixtureSiwx(answer: 'pending' | 'reject'): SiwxConfig {
  return {
    signOut: async () => {},
    createMessage: async ({ accountAddress, chainId }) => ({
      accountAddress,
      chainId,
      domain: 'gallery.portico.test',
      uri: 'https://gallery.portico.test',
      version: '1',
      nonce: 'f1xtur3n0nce',
      statement: 'Sign in to the Portico gallery',
    }),
    signMessage: () =>
      answer === 'pending'
        ? new Promise<string>(() => {})
        : Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 })),
    verify: async () => false,
  }
}

/** Account on Cobalt with `tab` open, its list as the fixture API answers it (`lists`). */
function accountTab(tab: AccountTab, lists: AccountListsAnswer): Scenario {
  const panel = { Tokens: 'tokens', NFTs: 'nfts', Activity: 'activity' }[tab]
  return {
    api: { catalogue: 'list', accountLists: lists },
    async show({ portico }) {
      await connected(portico, COBALT)
      portico.account.setTab({ tab })
      portico.open()
      const list = await inModal(`portico-${panel}-panel`)
      const status = lists === 'loading' ? 'loading' : 'ready'
      await until(() => list.dataset.status === status, `the ${tab} tab ${status}`)
      // Images in view have loaded (or failed) before the screenshot.
      await until(
        () => [...list.querySelectorAll('img')].every((image) => image.complete),
        'the images of the list',
      )
    },
  }
}

/** The notification of a toast scenario, kept open (no auto-close) over the Account view. */
function toast(variant: 'success' | 'loading' | 'error', message: string): Scenario {
  return {
    async show({ portico }) {
      await accountOpen(portico)
      portico.modal.showNotification({ message, variant, autoClose: false })
    },
  }
}

/**
 * WalletSend filled through the send actions: Cobalt sends `amount` USDC (its fixture balance is
 * 250.5) to alice.portico.eth, resolved by the fixture API's names route.
 */
function sendForm(amount: string): Scenario {
  return {
    async show({ portico }) {
      await connected(portico, COBALT)
      portico.open()
      const balances = await portico.send.fetchTokenBalances()
      portico.send.setToken({ token: balances.find((b) => b.symbol === 'USDC') })
      portico.send.setAmount({ amount })
      await portico.send.resolveReceiver({ input: NAMED_ADDRESS_NAME })
      portico.modal.pushView({ view: 'WalletSend' })
      await inModal('portico-send-receiver-profile')
    },
  }
}

/**
 * Swap on Cobalt (ETH 1.2345, USDC 250.5 in the fixture balances) through the swap actions, as the
 * Account view's Swap button starts it; `to` and `amount` quoted by the fixture convert routes.
 */
function swapForm({ from, to, amount }: { from?: string; to?: string; amount?: string }): Scenario {
  return {
    async show({ portico }) {
      await connected(portico, COBALT)
      portico.open()
      await portico.swap.initialize()
      const token = (symbol: string) => {
        const found = portico.stores.swap.getState().tokens.find((t) => t.symbol === symbol)
        if (!found) throw new Error(`gallery: no swap token ${symbol}`)
        return found
      }
      if (from) await portico.swap.setSourceToken({ token: token(from) })
      if (to) await portico.swap.setToToken({ token: token(to) })
      if (amount) await portico.swap.setSourceTokenAmount({ amount })
      portico.modal.pushView({ view: 'Swap' })
      await inModal('portico-swap-continue')
    },
  }
}

/** SwapPreview of a quoted swap, its network fee in. */
function swapPreview(form: Parameters<typeof swapForm>[0]): Scenario {
  return {
    async show(tile) {
      await swapForm(form).show(tile)
      await until(() => tile.portico.stores.swap.getState().quote !== undefined, 'the quote')
      tile.portico.modal.pushView({ view: 'SwapPreview' })
      await inModal('portico-swap-submit')
    },
  }
}

/** The tile's fake auth adapter (a scenario that uses it sets `auth`). */
function authOf(tile: Tile): FakeAuth {
  if (!tile.auth) throw new Error('gallery: this scenario needs `auth`')
  return tile.auth
}

/** Connected through the embedded wallet (the fake auth adapter's user), Account open. */
async function embeddedAccountOpen(portico: Portico) {
  await portico.connect({ connectorId: 'AUTH' })
  await until(() => account(portico)?.balance !== undefined, 'the balance')
  portico.open()
  await inModal('portico-account')
}

/**
 * An email change under way (issue 16: its steps are the frame's screens): Account, Update email,
 * a new address sent to core's updateEmail, which shows UpdateEmailPrimaryOtp at once.
 */
async function updateEmailStarted(tile: Tile) {
  const auth = authOf(tile)
  auth.hold('updateEmail')
  await embeddedAccountOpen(tile.portico)
  tile.portico.modal.pushView({ view: 'UpdateEmailWallet' })
  void tile.portico.email.update({ email: 'alice@new.example.org' })
  await inModal('portico-update-email-primary')
}

/**
 * A stand-in for the social login popup: `window.open` of the tile's page gives the window of a
 * hidden frame, so no real window opens; then the visitor's click on Google in the modal.
 */
async function socialLoginStarted(tile: Tile) {
  const frame = document.createElement('iframe')
  frame.hidden = true
  frame.title = 'Social login popup stand-in'
  document.body.append(frame)
  window.open = () => frame.contentWindow
  tile.portico.open({ view: 'Connect' })
  ;(await inModal('portico-social-google')).click()
  await inModal('portico-connecting-social')
}

/**
 * Buying crypto through the on-ramp actions: Cobalt connected, Account open, the options read
 * from the fixture API (fetchOnrampOptions: USD and USDC picked), then `views` pushed on top of
 * Account. With `amount`, the sandbox is selected and the amount typed (setOnrampAmount quotes it).
 */
function onramp(
  views: readonly ('OnRampProviders' | 'OnRamp' | 'OnRampFiatSelect' | 'OnRampTokenSelect')[],
  api: FixtureApiScript,
  amount?: string,
): Scenario {
  return {
    api,
    async show({ portico }) {
      await connected(portico, COBALT)
      portico.open()
      await portico.onramp.fetchOptions()
      if (amount) {
        await portico.onramp.selectProvider({ provider: 'sandbox' })
        await portico.onramp.setAmount({ amount })
      }
      for (const view of views) portico.modal.pushView({ view })
      const last = views.at(-1)
      if (last === 'OnRamp') await inModal(amount ? 'portico-onramp-you-get' : 'portico-onramp')
      else if (last === 'OnRampProviders') await inModal('portico-onramp-providers')
      else if (last === 'OnRampFiatSelect') await inModal('portico-onramp-fiat-option-USD')
      else await inModal('portico-onramp-token-option-USDC')
    },
  }
}

/**
 * BuyInProgress over OnRamp (USD 100 → 98.40 USDC with the sandbox). The purchase is written to
 * `stores.onramp` as openOnramp records it: openOnramp itself needs the provider's window and the
 * chain's balance, which a gallery tile has neither of (the e2e test runs it for real).
 */
function buyInProgress(status: 'waiting' | 'arrived'): Scenario {
  return {
    api: { catalogue: 'list', onramp: 'quote' },
    async show({ portico }) {
      await connected(portico, COBALT)
      portico.open()
      await portico.onramp.fetchOptions()
      await portico.onramp.selectProvider({ provider: 'sandbox' })
      await portico.onramp.setAmount({ amount: '100' })
      const address = account(portico)?.caipAddress ?? ''
      portico._internal.stores.onramp.setState({
        purchase: {
          provider: 'sandbox',
          symbol: 'USDC',
          address,
          tokenAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
          expectedAmount: '98.40',
          startBalance: '250.5',
          ...(status === 'arrived' ? { receivedAmount: '98.40' } : {}),
          status,
          startedAt: 0,
        },
      })
      portico.modal.pushView({ view: 'OnRampProviders' })
      portico.modal.pushView({ view: 'OnRamp' })
      portico.modal.pushView({ view: 'BuyInProgress' })
      await inModal(status === 'arrived' ? 'portico-buy-arrived' : 'portico-buy-open-again')
    },
  }
}

/** Every scenario, by `galleryCaseId` (view-state). */
export const SCENARIOS: Record<string, Scenario> = {
  'Connect-default': {
    async show({ portico }) {
      // Connect and disconnect Cobalt first, so it is the recent wallet.
      await portico.connect({ connectorId: COBALT.id })
      await portico.disconnect()
      portico.open({ view: 'Connect' })
      await until(() => portico.stores.walletList.getState().featured.length > 0, 'featured')
    },
  },
  'Connect-catalogueLoading': {
    api: { catalogue: 'loading' },
    async show({ portico }) {
      portico.open({ view: 'Connect' })
    },
  },
  'Connect-catalogueError': {
    api: { catalogue: 'error' },
    async show({ portico }) {
      portico.open({ view: 'Connect' })
    },
  },
  'Connect-noWallets': {
    api: false,
    adapters: 'chainsOnly',
    wallets: { evm: [], solana: [] },
    async show({ portico }) {
      portico.open({ view: 'Connect' })
    },
  },
  'AllWallets-loading': {
    api: { catalogue: 'loading' },
    async show({ portico }) {
      portico.open({ view: 'AllWallets' })
    },
  },
  'AllWallets-list': {
    async show({ portico }) {
      portico.open({ view: 'AllWallets' })
      await until(() => portico.stores.walletList.getState().wallets.length > 0, 'the catalogue')
    },
  },
  'AllWallets-empty': {
    api: { catalogue: 'empty' },
    async show({ portico }) {
      portico.open({ view: 'AllWallets' })
    },
  },
  'AllWallets-error': {
    api: { catalogue: 'error' },
    async show({ portico }) {
      portico.open({ view: 'AllWallets' })
    },
  },
  'ConnectingExternal-pending': {
    answers: { [AMBER.id]: 'pending' },
    async show({ portico }) {
      portico.open({ view: 'Connect' })
      void portico.connection.connectFromModal({ connectorId: AMBER.id })
      await until(() => portico.stores.connectAttempt.getState().pending, 'the pending request')
    },
  },
  'ConnectingExternal-rejected': {
    answers: { [AMBER.id]: 'reject' },
    async show({ portico }) {
      portico.open({ view: 'Connect' })
      await portico.connection.connectFromModal({ connectorId: AMBER.id })
    },
  },
  'ConnectingWalletConnect-uri': {
    async show({ portico }) {
      portico.open({ view: 'ConnectingWalletConnect', data: { connectorId: 'walletConnect' } })
      await inModal('portico-wc-qr')
    },
  },
  'ConnectingWalletConnect-wallet': {
    async show({ portico }) {
      const wallet = FIXTURE_CATALOGUE.find((w) => w.id === 'catalogue-juniper')
      portico.open({
        view: 'ConnectingWalletConnect',
        data: { connectorId: 'walletConnect', wallet },
      })
      await inModal('portico-wc-qr')
    },
  },
  'ConnectingWalletConnectBasic-uri': {
    adapters: 'walletConnectOnly',
    async show({ portico }) {
      // No chain adapter and nobody connected: spec §2 opens the basic view on a desktop.
      portico.open()
      await inModal('portico-wc-qr')
      await until(() => portico.stores.walletList.getState().wallets.length > 0, 'the catalogue')
    },
  },
  'ConnectingFarcaster-qr': {
    auth: true,
    async show(tile) {
      // The embedded wallet gives the link (account state farcasterUrl) and waits for the app.
      authOf(tile).hold('connectFarcaster')
      tile.portico.open({ view: 'ConnectingFarcaster' })
      await inModal('portico-farcaster-open')
    },
  },
  'ConnectingFarcaster-error': {
    auth: true,
    async show(tile) {
      authOf(tile).fail('connectFarcaster')
      tile.portico.open({ view: 'ConnectingFarcaster' })
      await inModal('portico-farcaster-error')
    },
  },
  'EmailLogin-default': {
    async show({ portico }) {
      portico.open({ view: 'EmailLogin' })
    },
  },
  'EmailLogin-error': {
    async show({ portico }) {
      // As if typed on Connect: EmailLogin submits it at once and core refuses it.
      portico.open({ view: 'EmailLogin', data: { email: 'alice@' } })
    },
  },
  'EmailVerifyOtp-default': {
    auth: true,
    async show(tile) {
      // The frame shows its own code screen here (issue 16); it is not placed in the gallery.
      const auth = authOf(tile)
      auth.hold('connectOtp')
      tile.portico.open({ view: 'EmailVerifyOtp', data: { email: 'alice@example.org' } })
      await until(() => auth.calls.includes('connectOtp'), 'the code asked of the frame')
      auth.frameShow('EmailVerifyOtp')
      await inModal('portico-frame-loading')
    },
  },
  'EmailVerifyOtp-error': {
    auth: true,
    async show(tile) {
      authOf(tile).fail('connectOtp', new PorticoError('Too many wrong codes: ask for a new code'))
      tile.portico.open({ view: 'EmailVerifyOtp', data: { email: 'alice@example.org' } })
      await inModal('portico-frame-step-error')
    },
  },
  'EmailVerifyDevice-default': {
    auth: { connectEmailAction: 'VERIFY_DEVICE' },
    async show(tile) {
      const auth = authOf(tile)
      auth.hold('connectDevice')
      tile.portico.open({ view: 'EmailLogin', data: { email: 'alice@example.org' } })
      await until(() => auth.calls.includes('connectDevice'), 'the device wait')
      auth.frameShow('EmailVerifyDevice')
      await inModal('portico-frame-loading')
    },
  },
  'UpdateEmailWallet-default': {
    auth: true,
    async show({ portico }) {
      await embeddedAccountOpen(portico)
      portico.modal.pushView({ view: 'UpdateEmailWallet' })
      await inModal('portico-update-email-current')
    },
  },
  'UpdateEmailPrimaryOtp-default': {
    auth: true,
    async show(tile) {
      await updateEmailStarted(tile)
      authOf(tile).frameShow('UpdateEmailPrimaryOtp')
      await inModal('portico-frame-loading')
    },
  },
  'UpdateEmailSecondaryOtp-default': {
    auth: true,
    async show(tile) {
      await updateEmailStarted(tile)
      // The frame took the current address's code and moved on to the new one's.
      authOf(tile).frameShow('UpdateEmailSecondaryOtp')
      await inModal('portico-update-email-secondary')
      await inModal('portico-frame-loading')
    },
  },
  'ConnectSocials-default': {
    auth: true,
    async show({ portico }) {
      portico.open({ view: 'Connect' })
      portico.modal.pushView({ view: 'ConnectSocials' })
      await inModal('portico-socials-all')
    },
  },
  'ConnectingSocial-pending': {
    auth: true,
    async show(tile) {
      authOf(tile).hold('getSocialRedirectUri')
      await socialLoginStarted(tile)
      await inModal('portico-connecting-social-status')
    },
  },
  'ConnectingSocial-error': {
    auth: true,
    async show(tile) {
      // The secure site gives no authorize URL: 'Failed to initiate social connection'.
      authOf(tile).fail('getSocialRedirectUri')
      await socialLoginStarted(tile)
      await inModal('portico-connecting-social-error')
    },
  },
  'EmbeddedWalletFrame-loading': {
    auth: true,
    async show(tile) {
      await embeddedAccountOpen(tile.portico)
      // The frame asked to be shown and has not been placed over the slot yet.
      authOf(tile).frameShow('EmbeddedWalletFrame')
      await inModal('portico-frame-loading')
    },
  },
  'Account-email': {
    auth: { users: { eip155: { email: 'alice.wonderland.rabbit.hole@example.org' } } },
    async show({ portico }) {
      await embeddedAccountOpen(portico)
      await inModal('portico-account-email')
    },
  },
  'Account-social': {
    auth: {
      users: { eip155: { email: null, userName: 'alice0', socialProvider: 'discord' } },
    },
    async show({ portico }) {
      await embeddedAccountOpen(portico)
      await inModal('portico-account-username')
    },
  },
  'Account-named': {
    async show({ portico }) {
      await accountOpen(portico)
    },
  },
  'Account-unnamed': {
    async show({ portico }) {
      await connected(portico, COBALT)
      portico.open()
    },
  },
  'Account-tokensLoading': accountTab('Tokens', 'loading'),
  'Account-tokensEmpty': accountTab('Tokens', 'empty'),
  'Account-nfts': accountTab('NFTs', 'filled'),
  'Account-nftsLoading': accountTab('NFTs', 'loading'),
  'Account-nftsEmpty': accountTab('NFTs', 'empty'),
  'Account-activity': accountTab('Activity', 'filled'),
  'Account-activityLoading': accountTab('Activity', 'loading'),
  'Account-activityEmpty': accountTab('Activity', 'empty'),
  'ProfileWallets-default': {
    options: { features: { multiWallet: true } },
    async show({ portico }) {
      await connected(portico, COBALT)
      await connected(portico, VIOLET)
      await connected(portico, AMBER, true)
      portico.open()
      portico.modal.pushView({ view: 'ProfileWallets' })
    },
  },
  'Networks-default': {
    async show({ portico }) {
      await connected(portico, AMBER, true)
      portico.open()
      portico.modal.pushView({ view: 'Networks' })
    },
  },
  'SwitchNetwork-pending': {
    async show({ portico, evm }) {
      await connected(portico, AMBER, true)
      evm.setAnswer(AMBER.id, 'pending')
      portico.open()
      portico.modal.pushView({ view: 'Networks' })
      portico.network.requestSwitch({ network: FIXTURE_NETWORKS.devnetB })
      await inModal('portico-switch-network')
    },
  },
  'SwitchNetwork-rejected': {
    async show({ portico, evm }) {
      await connected(portico, AMBER, true)
      evm.setAnswer(AMBER.id, 'reject')
      portico.open()
      portico.modal.pushView({ view: 'Networks' })
      portico.network.requestSwitch({ network: FIXTURE_NETWORKS.devnetB })
      await inModal('portico-switch-declined')
    },
  },
  'SwitchActiveChain-default': {
    async show({ portico }) {
      // Connected on EVM only; Solana has no account: spec §2 pushes SwitchActiveChain.
      await connected(portico, AMBER, true)
      portico.open()
      portico.modal.pushView({ view: 'Networks' })
      portico.network.requestSwitch({ network: FIXTURE_NETWORKS.solana })
      await until(() => topView(portico)?.view === 'SwitchActiveChain', 'SwitchActiveChain')
    },
  },
  'UnsupportedChain-default': {
    async show({ portico, evm }) {
      await connected(portico, AMBER, true)
      // The wallet moves to a chain the dApp did not configure: UnsupportedChain opens by itself.
      evm.emit({ type: 'chainChanged', chainId: FIXTURE_NETWORKS.unsupported.id })
      await until(() => topView(portico)?.view === 'UnsupportedChain', 'UnsupportedChain')
    },
  },
  'ApproveTransaction-loading': {
    auth: true,
    async show(tile) {
      // The embedded wallet asks for an approval; its frame has not been placed over the slot.
      await embeddedAccountOpen(tile.portico)
      authOf(tile).frameShow('ApproveTransaction')
      await inModal('portico-frame-loading')
    },
  },
  'RegisterAccountName-available': {
    async show({ portico }) {
      await connected(portico, COBALT)
      portico.open()
      // The name as the flow keeps it in the router (what the field starts with).
      portico.modal.pushView({ view: 'RegisterAccountName', data: { accountName: 'cobalt' } })
      await inModal('portico-name-suggestions')
    },
  },
  'RegisterAccountName-invalid': {
    async show({ portico }) {
      await connected(portico, COBALT)
      portico.open()
      portico.modal.pushView({
        view: 'RegisterAccountName',
        data: { accountName: 'cobalt_wallet' },
      })
      await inModal('portico-register-name-status')
    },
  },
  'RegisterAccountName-error': {
    async show({ portico }) {
      await connected(portico, COBALT)
      portico.open()
      portico.modal.pushView({ view: 'RegisterAccountName' })
      // The fixture wallet cannot sign (no EIP-1193 provider): core's registerAccountName fails and
      // routes back to RegisterAccountName with 'Error registering name cobalt.portico.eth'.
      await portico.names.register({ name: 'cobalt' }).catch(() => undefined)
      await inModal('portico-register-name-error')
      await until(
        () => topView(portico)?.view === 'RegisterAccountName',
        'RegisterAccountName again',
      )
      await inModal('portico-name-suggestions')
    },
  },
  'RegisterAccountNameSuccess-default': {
    async show({ portico }) {
      await connected(portico, COBALT)
      portico.open()
      // What registerAccountName shows once the API registered the name (the fixture wallet
      // cannot sign, so the view is pushed with the name the flow would give it).
      portico.modal.pushView({
        view: 'RegisterAccountNameSuccess',
        data: { accountName: 'cobalt.portico.eth' },
      })
      await inModal('portico-register-name-success')
    },
  },
  'SIWXSignMessage-default': {
    options: { siwx: fixtureSiwx('pending') },
    async show({ portico }) {
      await connected(portico, AMBER, true)
      portico.open({ view: 'SIWXSignMessage' })
      await inModal('portico-siwx')
    },
  },
  'SIWXSignMessage-error': {
    options: { siwx: fixtureSiwx('reject') },
    async show({ portico }) {
      await connected(portico, AMBER, true)
      portico.open({ view: 'SIWXSignMessage' })
      ;(await inModal('portico-siwx-sign')).click()
      await inModal('portico-siwx-error')
    },
  },
  'WalletSend-empty': {
    async show({ portico }) {
      await connected(portico, COBALT)
      portico.open()
      portico.modal.pushView({ view: 'WalletSend' })
      await inModal('portico-send-continue')
    },
  },
  'WalletSend-filled': sendForm('25'),
  'WalletSend-insufficient': sendForm('300'),
  'WalletSendSelectToken-default': {
    async show({ portico }) {
      await connected(portico, COBALT)
      portico.open()
      portico.modal.pushView({ view: 'WalletSend' })
      portico.modal.pushView({ view: 'WalletSendSelectToken' })
      await inModal('portico-send-token-option-USDC')
    },
  },
  'OnRampProviders-default': onramp(['OnRampProviders'], { catalogue: 'list' }),
  'OnRampProviders-empty': onramp(['OnRampProviders'], {
    catalogue: 'list',
    onramp: 'noProviders',
  }),
  'OnRamp-quote': onramp(['OnRampProviders', 'OnRamp'], { catalogue: 'list' }, '100'),
  'OnRamp-estimate': onramp(
    ['OnRampProviders', 'OnRamp'],
    { catalogue: 'list', onramp: 'estimate' },
    '100',
  ),
  'OnRampFiatSelect-default': onramp(['OnRampProviders', 'OnRamp', 'OnRampFiatSelect'], {
    catalogue: 'list',
  }),
  'OnRampTokenSelect-default': onramp(['OnRampProviders', 'OnRamp', 'OnRampTokenSelect'], {
    catalogue: 'list',
  }),
  'BuyInProgress-waiting': buyInProgress('waiting'),
  'BuyInProgress-arrived': buyInProgress('arrived'),
  'WalletSendPreview-default': {
    async show(tile) {
      await sendForm('25').show(tile)
      tile.portico.modal.pushView({ view: 'WalletSendPreview' })
      const fee = await inModal('portico-send-preview-fee')
      await until(() => !fee.getAttribute('aria-busy')?.includes('true'), 'the fee estimate')
    },
  },
  'WalletReceive-default': {
    async show({ portico }) {
      await connected(portico, AMBER, true)
      portico.open()
      portico.modal.pushView({ view: 'WalletReceive' })
      await inModal('portico-receive-qr')
    },
  },
  'Swap-empty': swapForm({}),
  'Swap-quoted': {
    async show(tile) {
      await swapForm({ to: 'USDC', amount: '0.5' }).show(tile)
      const button = await inModal('portico-swap-continue')
      await until(() => button.textContent === 'Review swap', 'the quote')
    },
  },
  'Swap-insufficient': swapForm({ to: 'USDC', amount: '5' }),
  'Swap-unsupported': {
    async show(tile) {
      await swapForm({}).show(tile)
      // The wallet moves to Devnet B, which the fixture API has no swaps for.
      tile.evm.emit({ type: 'chainChanged', chainId: FIXTURE_NETWORKS.devnetB.id })
      await inModal('portico-swap-unsupported')
    },
  },
  'SwapSelectToken-default': {
    async show(tile) {
      await swapForm({}).show(tile)
      tile.portico.modal.pushView({ view: 'SwapSelectToken', data: { target: 'toToken' } })
      await inModal('portico-swap-token-option-WETH')
    },
  },
  'SwapPreview-default': swapPreview({ to: 'USDC', amount: '0.5' }),
  'SwapPreview-approve': swapPreview({ from: 'USDC', to: 'DAI', amount: '100' }),
  'Toast-success': toast('success', 'Address copied'),
  'Toast-loading': toast('loading', 'Switching network…'),
  'Toast-error': toast('error', 'Connection rejected'),
  'Alert-projectIdNotConfigured': {
    options: { projectId: '' },
    async show({ portico }) {
      portico.open({ view: 'Connect' })
    },
  },
}
