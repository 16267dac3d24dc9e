import type { PorticoContext } from '../../context.js'
import { lazyFeature } from '../../instance/lazyFeature.js'
import { canRegisterAccountName } from './canRegisterAccountName.js'
import type {
  FetchNameSuggestionsErrorType,
  FetchNameSuggestionsParameters,
  FetchNameSuggestionsReturnType,
} from './fetchNameSuggestions.js'
import type {
  RegisterAccountNameErrorType,
  RegisterAccountNameParameters,
  RegisterAccountNameReturnType,
} from './registerAccountName.js'

/** `portico.names`: account names (docs/account-names.md). */
export type NamesActions = {
  /** Whether the account-name feature shows: an EVM account is connected and an API configured. */
  canRegister(): boolean
  /** Whether a wanted account name is taken, and suggestions in the zone. */
  fetchSuggestions(
    parameters: FetchNameSuggestionsParameters,
  ): Promise<FetchNameSuggestionsReturnType>
  /**
   * Registers an account name: the wallet signs, the API registers, the account shows the name
   * and RegisterAccountNameSuccess opens; on error RegisterAccountName again.
   */
  register(parameters: RegisterAccountNameParameters): Promise<RegisterAccountNameReturnType>
}

export function createNamesActions(context: PorticoContext): NamesActions {
  const names = lazyFeature(() => import('./namesModule.js'))
  return {
    canRegister: () => canRegisterAccountName(context),
    fetchSuggestions: (parameters) => names((m) => m.fetchNameSuggestions(context, parameters)),
    register: (parameters) => names((m) => m.registerAccountName(context, parameters)),
  }
}

/**
 * What each `portico.names` method throws, by method (docs/errors.md): `NamesActionsErrorTypes['canRegister']`
 * is the union of the PorticoError classes it can reject or throw with; `never` where the method
 * throws nothing (a failure it meets is kept in the feature's store for the view). The named types
 * are the actions' own (`<Action>ErrorType`, beside each action).
 */
export type NamesActionsErrorTypes = {
  canRegister: never
  fetchSuggestions: FetchNameSuggestionsErrorType
  register: RegisterAccountNameErrorType
}

export type { FetchNameSuggestionsErrorType } from './fetchNameSuggestions.js'
export type { RegisterAccountNameErrorType } from './registerAccountName.js'
