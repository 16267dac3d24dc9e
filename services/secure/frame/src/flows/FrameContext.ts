import type { DappMetadataSchema } from '@portico/embedded/messages'
import type { z } from 'zod/mini'
import type { AuthApi } from '../api/createAuthApi.js'
import type { ApiUser, ApiWallet } from '../api/types.js'
import type { FramePageConfig } from '../config/framePageConfig.js'
import type { DeviceShareStore, KeyValueStorage } from '../keys/deviceShareStore.js'
import type { FrameChannel } from '../messaging/createFrameChannel.js'
import type { PublicClients } from '../rpc/evm/evmClients.js'
import type { FrameNetworks } from '../rpc/networks.js'
import type { SessionStore } from '../state/createSessionStore.js'
import type { ScreenHost } from '../ui/createScreenHost.js'

/** The signed-in user and their wallet (null before the first wallet is created). */
export type FrameAccount = { user: ApiUser; wallet: ApiWallet }

/** What the dApp told the frame about itself (SyncDappData). */
export type DappData = {
  projectId: string
  sdkVersion: string
  sdkType: string
  metadata?: z.output<typeof DappMetadataSchema> | undefined
}

/** The frame's mutable state: in memory only, for the life of the page. */
export type FrameState = {
  account: FrameAccount | undefined
  /** The chain of each namespace the dApp is on, and which namespace is active. */
  evmChainId: number
  solanaChainId: string | undefined
  namespace: 'eip155' | 'solana'
  dapp: DappData | undefined
  /** The email of the login in progress (ConnectEmail → ConnectDevice / ConnectOtp). */
  pendingEmail: string | undefined
  /** The Farcaster login in progress (GetFarcasterUri → ConnectFarcaster): its channel and nonce. */
  farcaster: { channelId: string; loginNonce: string } | undefined
  /**
   * Social results the callback page handed this frame (receiveSocialResults): the ConnectSocial
   * requests waiting for one, and a result that came before any asked (kept 2 minutes).
   */
  socialResults: {
    waiters: ((resultUri: string) => void)[]
    early: { resultUri: string; at: number } | undefined
  }
  /** The wallet set-up in progress, so two requests never create or unlock twice. */
  walletSetup: Promise<void> | undefined
  /**
   * A login just succeeded (ConnectOtp, ConnectSocial, ConnectFarcaster) and no GetUser has
   * answered since: the one moment a sign-in message is signed without a screen of its own.
   */
  freshLogin: boolean
}

/** Everything the frame's request handlers work with. */
export type FrameContext = {
  config: FramePageConfig
  /** The dApp's verified origin. */
  parentOrigin: string
  /** The secure origin itself. */
  ownOrigin: string
  api: AuthApi
  sessions: SessionStore
  deviceShares: DeviceShareStore
  /** sessionStorage of the secure origin (the social login nonce). */
  sessionStorage: KeyValueStorage
  networks: FrameNetworks
  publicClient: PublicClients
  screens: ScreenHost
  channel: Pick<FrameChannel, 'emit'>
  state: FrameState
}
