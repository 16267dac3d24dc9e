import { randomBytes, randomUUID } from 'node:crypto'
import { type Address, type Hex, type PrivateKeyAccount, zeroAddress } from 'viem'
import { createSiweMessage } from 'viem/siwe'
import { TEST_USERS, type TestUser } from '../testUsers.js'
import { deriveCustodyAccounts } from './deriveCustodyAccount.js'

/** How long a channel lives after it was opened (the relay forgets it then). */
export const FARCASTER_CHANNEL_TTL_MS = 10 * 60 * 1000

/** Most channels open at once; the oldest are dropped first. */
export const FARCASTER_MAX_CHANNELS = 1_000

/** Chain id in Sign In With Farcaster messages (OP Mainnet, where Farcaster's registry lives). */
export const FARCASTER_SIWE_CHAIN_ID = 10

/** Statement of Sign In With Farcaster messages. */
export const FARCASTER_SIWE_STATEMENT = 'Farcaster Auth'

/** What an app asks for when it opens a channel. */
export type FarcasterChannelRequest = {
  /** The URI the user signs in to (SIWE `URI`). */
  siweUri: string
  /** The app's domain (SIWE `domain`), e.g. `127.0.0.1:4002`. */
  domain: string
  /** SIWE nonce, ≥ 8 letters or digits. @default a random one */
  nonce?: string | undefined
}

/** A Farcaster test account: a test user's fid and name, and its custody key. */
export type FarcasterAccount = {
  userId: string
  fid: number
  username: string
  displayName: string
  pfpUrl: string
  custody: PrivateKeyAccount
}

/** The sign-in the approving app posts back: the user's profile and their signed SIWE message. */
export type FarcasterCompletion = {
  fid: number
  username: string
  displayName: string
  pfpUrl: string
  custody: Address
  message: string
  signature: Hex
  nonce: string
}

/** A channel, as the relay keeps it. */
export type FarcasterChannel = FarcasterChannelRequest & {
  channelToken: string
  nonce: string
  /** `farcaster://connect?channelToken=…&nonce=…` — what the app shows as a QR code. */
  url: string
  expiresAt: number
  completion?: FarcasterCompletion
}

/** Why a channel request was refused. */
export class FarcasterRelayError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
  ) {
    super(message)
    this.name = 'FarcasterRelayError'
  }
}

/** Parameters of {@link createFarcasterRelay}. */
export type CreateFarcasterRelayParameters = {
  /** The devnet mnemonic the custody keys come from. */
  mnemonic: string
  /** Base URL of the identity provider (for `pfpUrl`). */
  issuer: string
  /** @default Date.now */
  now?: () => number
}

/** The Farcaster relay stand-in's state: open channels and the test accounts that approve them. */
export type FarcasterRelay = {
  accounts: readonly FarcasterAccount[]
  open(request: FarcasterChannelRequest): FarcasterChannel
  /** The live channel with this token, or undefined (unknown or expired). */
  get(channelToken: string): FarcasterChannel | undefined
  /** The approving app's "Approve": signs the channel's SIWE message with the user's custody key. */
  approve(channelToken: string, userId: string): Promise<FarcasterCompletion>
}

const NONCE = /^[A-Za-z0-9]{8,64}$/
const DOMAIN = /^[A-Za-z0-9.-]{1,253}(?::\d{1,5})?$/
const CHANNEL_TOKEN = /^[0-9a-f-]{36}$/

/** The EIP-4361 message Farcaster's approving app has the custody key sign. */
export function buildFarcasterMessage({
  domain,
  siweUri,
  nonce,
  address,
  fid,
  issuedAt,
}: {
  domain: string
  siweUri: string
  nonce: string
  address: Address
  fid: number
  issuedAt: Date
}): string {
  return createSiweMessage({
    domain,
    address,
    statement: FARCASTER_SIWE_STATEMENT,
    uri: siweUri,
    version: '1',
    chainId: FARCASTER_SIWE_CHAIN_ID,
    nonce,
    issuedAt,
    resources: [`farcaster://fid/${fid}`],
  })
}

/** `farcaster://connect?channelToken=…&nonce=…` for a channel. */
export function farcasterConnectUrl(channelToken: string, nonce: string): string {
  return `farcaster://connect?${new URLSearchParams({ channelToken, nonce })}`
}

/** The channel token inside a `farcaster://connect?…` URI, or undefined. */
export function channelTokenFromConnectUrl(url: string): string | undefined {
  if (!url.startsWith('farcaster://connect?')) return undefined
  const token = new URLSearchParams(url.slice('farcaster://connect?'.length)).get('channelToken')
  return token && CHANNEL_TOKEN.test(token) ? token : undefined
}

/**
 * The relay behind Sign In With Farcaster, in memory: an app opens a channel, shows its
 * `farcaster://connect` URI, and polls the status; the approving app (the devnet page standing
 * in for Warpcast) completes it with an EIP-4361 message signed by the user's custody key, as
 * Farcaster's own relay does.
 */
export function createFarcasterRelay({
  mnemonic,
  issuer,
  now = Date.now,
}: CreateFarcasterRelayParameters): FarcasterRelay {
  const custody = deriveCustodyAccounts(mnemonic, TEST_USERS.length)
  const accounts: FarcasterAccount[] = TEST_USERS.map((user: TestUser, i) => ({
    userId: user.id,
    fid: user.farcaster.fid,
    username: user.farcaster.username,
    displayName: user.name,
    pfpUrl: `${issuer}/avatars/${user.id}.svg`,
    custody: custody[i] as PrivateKeyAccount,
  }))
  const channels = new Map<string, FarcasterChannel>()

  const get = (channelToken: string) => {
    const channel = channels.get(channelToken)
    if (channel && channel.expiresAt <= now()) {
      channels.delete(channelToken)
      return undefined
    }
    return channel
  }

  return {
    accounts,
    open({ siweUri, domain, nonce }) {
      if (typeof siweUri !== 'string' || !URL.canParse(siweUri) || siweUri.length > 2048)
        throw new FarcasterRelayError('siweUri must be a URL', 400, 'invalid_parameter')
      if (typeof domain !== 'string' || !DOMAIN.test(domain))
        throw new FarcasterRelayError(
          'domain must be a host name, with an optional port',
          400,
          'invalid_parameter',
        )
      if (nonce !== undefined && (typeof nonce !== 'string' || !NONCE.test(nonce)))
        throw new FarcasterRelayError(
          'nonce must be 8 to 64 letters or digits',
          400,
          'invalid_parameter',
        )
      const channelToken = randomUUID()
      const channelNonce = nonce ?? randomBytes(12).toString('hex')
      try {
        // viem checks every field as EIP-4361 wants it: refuse now what could not be signed later.
        buildFarcasterMessage({
          siweUri,
          domain,
          nonce: channelNonce,
          address: zeroAddress,
          fid: 1,
          issuedAt: new Date(now()),
        })
      } catch (error) {
        throw new FarcasterRelayError(
          `cannot make a sign-in message: ${(error as { shortMessage?: string }).shortMessage ?? (error as Error).message}`,
          400,
          'invalid_parameter',
        )
      }
      const channel: FarcasterChannel = {
        channelToken,
        siweUri,
        domain,
        nonce: channelNonce,
        url: farcasterConnectUrl(channelToken, channelNonce),
        expiresAt: now() + FARCASTER_CHANNEL_TTL_MS,
      }
      channels.set(channelToken, channel)
      while (channels.size > FARCASTER_MAX_CHANNELS)
        channels.delete(channels.keys().next().value as string)
      return channel
    },
    get,
    async approve(channelToken, userId) {
      const channel = get(channelToken)
      if (!channel)
        throw new FarcasterRelayError(
          'this sign-in request is unknown or expired',
          404,
          'not_found',
        )
      if (channel.completion) return channel.completion
      const account = accounts.find((a) => a.userId === userId)
      if (!account) throw new FarcasterRelayError('unknown test user', 400, 'invalid_parameter')
      const message = buildFarcasterMessage({
        ...channel,
        address: account.custody.address,
        fid: account.fid,
        issuedAt: new Date(now()),
      })
      const completion: FarcasterCompletion = {
        fid: account.fid,
        username: account.username,
        displayName: account.displayName,
        pfpUrl: account.pfpUrl,
        custody: account.custody.address,
        message,
        signature: await account.custody.signMessage({ message }),
        nonce: channel.nonce,
      }
      channel.completion = completion
      return completion
    },
  }
}
