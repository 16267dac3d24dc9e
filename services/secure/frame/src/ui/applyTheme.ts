/** What SyncTheme carries (already checked by the shared schema). */
export type FrameTheme = {
  themeMode: 'light' | 'dark'
  themeVariables?: Record<string, string | number> | undefined
}

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i
const RGB_COLOR =
  /^rgba?\(\s*\d{1,3}(?:\.\d+)?%?(?:\s*,\s*|\s+)\d{1,3}(?:\.\d+)?%?(?:\s*,\s*|\s+)\d{1,3}(?:\.\d+)?%?(?:\s*[,/]\s*(?:0|1|0?\.\d+|\d{1,3}%))?\s*\)$/i
const FONT_FAMILY = /^[\p{L}\p{N} _.,"'-]{1,200}$/u
const PX = /^(\d{1,2}(?:\.\d{1,2})?)px$/

/** A colour the frame accepts from the dApp: hex or rgb()/rgba() only, else undefined. */
export function sanitizeColor(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const text = value.trim()
  return HEX_COLOR.test(text) || RGB_COLOR.test(text) ? text : undefined
}

/** sRGB channels 0-255 of a sanitised colour (alpha ignored). */
function channels(color: string): [number, number, number] | undefined {
  if (color.startsWith('#')) {
    const hex = color.slice(1)
    const full = hex.length <= 4 ? [...hex].map((c) => c + c).join('') : hex
    return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as [
      number,
      number,
      number,
    ]
  }
  const numbers = color.match(/\d+(?:\.\d+)?%?/g)?.slice(0, 3)
  if (!numbers || numbers.length < 3) return undefined
  return numbers.map((n) => (n.endsWith('%') ? (Number.parseFloat(n) * 255) / 100 : Number(n))) as [
    number,
    number,
    number,
  ]
}

/** Black or white, whichever reads better on `color` (WCAG relative luminance). */
export function readableTextOn(color: string): '#111217' | '#ffffff' {
  const rgb = channels(color)
  if (!rgb) return '#ffffff'
  const [r, g, b] = rgb.map((c) => {
    const v = Math.min(255, c) / 255
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b
  return (luminance + 0.05) / 0.05 > 1.05 / (luminance + 0.05) ? '#111217' : '#ffffff'
}

/**
 * Applies the dApp's theme to the frame's own screens (SyncTheme): the mode, and of the theme
 * variables the accent colour, the font family and the master border radius — each checked
 * against a strict pattern and set as a custom property, never as CSS text; anything else is
 * ignored.
 */
export function applyTheme(
  root: HTMLElement,
  { themeMode, themeVariables = {} }: FrameTheme,
): void {
  root.dataset.theme = themeMode
  const accent = sanitizeColor(themeVariables.accent)
  if (accent) {
    root.style.setProperty('--portico-accent', accent)
    root.style.setProperty('--portico-accent-fg', readableTextOn(accent))
  } else {
    root.style.removeProperty('--portico-accent')
    root.style.removeProperty('--portico-accent-fg')
  }
  const font = themeVariables.fontFamily
  if (typeof font === 'string' && FONT_FAMILY.test(font) && !/[;{}]/.test(font))
    root.style.setProperty('--portico-font-family', font)
  else root.style.removeProperty('--portico-font-family')
  const radius =
    typeof themeVariables.borderRadiusMaster === 'string'
      ? PX.exec(themeVariables.borderRadiusMaster)
      : null
  if (radius && Number(radius[1]) <= 16)
    root.style.setProperty('--portico-border-radius-master', `${radius[1]}px`)
  else root.style.removeProperty('--portico-border-radius-master')
}
