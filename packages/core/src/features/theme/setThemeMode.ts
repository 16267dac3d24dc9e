import type { ThemeMode } from '../../config/options.js'
import { THEME_MODES } from '../../config/resolveOptions.js'
import type { PorticoContext } from '../../context.js'
import { InvalidConfigurationError } from '../../errors/config.js'

/**
 * Sets the theme mode at run time (spec §2 "light and dark themes"); `system` follows the
 * visitor's `prefers-color-scheme`. Throws InvalidConfigurationError on any other value.
 */
export function setThemeMode(context: PorticoContext, themeMode: ThemeMode): void {
  if (!THEME_MODES.includes(themeMode))
    throw new InvalidConfigurationError(
      `\`themeMode\` must be one of ${THEME_MODES.map((m) => `'${m}'`).join(', ')}, not '${String(themeMode)}'`,
    )
  context.stores.theme.setState({ themeMode })
}

/** `portico.theme.setMode()`: a mode other than light, dark or system. */
export type SetThemeModeErrorType = InvalidConfigurationError
