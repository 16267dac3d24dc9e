import type { CreatePorticoParameters, Portico } from '@portico/core'
import type { FixtureAdapter } from './FixtureAdapter.js'
import type { FixtureApiScript } from './fixtureApi.js'
import { EVM_WALLETS, type FixtureWallet, type FixtureWalletAnswer } from './fixtures.js'

/** What a scenario gets to bring its tile to the state it shows. */
export type Tile = {
  portico: Portico
  evm: FixtureAdapter
  solana: FixtureAdapter
}

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
  /** Brings the mounted instance to the state to show, with the modal open. */
  show(tile: Tile): Promise<void>
}

const [AMBER, COBALT] = EVM_WALLETS as [FixtureWallet, FixtureWallet]

/** Waits until `check` holds, or fails the tile after `timeoutMs`. */
export async function until(check: () => boolean, what: string, timeoutMs = 5_000) {
  const deadline = performance.now() + timeoutMs
  while (!check()) {
    if (performance.now() > deadline) throw new Error(`gallery: ${what} did not happen`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

const account = (portico: Portico) => portico.getAccount()

/** Connects `wallet` through the real connect action and waits for its balance (and name). */
async function connected(portico: Portico, wallet: FixtureWallet, named: boolean) {
  await portico.connect({ connectorId: wallet.id })
  await until(() => account(portico)?.balance !== undefined, 'the balance')
  if (named) await until(() => Boolean(account(portico)?.profileName), 'the ENS name')
}

/** Every scenario, by `galleryCaseId` (view-state). */
export const SCENARIOS: Record<string, Scenario> = {
  'Connect-default': {
    async show({ portico }) {
      // Connect and disconnect Cobalt first, so it is the recent wallet.
      await portico.connect({ connectorId: COBALT.id })
      await portico.disconnect()
      portico.open({ view: 'Connect' })
    },
  },
  'Connect-noWallets': {
    api: false,
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
      void portico.connectFromModal(AMBER.id)
      await until(() => portico.stores.connection.getState().pending, 'the pending request')
    },
  },
  'ConnectingExternal-rejected': {
    answers: { [AMBER.id]: 'reject' },
    async show({ portico }) {
      portico.open({ view: 'Connect' })
      await portico.connectFromModal(AMBER.id)
    },
  },
  'Account-named': {
    async show({ portico }) {
      await connected(portico, AMBER, true)
      portico.open()
    },
  },
  'Account-unnamed': {
    async show({ portico }) {
      await connected(portico, COBALT, false)
      portico.open()
    },
  },
  'Alert-projectIdNotConfigured': {
    options: { projectId: '' },
    async show({ portico }) {
      portico.open({ view: 'Connect' })
    },
  },
}
