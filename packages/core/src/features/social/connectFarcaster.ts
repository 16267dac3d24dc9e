import type { PorticoContext } from '../../context.js'
import { setAccount } from '../connect/setAccount.js'
import { connectAuthConnector } from '../embeddedWallet/connectAuthConnector.js'
import { AuthConnectorNotFoundError } from '../embeddedWallet/errors.js'
import { getAuthAdapter } from '../embeddedWallet/getAuthAdapter.js'
import { FarcasterConnectionError } from './errors.js'

/**
 * Farcaster sign-in (ConnectingFarcaster): the frame makes the sign-in link, which goes into the
 * account state's `farcasterUrl` (spec §3) for the view's QR code; then it waits until the
 * Farcaster app approved, the AUTH connector connects and Account shows. Resolves with the link
 * once connected. Any failure but a missing adapter ('No auth connector found') is 'Failed to
 * connect to farcaster'; the link is then cleared so a retry makes a fresh one.
 */
export async function connectFarcaster(context: PorticoContext): Promise<string> {
  const { adapter } = getAuthAdapter(context)
  const namespace = context.stores.chains.getState().activeNamespace
  try {
    const { url } = await adapter.getFarcasterUri()
    setAccount(context, namespace, { farcasterUrl: url })
    await adapter.connectFarcaster()
    await connectAuthConnector(context)
    return url
  } catch (error) {
    setAccount(context, namespace, { farcasterUrl: undefined })
    if (error instanceof AuthConnectorNotFoundError) throw error
    throw new FarcasterConnectionError({ cause: error })
  }
}

/** the `connectFarcaster` action. */
export type ConnectFarcasterErrorType = AuthConnectorNotFoundError | FarcasterConnectionError
