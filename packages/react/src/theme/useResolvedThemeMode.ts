import type { ThemeMode } from '@portico/core'
import { useCallback, useSyncExternalStore } from 'react'
import type { ResolvedThemeMode } from './palettes.js'

const DARK_QUERY = '(prefers-color-scheme: dark)'

/**
 * Light or dark: `mode` itself, or for `system` the visitor's `prefers-color-scheme`, followed
 * live (a matchMedia listener) so the open modal changes when the system does.
 */
export function useResolvedThemeMode(mode: ThemeMode): ResolvedThemeMode {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (mode !== 'system' || typeof matchMedia !== 'function') return () => {}
      const query = matchMedia(DARK_QUERY)
      query.addEventListener('change', onChange)
      return () => query.removeEventListener('change', onChange)
    },
    [mode],
  )
  const read = (): ResolvedThemeMode => {
    if (mode !== 'system') return mode
    return typeof matchMedia === 'function' && matchMedia(DARK_QUERY).matches ? 'dark' : 'light'
  }
  return useSyncExternalStore(subscribe, read, () => (mode === 'dark' ? 'dark' : 'light'))
}
