import type { CreatePorticoParameters, Portico } from '@portico/core'
import type { createFakeAuthAdapter } from '@portico/core/testing'
import type { FixtureAdapter } from './FixtureAdapter.js'
import type { FixtureApiScript } from './fixtureApi.js'
import type { FixtureWallet, FixtureWalletAnswer } from './fixtures.js'

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
