import { DEFAULT_Z_INDEX, type ThemeMode, type ThemeVariables } from '@portico/core/internal'
import { composite, contrastRatio, readableOn } from './contrast.js'
import { PALETTES, type ResolvedThemeMode } from './palettes.js'
import { parseColor, type Rgba } from './parseColor.js'
import { sanitizeThemeValue } from './sanitizeThemeValue.js'

export type { ResolvedThemeMode, ThemeMode, ThemeVariables }

/** A theme as a dApp may give it to <PorticoProvider> (the instance's theme store holds it). */
export type ThemeOptions = {
  /** @default the instance's (createPortico's `themeMode`, 'system' unless set) */
  themeMode?: ThemeMode | undefined
  themeVariables?: ThemeVariables | undefined
}

/** The modal's fonts when the theme sets none: the platform's UI font. */
export const DEFAULT_FONT_FAMILY = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif'
/** The fixed-width font (addresses) when the theme sets none: the platform's. */
export const DEFAULT_FONT_FAMILY_MONO = 'ui-monospace, monospace'
/** @default '10px' — the modal's text is 1.5× (15 px). */
export const DEFAULT_FONT_SIZE_MASTER = '10px'
/** @default '4px' — buttons are 4×, the dialog 8×. */
export const DEFAULT_BORDER_RADIUS_MASTER = '4px'
/** Background colours the colour mix tints (text keeps its colour). */
const MIXED = ['bg', 'surface', 'surfaceHover'] as const
/** WCAG AA for text. */
const AA_TEXT = 4.5

/**
 * The rgba of a colour a browser can name: named colours are resolved by a canvas, which
 * normalises any colour to `#rrggbb` or `rgba()`. Undefined outside a browser.
 */
function resolveRgba(css: string): Rgba | undefined {
  const parsed = parseColor(css)
  if (parsed?.rgba) return parsed.rgba
  const context = globalThis.document?.createElement('canvas').getContext('2d')
  if (!context) return undefined
  context.fillStyle = css
  return parseColor(String(context.fillStyle))?.rgba
}

function kebab(name: string): string {
  return `--portico-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`
}

/**
 * The `--portico-*` custom properties of a theme: the palette of `mode`, then the dApp's variables,
 * each sanitised (sanitizeThemeValue) — a value that fails is dropped for the default. With a colour
 * mix, the backgrounds become `color-mix(in srgb, <palette colour>, <mix> <strength>%)`. Text on
 * the accent is whichever of the palette's light and dark text reads better on it, and links use
 * the accent only where it keeps AA contrast on the background.
 */
export function themeToCssVariables(
  mode: ResolvedThemeMode,
  variables: ThemeVariables = {},
): Record<string, string> {
  const palette: Record<string, string> = { ...PALETTES[mode] }
  const accent = sanitizeThemeValue('accent', variables.accent)
  if (accent) {
    const bg = parseColor(PALETTES[mode].bg)?.rgba
    const rgba = resolveRgba(accent)
    palette.accent = accent
    if (bg && rgba) {
      const seen = composite(rgba, bg)
      const light = parseColor(PALETTES.light.bg)?.rgba ?? bg
      const dark = parseColor(PALETTES.light.fg)?.rgba ?? bg
      palette.accentFg =
        readableOn(seen, light, dark) === light ? PALETTES.light.bg : PALETTES.light.fg
      palette.accentText = contrastRatio(seen, bg) >= AA_TEXT ? accent : PALETTES[mode].fg
    }
  }
  palette.accentText ??= palette.accent ?? ''
  const mix = sanitizeThemeValue('colorMix', variables.colorMix)
  const strength = sanitizeThemeValue('colorMixStrength', variables.colorMixStrength ?? 0)
  if (mix && strength && strength !== '0')
    for (const name of MIXED)
      palette[name] = `color-mix(in srgb, ${palette[name]}, ${mix} ${strength}%)`

  const vars: Record<string, string> = {}
  for (const [name, value] of Object.entries(palette)) vars[kebab(name)] = value
  vars['--portico-font-family'] =
    sanitizeThemeValue('fontFamily', variables.fontFamily) ?? DEFAULT_FONT_FAMILY
  vars['--portico-font-family-mono'] =
    sanitizeThemeValue('fontFamilyMono', variables.fontFamilyMono) ?? DEFAULT_FONT_FAMILY_MONO
  vars['--portico-font-size-master'] =
    sanitizeThemeValue('fontSizeMaster', variables.fontSizeMaster) ?? DEFAULT_FONT_SIZE_MASTER
  vars['--portico-border-radius-master'] =
    sanitizeThemeValue('borderRadiusMaster', variables.borderRadiusMaster) ??
    DEFAULT_BORDER_RADIUS_MASTER
  vars['--portico-z-index'] =
    sanitizeThemeValue('zIndex', variables.zIndex) ?? String(DEFAULT_Z_INDEX)
  return vars
}

/** The variables as the body of a CSS rule (every value already sanitised). */
export function cssVariablesToText(vars: Record<string, string>): string {
  return Object.entries(vars)
    .map(([name, value]) => `${name}: ${value};`)
    .join(' ')
}

/** The names of the variables sanitizeThemeValue() refused, for a warning the dApp can act on. */
export function rejectedThemeVariables(variables: ThemeVariables): string[] {
  return Object.entries(variables)
    .filter(
      ([name, value]) =>
        value !== undefined && sanitizeThemeValue(name as keyof ThemeVariables, value) === null,
    )
    .map(([name]) => name)
}
