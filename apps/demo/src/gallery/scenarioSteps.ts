import type { AccountTab, Portico, SiwxConfig } from '@portico/core'
import type { AccountListsAnswer, FixtureApiScript } from './fixtureApi.js'
import { EVM_WALLETS, type FixtureWallet, NAMED_ADDRESS_NAME, SOLANA_WALLETS } from './fixtures.js'

import type { FakeAuth, Scenario, Tile } from './scenarioTypes.js'

export const [AMBER, COBALT] = EVM_WALLETS as [FixtureWallet, FixtureWallet]
export const [VIOLET] = SOLANA_WALLETS as [FixtureWallet]

/** Waits until `check` holds, or fails the tile after `timeoutMs`. */
export async function until(check: () => boolean, what: string, timeoutMs = 5_000) {
  const deadline = performance.now() + timeoutMs
  while (!check()) {
    if (performance.now() > deadline) throw new Error(`gallery: ${what} did not happen`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

/** An element of the modal's shadow root by its data-testid, once it is there. */
export async function inModal(testId: string): Promise<HTMLElement> {
  const find = () =>
    document
      .querySelector('portico-modal')
      ?.shadowRoot?.querySelector<HTMLElement>(`[data-testid="${testId}"]`) ?? null
  await until(() => find() !== null, `[data-testid="${testId}"] in the modal`)
  return find()!
}

export const account = (portico: Portico) => portico.getAccount()
export const topView = (portico: Portico) => portico.stores.router.getState().history.at(-1)

/** Connects `wallet` through the real connect action and waits for its balance (and name). */
export async function connected(portico: Portico, wallet: FixtureWallet, named = false) {
  await portico.connect({ connectorId: wallet.id })
  await until(() => account(portico)?.balance !== undefined, 'the balance')
  if (named) await until(() => Boolean(account(portico)?.profileName), 'the ENS name')
}

/** Connected on Amber (with its name), the Account view open. */
export async function accountOpen(portico: Portico) {
  await connected(portico, AMBER, true)
  portico.open()
}

/** Sign-in hooks of a dApp whose wallet signature comes back as `answer` says. */
export function fixtureSiwx(answer: 'pending' | 'reject'): SiwxConfig {
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
export function accountTab(tab: AccountTab, lists: AccountListsAnswer): Scenario {
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
export function toast(variant: 'success' | 'loading' | 'error', message: string): Scenario {
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
export function sendForm(amount: string): Scenario {
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
export function swapForm({
  from,
  to,
  amount,
}: {
  from?: string
  to?: string
  amount?: string
}): Scenario {
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
export function swapPreview(form: Parameters<typeof swapForm>[0]): Scenario {
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
export function authOf(tile: Tile): FakeAuth {
  if (!tile.auth) throw new Error('gallery: this scenario needs `auth`')
  return tile.auth
}

/** Connected through the embedded wallet (the fake auth adapter's user), Account open. */
export async function embeddedAccountOpen(portico: Portico) {
  await portico.connect({ connectorId: 'AUTH' })
  await until(() => account(portico)?.balance !== undefined, 'the balance')
  portico.open()
  await inModal('portico-account')
}

/**
 * An email change under way (issue 16: its steps are the frame's screens): Account, Update email,
 * a new address sent to core's updateEmail, which shows UpdateEmailPrimaryOtp at once.
 */
export async function updateEmailStarted(tile: Tile) {
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
export async function socialLoginStarted(tile: Tile) {
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
export function onramp(
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
export function buyInProgress(status: 'waiting' | 'arrived'): Scenario {
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
