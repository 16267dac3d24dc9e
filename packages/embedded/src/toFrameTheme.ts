import type { AuthAdapter } from '@portico/core'

/** The theme the frame is given: light or dark, and the theme variables that are strings or numbers. */
export type FrameTheme = {
  themeMode: 'light' | 'dark'
  themeVariables?: Record<string, string | number>
}

/** The frame's theme for the widget's: 'system' resolved by the page's colour scheme. */
export function toFrameTheme({
  themeMode,
  themeVariables,
}: Parameters<AuthAdapter['syncTheme']>[0]): FrameTheme {
  const dark =
    themeMode === 'dark' ||
    (themeMode === 'system' &&
      Boolean(globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches))
  const variables = Object.fromEntries(
    Object.entries(themeVariables ?? {}).filter(
      (entry): entry is [string, string | number] =>
        typeof entry[1] === 'string' || typeof entry[1] === 'number',
    ),
  )
  return { themeMode: dark ? 'dark' : 'light', themeVariables: variables }
}
