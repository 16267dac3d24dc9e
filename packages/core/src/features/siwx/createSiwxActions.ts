import type { PorticoContext } from '../../context.js'
import type { PorticoError } from '../../errors/PorticoError.js'
import { cancelSiwx } from './cancelSiwx.js'
import { isSiwxRequired } from './isSiwxRequired.js'
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
