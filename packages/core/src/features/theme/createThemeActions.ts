import type { ThemeMode, ThemeVariables } from '../../config/options.js'
import type { PorticoContext } from '../../context.js'
import type { SetThemeModeErrorType } from './setThemeMode.js'
import { setThemeMode } from './setThemeMode.js'
import type { SetThemeVariablesErrorType } from './setThemeVariables.js'
import { setThemeVariables } from './setThemeVariables.js'

/** `portico.theme`: the modal's theme at run time (state in `stores.theme`). */
export type ThemeActions = {
  /** Sets light, dark or system; the open modal follows. */
  setMode(parameters: { themeMode: ThemeMode }): void
  /** Merges theme variables (undefined resets one); the open modal follows. */
  setVariables(parameters: { themeVariables: ThemeVariables }): void
}

export function createThemeActions(context: PorticoContext): ThemeActions {
  return {
    setMode: ({ themeMode }) => setThemeMode(context, themeMode),
    setVariables: ({ themeVariables }) => setThemeVariables(context, themeVariables),
  }
}

/**
 * What each `portico.theme` method throws, by method (docs/errors.md): `ThemeActionsErrorTypes['setMode']`
 * is the union of the PorticoError classes it can reject or throw with; `never` where the method
 * throws nothing (a failure it meets is kept in the feature's store for the view). The named types
 * are the actions' own (`<Action>ErrorType`, beside each action).
 */
export type ThemeActionsErrorTypes = {
  setMode: SetThemeModeErrorType
  setVariables: SetThemeVariablesErrorType
}

export type { SetThemeModeErrorType } from './setThemeMode.js'
export type { SetThemeVariablesErrorType } from './setThemeVariables.js'
