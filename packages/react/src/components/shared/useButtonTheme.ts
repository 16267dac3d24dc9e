import { type CSSProperties, useMemo } from 'react'
import { usePortico } from '../../hooks/usePortico.js'
import { useStoreState } from '../../hooks/useStoreState.js'
import { themeToCssVariables } from '../../theme/theme.js'
import { useResolvedThemeMode } from '../../theme/useResolvedThemeMode.js'

/**
 * The instance's theme as `--portico-*` custom properties, sanitised as the modal's are, for a
 * button's inline style: the buttons look like the modal (mode, accent, font, radius) wherever
 * the host page puts them. On the server, `system` renders light until hydration.
 */
export function useButtonTheme(): CSSProperties {
  const portico = usePortico()
  const themeMode = useStoreState(portico.stores.theme, (s) => s.themeMode)
  const themeVariables = useStoreState(portico.stores.theme, (s) => s.themeVariables)
  const mode = useResolvedThemeMode(themeMode)
  return useMemo(
    () => themeToCssVariables(mode, themeVariables) as CSSProperties,
    [mode, themeVariables],
  )
}
