import type { PorticoContext } from '../../context.js'
import { UserRejectedRequestError } from '../../errors/provider.js'
import { closeModal } from '../modal/modal.js'
import { goBack, pushView, replaceView } from '../modal/router.js'
import { switchActiveNamespace } from './switchActiveNamespace.js'
import { switchNetwork } from './switchNetwork.js'

export type ConfirmNetworkSwitchParameters = {
  /** Keep SwitchNetwork shown when the visitor declines in the wallet. @default false */
  stayOnRejection?: boolean | undefined
}

/**
 * What the SwitchNetwork and SwitchActiveChain views do once shown. SwitchNetwork switches, then
 * goes back (or closes when it was the only view); on failure it goes back (spec §2). The error is
 * returned for the view to show. SwitchActiveChain makes the target namespace active on `network`
 * and goes where `navigateTo` says, replacing itself when `navigateWithReplace` is set; if that
 * fails it goes back and returns the error.
 *
 * With `stayOnRejection`, a switch the visitor declined in the wallet (4001) keeps SwitchNetwork
 * shown so the view can offer to try again; any other failure still goes back.
 */
export async function confirmNetworkSwitch(
  context: PorticoContext,
  { stayOnRejection = false }: ConfirmNetworkSwitchParameters = {},
): Promise<{ error?: unknown }> {
  const entry = context.stores.router.getState().history.at(-1)
  if (entry?.view !== 'SwitchNetwork' && entry?.view !== 'SwitchActiveChain') return {}
  const network = entry.data?.network
  if (!network) return {}
  if (entry.view === 'SwitchActiveChain') {
    // The namespace changes with the network (the is-switching flag is up meanwhile); a switch
    // that fails goes back, as SwitchNetwork's does (spec §2 "on failure go back").
    try {
      await switchNetwork(context, { network })
      const namespace = entry.data?.switchToChain
      if (namespace && namespace !== network.chainNamespace)
        switchActiveNamespace(context, namespace)
    } catch (error) {
      if (!goBack(context)) closeModal(context)
      return { error }
    }
    const next = { view: entry.data?.navigateTo ?? ('Connect' as const) }
    if (entry.data?.navigateWithReplace) replaceView(context, next)
    else pushView(context, next)
    return {}
  }
  try {
    await switchNetwork(context, { network })
    if (!goBack(context)) closeModal(context)
    return {}
  } catch (error) {
    const rejected = (error as { code?: unknown } | null)?.code === UserRejectedRequestError.code
    if (stayOnRejection && rejected) return { error }
    if (!goBack(context)) closeModal(context)
    return { error }
  }
}
