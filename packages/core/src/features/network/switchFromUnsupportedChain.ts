import type { PorticoContext } from '../../context.js'
import type { Network } from '../../types/network.js'
import { closeModal } from '../modal/modal.js'
import { goBack } from '../modal/router.js'
import { switchNetwork } from './switchNetwork.js'

export type SwitchFromUnsupportedChainParameters = { network: Network }

/**
 * What UnsupportedChain does when the visitor picks a configured network: asks the wallet to move
 * there, then leaves the view (back, or closed when it was the only one). A refusal or failure is
 * returned for the view to show; the view stays, since the wallet is still on the unsupported chain.
 */
export async function switchFromUnsupportedChain(
  context: PorticoContext,
  { network }: SwitchFromUnsupportedChainParameters,
): Promise<{ error?: unknown }> {
  try {
    await switchNetwork(context, { network })
  } catch (error) {
    return { error }
  }
  if (context.stores.router.getState().history.at(-1)?.view === 'UnsupportedChain')
    if (!goBack(context)) closeModal(context)
  return {}
}
