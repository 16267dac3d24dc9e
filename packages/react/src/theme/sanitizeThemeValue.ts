import type { ThemeVariables } from '@portico/core'
import { parseColor } from './parseColor.js'

/** The theme variables of spec §2 "Styling" (core's names). */
export type ThemeVariableName = keyof ThemeVariables

/** The master font size a theme may set, in px (the modal's text is 1.5×). */
export const FONT_SIZE_MASTER_RANGE_PX = { min: 6, max: 24 } as const
/** The master border radius a theme may set, in px (the dialog's corners are 8×). */
export const BORDER_RADIUS_MASTER_RANGE_PX = { min: 0, max: 16 } as const
/** The largest z-index CSS engines keep (a signed 32-bit integer). */
export const Z_INDEX_MAX = 2_147_483_647
/** px per rem/em when a theme gives a length in those: fixed, so a host page's root size cannot resize the modal. */
export const PX_PER_REM = 16

const LENGTH = /^(\d{1,4}(?:\.\d{1,4})?)(px|rem|em)$/
const INTEGER = /^\d{1,10}$/
/** A font name: letters and digits of any script, spaces, `_`, `-`, `.` — nothing CSS could read as syntax. */
const QUOTED_FAMILY = /^(["'])([\p{L}\p{M}\p{N} _.-]{1,64})\1$/u
const BARE_FAMILY =
  /^[\p{L}\p{M}_][\p{L}\p{M}\p{N}_-]{0,63}(?: [\p{L}\p{M}_][\p{L}\p{M}\p{N}_-]{0,63}){0,5}$/u
/** CSS-wide keywords are not font names (`font-family: inherit` would pull in the host page's font). */
const CSS_WIDE_KEYWORDS = new Set([
  'inherit',
  'initial',
  'unset',
  'revert',
  'revert-layer',
  'default',
])
const MAX_FAMILIES = 10

function round(value: number): number {
  return Math.round(value * 100) / 100
}

/** A length in px, rem or em → `Npx` when within `range`, else null. */
function length(value: unknown, range: { min: number; max: number }): string | null {
  if (typeof value !== 'string') return null
  const match = LENGTH.exec(value.trim().toLowerCase())
  if (!match?.[1]) return null
  const px = Number(match[1]) * (match[2] === 'px' ? 1 : PX_PER_REM)
  return px >= range.min && px <= range.max ? `${round(px)}px` : null
}

/** A whole number (or its digits) within 0..max, else null. */
function integer(value: unknown, max: number): string | null {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && INTEGER.test(value.trim())
        ? Number(value)
        : Number.NaN
  return Number.isSafeInteger(n) && n >= 0 && n <= max ? String(n) : null
}

/** A font stack → the same families, each bare or double-quoted, or null. */
function fontFamily(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 400) return null
  const families = value.split(',').map((family) => family.trim())
  if (families.length > MAX_FAMILIES) return null
  const safe: string[] = []
  for (const family of families) {
    const quoted = QUOTED_FAMILY.exec(family)
    if (quoted?.[2]) safe.push(`"${quoted[2]}"`)
    else if (BARE_FAMILY.test(family) && !CSS_WIDE_KEYWORDS.has(family.toLowerCase()))
      safe.push(family)
    else return null
  }
  return safe.join(', ')
}

/**
 * The CSS text of one theme variable, or null when the value is not one the variable may take —
 * never the input passed through. Colours (`accent`, `colorMix`): hex, `rgb()`, `hsl()` or a CSS
 * colour name, rebuilt from the parsed numbers. `colorMixStrength`: 0–100. `fontFamily(Mono)`: font
 * names of letters, digits, spaces, `_`, `-`, `.`, optionally quoted. `fontSizeMaster` 6–24 px and
 * `borderRadiusMaster` 0–16 px (px, or rem/em at 16 px each). `zIndex`: an integer 0–2147483647.
 */
export function sanitizeThemeValue(name: ThemeVariableName, value: unknown): string | null {
  switch (name) {
    case 'accent':
    case 'colorMix':
      return typeof value === 'string' ? (parseColor(value)?.css ?? null) : null
    case 'colorMixStrength': {
      const n = typeof value === 'number' ? value : Number.NaN
      return n >= 0 && n <= 100 ? String(round(n)) : null
    }
    case 'fontFamily':
    case 'fontFamilyMono':
      return fontFamily(value)
    case 'fontSizeMaster':
      return length(value, FONT_SIZE_MASTER_RANGE_PX)
    case 'borderRadiusMaster':
      return length(value, BORDER_RADIUS_MASTER_RANGE_PX)
    case 'zIndex':
      return integer(value, Z_INDEX_MAX)
    default:
      return null
  }
}
