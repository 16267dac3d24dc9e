/** Light or dark, once `system` is resolved. */
export type ResolvedThemeMode = 'light' | 'dark'

/**
 * The colours of one mode. Each pair the modal draws passes WCAG AA (palettes.test.ts computes
 * the ratios): text 4.5:1 on every surface it sits on, control outlines and the focus ring 3:1.
 */
export type Palette = {
  bg: string
  fg: string
  fgMuted: string
  surface: string
  surfaceHover: string
  /** Decorative lines (dividers); nothing depends on seeing them. */
  border: string
  /** Outlines that identify a control (inputs, secondary buttons): 3:1 on bg. */
  borderStrong: string
  overlay: string
  error: string
  success: string
  /** The default accent (primary buttons, focus ring, links). */
  accent: string
  /** Text on the accent. */
  accentFg: string
  shadow: string
}

/** The two palettes; `--portico-*` variables are made from them in themeToCssVariables(). */
export const PALETTES: Readonly<Record<ResolvedThemeMode, Readonly<Palette>>> = {
  light: {
    bg: '#ffffff',
    fg: '#141414',
    fgMuted: '#5f6368',
    surface: '#f1f3f4',
    surfaceHover: '#e4e7ea',
    border: '#e4e7ea',
    borderStrong: '#80868f',
    overlay: 'rgb(0 0 0 / 0.4)',
    error: '#c5221f',
    success: '#1e7e34',
    accent: '#3b5bdb',
    accentFg: '#ffffff',
    shadow: 'rgb(0 0 0 / 0.2)',
  },
  dark: {
    bg: '#1b1c1e',
    fg: '#f1f3f4',
    fgMuted: '#a0a4a8',
    surface: '#2a2b2e',
    surfaceHover: '#36373b',
    border: '#36373b',
    borderStrong: '#7d828a',
    overlay: 'rgb(0 0 0 / 0.6)',
    error: '#f28b82',
    success: '#6fd08c',
    accent: '#8fa4ff',
    accentFg: '#141414',
    shadow: 'rgb(0 0 0 / 0.5)',
  },
}
