import type { ThemeMode, ThemeVariables } from '../../config/options.js'
import type { PorticoContext } from '../../context.js'
import { setThemeMode } from './setThemeMode.js'
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
