import { PorticoError } from '@portico/core'
import { FIXTURE_CATALOGUE } from './fixtures.js'

import {
  AMBER,
  authOf,
  COBALT,
  embeddedAccountOpen,
  inModal,
  socialLoginStarted,
  until,
  updateEmailStarted,
} from './scenarioSteps.js'
import type { Scenario } from './scenarioTypes.js'

/** The gallery's connecting cases: Connect, the wallet list, the connecting views, email and social login. */
export const CONNECT_SCENARIOS: Record<string, Scenario> = {
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
}
