import { FIXTURE_NETWORKS } from './fixtures.js'

import {
  AMBER,
  accountOpen,
  accountTab,
  authOf,
  buyInProgress,
  COBALT,
  connected,
  embeddedAccountOpen,
  fixtureSiwx,
  inModal,
  onramp,
  sendForm,
  swapForm,
  swapPreview,
  toast,
  topView,
  until,
  VIOLET,
} from './scenarioSteps.js'
import type { Scenario } from './scenarioTypes.js'

/** The gallery's cases of a connected account: Account and its tabs, networks, names, SIWX, send, on-ramp, swap, toasts and alerts. */
export const ACCOUNT_SCENARIOS: Record<string, Scenario> = {
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
