import type { SiwxSession } from '../../config/options.js'
import type { PorticoContext } from '../../context.js'
import type { Network } from '../../types/network.js'

/** What sign-in with wallet notes of one instance (`context.sessions.siwx`). */
export type SiwxRecord = {
  /** The network the account last signed in on (spec §4 "the last authenticated network"). */
  lastNetwork?: { network: Network; accountAddress: string } | undefined
  /** Sign-ins of this instance, for dApps whose config has no getSessions. */
  signedIn: Set<string>
  /** A login's one-click sign-in being verified (completeLoginSignIn); the prompt waits for it. */
  pending?: Promise<void> | undefined
}

function record(context: PorticoContext): SiwxRecord {
  return context.sessions.siwx
}

const key = (chainId: string, accountAddress: string) =>
  `${chainId}|${accountAddress.toLowerCase()}`

/** Notes a sign-in (or a session found) of `accountAddress` on `network`. */
export function rememberSiwxSession(
  context: PorticoContext,
  network: Network,
  accountAddress: string,
): void {
  const entry = record(context)
  entry.lastNetwork = { network, accountAddress }
  entry.signedIn.add(key(network.caipNetworkId, accountAddress))
}

/** The network the account last signed in on, if any. */
export function lastSiwxNetwork(
  context: PorticoContext,
): { network: Network; accountAddress: string } | undefined {
  return record(context).lastNetwork
}

/** Forgets the sign-ins noted (signed out). */
export function forgetSiwxSessions(context: PorticoContext): void {
  context.sessions.siwx = { signedIn: new Set() }
}

/**
 * Whether `accountAddress` has a sign-in session on `chainId`: the config's `getSessions`, else
 * the sign-ins of this instance. A failing lookup counts as none.
 */
export async function hasSiwxSession(
  context: PorticoContext,
  chainId: string,
  accountAddress: string,
): Promise<boolean> {
  const { siwx } = context.stores.options.getState().options
  if (!siwx?.getSessions) return record(context).signedIn.has(key(chainId, accountAddress))
  let sessions: readonly SiwxSession[]
  try {
    sessions = await siwx.getSessions({ chainId, accountAddress })
  } catch {
    return false
  }
  return sessions.length > 0
}
