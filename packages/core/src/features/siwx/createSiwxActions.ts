import type { PorticoContext } from '../../context.js'
import type { PorticoError } from '../../errors/PorticoError.js'
import type { CancelSiwxErrorType } from './cancelSiwx.js'
import { cancelSiwx } from './cancelSiwx.js'
import { isSiwxRequired } from './isSiwxRequired.js'
import type { SignSiwxMessageErrorType } from './signSiwxMessage.js'
import { signSiwxMessage } from './signSiwxMessage.js'

/** `portico.siwx`: sign-in with wallet (the SIWXSignMessage view). */
export type SiwxActions = {
  /** Creates, signs and verifies the message; closes on success. */
  signMessage(): Promise<{ error?: PorticoError | undefined }>
  /** Cancel on the sign-in view: disconnects when sign-in is required, else closes. */
  cancel(): Promise<void>
  /** Whether the dApp requires sign-in with wallet. */
  isRequired(): boolean
}

export function createSiwxActions(context: PorticoContext): SiwxActions {
  return {
    signMessage: () => signSiwxMessage(context),
    cancel: () => cancelSiwx(context),
    isRequired: () => isSiwxRequired(context),
  }
}

/**
 * What each `portico.siwx` method throws, by method (docs/errors.md): `SiwxActionsErrorTypes['signMessage']`
 * is the union of the PorticoError classes it can reject or throw with; `never` where the method
 * throws nothing (a failure it meets is kept in the feature's store for the view). The named types
 * are the actions' own (`<Action>ErrorType`, beside each action).
 */
export type SiwxActionsErrorTypes = {
  signMessage: SignSiwxMessageErrorType
  cancel: CancelSiwxErrorType
  isRequired: never
}

export type { CancelSiwxErrorType } from './cancelSiwx.js'
export type { SignSiwxMessageErrorType } from './signSiwxMessage.js'
