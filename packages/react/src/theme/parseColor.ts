import { NAMED_COLORS } from './namedColors.js'

/** Red, green, blue (0–255) and alpha (0–1). */
export type Rgba = readonly [r: number, g: number, b: number, a: number]

/** A colour a theme may use: `css` is rebuilt from what was parsed, never the input itself. */
export type ParsedColor = {
  /** Safe to put in a stylesheet: `#rrggbb[aa]`, `rgb(r g b / a)` or a CSS colour name. */
  css: string
  /** The channels, for contrast checks; absent for a named colour (the browser knows those). */
  rgba?: Rgba | undefined
}

const NUMBER = /^(?:\d{1,10}(?:\.\d{1,10})?|\.\d{1,10})$/
const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/
const FUNCTION = /^(rgba?|hsla?)\(([0-9a-z.%/, \t+-]*)\)$/
const HUE_UNITS: Record<string, number> = {
  '': 1,
  deg: 1,
  grad: 0.9,
  rad: 180 / Math.PI,
  turn: 360,
}

/** A plain non-negative number, or NaN (no exponent, sign, `calc()` or keyword such as `none`). */
function number(text: string): number {
  return NUMBER.test(text) ? Number(text) : Number.NaN
}

/** `50%` → 0.5 × `percentScale`, `128` → 128; NaN outside 0..max. */
function component(text: string, max: number, percentScale: number): number {
  const value = text.endsWith('%') ? (number(text.slice(0, -1)) / 100) * percentScale : number(text)
  return value >= 0 && value <= max ? value : Number.NaN
}

function alpha(text: string | undefined): number {
  return text === undefined ? 1 : component(text, 1, 1)
}

/** The arguments of `rgb()`/`hsl()`: legacy `a, b, c[, d]` or modern `a b c[ / d]`. */
function splitArguments(body: string): string[] | null {
  const text = body.trim()
  if (text.includes(',')) {
    const parts = text.split(',').map((part) => part.trim())
    return parts.length === 3 || parts.length === 4 ? parts : null
  }
  const [channels = '', extra, ...rest] = text.split('/')
  if (rest.length > 0) return null
  const parts = channels.trim().split(/[ \t]+/)
  if (parts.length !== 3) return null
  if (extra === undefined) return parts
  const a = extra.trim()
  return a ? [...parts, a] : null
}

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  // CSS Color 4, §7.1 "Converting HSL colors to sRGB colors".
  const f = (n: number) => {
    const k = (n + h / 30) % 12
    const a = s * Math.min(l, 1 - l)
    return 255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1)))
  }
  return [f(0), f(8), f(4)]
}

function round(value: number): number {
  return Math.round(value * 100) / 100
}

/** The CSS text of `rgba`: `rgb(r g b)` or `rgb(r g b / a)`. */
export function rgbaToCss([r, g, b, a]: Rgba): string {
  const channels = `${round(r)} ${round(g)} ${round(b)}`
  return a === 1 ? `rgb(${channels})` : `rgb(${channels} / ${round(a)})`
}

/**
 * Parses a theme colour: hex (`#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`), `rgb()`/`rgba()`,
 * `hsl()`/`hsla()` with numbers in range, or a CSS colour name. Anything else — `var()`,
 * `calc()`, `url()`, escapes, keywords, out-of-range numbers — is `null`.
 */
export function parseColor(input: string): ParsedColor | null {
  const text = input.trim().toLowerCase()
  if (text.length > 64) return null
  if (NAMED_COLORS.has(text)) return { css: text }
  if (HEX.test(text)) {
    const digits = text.length <= 5 ? [...text.slice(1)].map((d) => d + d).join('') : text.slice(1)
    const [r, g, b, a = 255] = (digits.match(/../g) ?? []).map((pair) => Number.parseInt(pair, 16))
    if (r === undefined || g === undefined || b === undefined) return null
    return { css: `#${digits}`, rgba: [r, g, b, a / 255] }
  }
  const match = FUNCTION.exec(text)
  const args = match?.[2] === undefined ? null : splitArguments(match[2])
  if (!match?.[1] || !args) return null
  const [x = '', y = '', z = '', w] = args
  let rgba: Rgba
  if (match[1].startsWith('rgb')) {
    rgba = [component(x, 255, 255), component(y, 255, 255), component(z, 255, 255), alpha(w)]
  } else {
    const unit = /[a-z]*$/.exec(x)?.[0] ?? ''
    const scale = HUE_UNITS[unit]
    const hue =
      scale === undefined ? Number.NaN : number(x.slice(0, x.length - unit.length)) * scale
    const s = component(y, 100, 100) / 100
    const l = component(z, 100, 100) / 100
    rgba = [...hslToRgb(hue % 360, s, l), alpha(w)]
  }
  if (!rgba.every(Number.isFinite)) return null
  return { css: rgbaToCss(rgba), rgba }
}
