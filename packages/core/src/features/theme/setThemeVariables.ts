import type { ThemeVariables } from '../../config/options.js'
import { resolveThemeVariables } from '../../config/resolveOptions.js'
import type { PorticoContext } from '../../context.js'
import { InvalidConfigurationError } from '../../errors/config.js'
import type { SetThemeModeErrorType } from './setThemeMode.js'

/**
 * Merges `themeVariables` into the current ones at run time (spec §2 "Styling"); a variable set
 * to `undefined` returns to its default. Checked as createPortico() checks them; throws
 * InvalidConfigurationError and changes nothing when one is invalid.
 */
export function setThemeVariables(context: PorticoContext, themeVariables: ThemeVariables): void {
  if (typeof themeVariables !== 'object' || themeVariables === null)
    throw new InvalidConfigurationError('`themeVariables` must be an object')
  const merged: Record<string, unknown> = { ...context.stores.theme.getState().themeVariables }
  for (const [name, value] of Object.entries(themeVariables)) {
    if (value === undefined) delete merged[name]
    else merged[name] = value
  }
  context.stores.theme.setState({ themeVariables: resolveThemeVariables(merged) })
}

/** `portico.theme.setVariables()`: a value the theme refuses. */
export type SetThemeVariablesErrorType = InvalidConfigurationError

/** `portico.theme.setMode()` and `portico.theme.setVariables()`: a value the theme refuses. */
export type SetThemeErrorType = SetThemeModeErrorType | SetThemeVariablesErrorType
