import type { PorticoContext } from '../../context.js'
import { lazyFeature } from '../../instance/lazyFeature.js'
import type { CaipNetworkId, Network } from '../../types/network.js'
import { canSelectNetwork } from './canSelectNetwork.js'
import {
  type ConfirmNetworkSwitchParameters,
  confirmNetworkSwitch,
} from './confirmNetworkSwitch.js'
import type { RemoveNetworkErrorType } from './removeNetwork.js'
import {
  type RequestNetworkSwitchParameters,
  requestNetworkSwitch,
} from './requestNetworkSwitch.js'
import {
  type SwitchFromUnsupportedChainParameters,
  switchFromUnsupportedChain,
} from './switchFromUnsupportedChain.js'

/** `portico.network`: the Networks and switch views' actions (`portico.switchNetwork` switches directly). */
export type NetworkActions = {
  /** Asks to switch network the way the router rules say (SwitchNetwork or SwitchActiveChain). */
  requestSwitch(
    parameters: RequestNetworkSwitchParameters,
  ): 'SwitchNetwork' | 'SwitchActiveChain' | null
  /** Whether the Networks view offers `network` (else it is shown disabled). */
  canSelect(parameters: { network: Network }): boolean
  /** What the switch views run once shown. */
  confirmSwitch(parameters?: ConfirmNetworkSwitchParameters): Promise<{ error?: unknown }>
  /** UnsupportedChain: asks the wallet to move to a configured network, then leaves the view. */
  switchFromUnsupportedChain(
    parameters: SwitchFromUnsupportedChainParameters,
  ): Promise<{ error?: unknown }>
  /** Removes a network from `stores.chains.networks`. */
  remove(parameters: { caipNetworkId: CaipNetworkId }): Promise<void>
}

export function createNetworkActions(context: PorticoContext): NetworkActions {
  const removing = lazyFeature(() => import('./removeNetwork.js'))
  return {
    requestSwitch: (parameters) => requestNetworkSwitch(context, parameters),
    canSelect: ({ network }) => canSelectNetwork(context, network),
    confirmSwitch: (parameters) => confirmNetworkSwitch(context, parameters),
    switchFromUnsupportedChain: (parameters) => switchFromUnsupportedChain(context, parameters),
    remove: (parameters) => removing((m) => m.removeNetwork(context, parameters)),
  }
}

/**
 * What each `portico.network` method throws, by method (docs/errors.md): `NetworkActionsErrorTypes['requestSwitch']`
 * is the union of the PorticoError classes it can reject or throw with; `never` where the method
 * throws nothing (a failure it meets is kept in the feature's store for the view). The named types
 * are the actions' own (`<Action>ErrorType`, beside each action).
 */
export type NetworkActionsErrorTypes = {
  requestSwitch: never
  canSelect: never
  confirmSwitch: never
  switchFromUnsupportedChain: never
  remove: RemoveNetworkErrorType
}

export type { RemoveNetworkErrorType } from './removeNetwork.js'
