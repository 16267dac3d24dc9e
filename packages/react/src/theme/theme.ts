/** Light or dark (spec §2). */
export type ThemeMode = 'light' | 'dark'

/** Theme variables a dApp may set (spec §2); each becomes a `--portico-*` CSS custom property. */
export type ThemeVariables = Partial<{
  '--portico-accent': string
  '--portico-color-mix': string
  '--portico-color-mix-strength': number
  '--portico-font-family': string
  '--portico-font-size-master': string
  '--portico-border-radius-master': string
  '--portico-z-index': number
}>

export type ThemeOptions = {
  themeMode?: ThemeMode | undefined
  themeVariables?: ThemeVariables | undefined
}

import { DEFAULT_Z_INDEX } from '@portico/core'

/**
 * A theme value is injected into a stylesheet, so only plain values pass: no `;`, braces, angle
 * brackets, quotes other than in font names, `url(` or `expression(`.
 */
export function sanitizeThemeValue(value: string | number): string | null {
  const text = String(value).trim()
  if (!text || text.length > 200) return null
  if (/[;{}<>\\]|url\s*\(|expression\s*\(|@import/i.test(text)) return null
  return text
}

const PALETTES: Record<ThemeMode, Record<string, string>> = {
  light: {
    '--portico-bg': '#ffffff',
    '--portico-fg': '#141414',
    '--portico-fg-muted': '#5f6368',
    '--portico-surface': '#f1f3f4',
    '--portico-surface-hover': '#e4e7ea',
    '--portico-border': 'rgba(0, 0, 0, 0.08)',
    '--portico-overlay': 'rgba(0, 0, 0, 0.4)',
    '--portico-error': '#c5221f',
  },
  dark: {
    '--portico-bg': '#1b1c1e',
    '--portico-fg': '#f1f3f4',
    '--portico-fg-muted': '#a0a4a8',
    '--portico-surface': '#2a2b2e',
    '--portico-surface-hover': '#36373b',
    '--portico-border': 'rgba(255, 255, 255, 0.1)',
    '--portico-overlay': 'rgba(0, 0, 0, 0.6)',
    '--portico-error': '#f28b82',
  },
}

/** The CSS custom properties of a theme: the palette of its mode, then the dApp's sanitised values. */
export function themeToCssVariables({
  themeMode = 'light',
  themeVariables = {},
}: ThemeOptions): Record<string, string> {
  const vars: Record<string, string> = {
    ...PALETTES[themeMode],
    '--portico-accent': '#3b5bdb',
    '--portico-font-family': 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    '--portico-font-size-master': '10px',
    '--portico-border-radius-master': '4px',
    '--portico-z-index': String(DEFAULT_Z_INDEX),
  }
  for (const [name, value] of Object.entries(themeVariables)) {
    if (!name.startsWith('--portico-') || value === undefined) continue
    const safe = sanitizeThemeValue(value)
    if (safe !== null) vars[name] = safe
  }
  return vars
}
