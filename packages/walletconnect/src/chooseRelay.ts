import { InvalidConfigurationError } from '@portico/core/internal'
import { checkRelayUrl } from './walletConnectOptions.js'

/** WalletConnect's public relay: the one mainstream wallets (MetaMask Mobile, Trust, Rainbow…) use. */
export const WALLETCONNECT_PUBLIC_RELAY_URL = 'wss://relay.walletconnect.org'

/**
 * Which relay the adapter's sessions run on (docs/walletconnect.md, "Which relay"). A `wc:` pairing
 * URI names no relay: a wallet pairs only on the relay it is configured for.
 * - `operator`: the operator's relay (`relayUrl`); only wallets configured for it pair (the sample
 *   wallet, a self-built wallet); nothing goes to a vendor host.
 * - `walletconnect`: WalletConnect Cloud: its public relay under the dApp's WalletConnect project
 *   id, and its Verify API (the wallet is told the dApp's domain was verified).
 * - `walletconnect-relay-only`: WalletConnect's public relay, so mainstream wallets pair, and
 *   nothing else of its cloud: no Verify iframe; everything else stays with the operator.
 */
export type WalletConnectRelay = 'operator' | 'walletconnect' | 'walletconnect-relay-only'

const RELAYS: readonly WalletConnectRelay[] = [
  'operator',
  'walletconnect',
  'walletconnect-relay-only',
]

/** A WalletConnect Cloud (Reown) project id: 32 hexadecimal characters. */
const WALLETCONNECT_PROJECT_ID = /^[0-9a-f]{32}$/i

/** What {@link chooseRelay} reads of the adapter's parameters. */
export type ChooseRelayParameters = {
  relay?: WalletConnectRelay | undefined
  relayUrl?: string | undefined
  walletConnectProjectId?: string | undefined
}

/** The relay the adapter uses, and what UniversalProvider is given for it. */
export type RelayChoice = {
  relay: WalletConnectRelay
  relayUrl: string
  /** The project id the relay is given; undefined: Portico's own (the operator's relay knows it). */
  walletConnectProjectId: string | undefined
  /** Whether WalletConnect's Verify API attests the dApp's domain to the wallet. */
  verify: boolean
}

/**
 * The relay of the adapter's parameters. Default: `walletconnect-relay-only` when a WalletConnect
 * project id is given (so a dApp's users can pair MetaMask Mobile and the like), otherwise
 * `operator`. Throws InvalidConfigurationError naming what is missing or wrong.
 */
export function chooseRelay(parameters: ChooseRelayParameters): RelayChoice {
  const { walletConnectProjectId } = parameters
  const relay =
    parameters.relay ?? (walletConnectProjectId ? 'walletconnect-relay-only' : 'operator')
  if (!RELAYS.includes(relay))
    throw new InvalidConfigurationError(
      `createWalletConnectAdapter: unknown \`relay\` ${JSON.stringify(relay)}`,
    )
  if (
    walletConnectProjectId !== undefined &&
    !WALLETCONNECT_PROJECT_ID.test(walletConnectProjectId)
  )
    throw new InvalidConfigurationError(
      'createWalletConnectAdapter: `walletConnectProjectId` must be a WalletConnect Cloud project id (32 hexadecimal characters)',
    )
  if (relay === 'operator') {
    if (parameters.relayUrl === undefined)
      throw new InvalidConfigurationError(
        "createWalletConnectAdapter: give `relayUrl` (your relay) or `walletConnectProjectId` (WalletConnect's public relay)",
      )
    return {
      relay,
      relayUrl: checkRelayUrl(parameters.relayUrl),
      walletConnectProjectId: undefined,
      verify: false,
    }
  }
  if (!walletConnectProjectId)
    throw new InvalidConfigurationError(
      `createWalletConnectAdapter: relay '${relay}' needs \`walletConnectProjectId\``,
    )
  return {
    relay,
    relayUrl: WALLETCONNECT_PUBLIC_RELAY_URL,
    walletConnectProjectId,
    verify: relay === 'walletconnect',
  }
}
