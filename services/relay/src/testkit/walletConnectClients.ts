import { WalletKit, type WalletKitTypes } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import { SignClient } from '@walletconnect/sign-client'
import type { ICore, SessionTypes, SignClientTypes } from '@walletconnect/types'
import { buildApprovedNamespaces } from '@walletconnect/utils'

/** The dApp's metadata in the tests. */
export const DAPP_METADATA = {
  name: 'Relay test dApp',
  description: 'A dApp in a relay test',
  url: 'http://127.0.0.1:5173',
  icons: [],
}

/** The wallet's metadata in the tests. */
export const WALLET_METADATA = {
  name: 'Relay test wallet',
  description: 'A wallet in a relay test',
  url: 'http://127.0.0.1:5174',
  icons: [],
}

/** The methods and events the test dApp asks for and the test wallet grants. */
export const EIP155_METHODS = ['personal_sign', 'eth_sendTransaction']
export const EIP155_EVENTS = ['chainChanged', 'accountsChanged']

let instance = 0
/** A storage prefix no other client in this process uses (clients with one prefix share a Core). */
export function uniquePrefix(role: string): string {
  instance++
  return `${role}-${process.pid}-${instance}-${Math.random().toString(36).slice(2, 8)}`
}

/** The clients' key-value storage: the Core's own in-memory one (JSON) unless given. */
export type ClientStorage = ICore['storage']

/** A real @walletconnect/sign-client 2.25 dApp on `relayUrl`, telemetry off, storage in memory. */
export function createDappClient(
  relayUrl: string,
  projectId = 'test-project',
  storage?: ClientStorage,
) {
  return SignClient.init({
    projectId,
    relayUrl,
    metadata: DAPP_METADATA,
    customStoragePrefix: uniquePrefix('dapp'),
    telemetryEnabled: false,
    logger: 'silent',
    ...(storage ? { storage } : {}),
  } as SignClientTypes.Options)
}

/** A real @reown/walletkit 1.6 wallet on `relayUrl`, request queue off, storage in memory. */
export async function createWalletClient(
  relayUrl: string,
  projectId = 'test-project',
  storage?: ClientStorage,
) {
  const core = new Core({
    projectId,
    relayUrl,
    customStoragePrefix: uniquePrefix('wallet'),
    telemetryEnabled: false,
    logger: 'silent',
    ...(storage ? { storage } : {}),
  })
  return WalletKit.init({
    core,
    metadata: WALLET_METADATA,
    signConfig: { disableRequestQueue: true },
  })
}

/** A WalletKit instance. */
export type Wallet = Awaited<ReturnType<typeof createWalletClient>>
/** A SignClient instance. */
export type Dapp = Awaited<ReturnType<typeof createDappClient>>

/**
 * Pairs a dApp and a wallet through the relay and approves a session for `accounts`
 * (CAIP-10, e.g. eip155:31337:0x…) with EIP155_METHODS. Returns both sides' session.
 */
export async function pairAndApprove(
  dapp: Dapp,
  wallet: Wallet,
  { chainId, accounts }: { chainId: string; accounts: string[] },
): Promise<{ dappSession: SessionTypes.Struct; walletSession: SessionTypes.Struct }> {
  const { uri, approval } = await dapp.connect({
    optionalNamespaces: {
      eip155: { chains: [chainId], methods: EIP155_METHODS, events: EIP155_EVENTS },
    },
  })
  if (!uri) throw new Error('connect() gave no pairing URI')
  const walletSession = new Promise<SessionTypes.Struct>((resolve, reject) => {
    wallet.once('session_proposal', (proposal: WalletKitTypes.SessionProposal) => {
      const namespaces = buildApprovedNamespaces({
        proposal: proposal.params,
        supportedNamespaces: {
          eip155: { chains: [chainId], methods: EIP155_METHODS, events: EIP155_EVENTS, accounts },
        },
      })
      wallet.approveSession({ id: proposal.id, namespaces }).then(resolve, reject)
    })
  })
  await wallet.pair({ uri })
  const [dappSession, approved] = await Promise.all([approval(), walletSession])
  return { dappSession, walletSession: approved }
}
