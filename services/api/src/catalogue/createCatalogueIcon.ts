import { createHash } from 'node:crypto'

export type CreateCatalogueIconParameters = {
  /** Seeds the colour: the same id always gives the same icon. */
  id: string
  /** Text drawn on the icon: a name gives its initials, a short symbol is drawn whole. */
  label: string
}

/**
 * A neutral, deterministic SVG icon: initials (or a short symbol) in white on a colour derived
 * from the id. Never a brand's logo; the text is reduced to letters and digits, so nothing from
 * the catalogue reaches the SVG markup.
 */
export function createCatalogueIcon({ id, label }: CreateCatalogueIconParameters): {
  contentType: 'image/svg+xml'
  bytes: Buffer
} {
  const text = iconText(label)
  const digest = createHash('sha256').update(id).digest()
  const hue = ((digest[0]! << 8) | digest[1]!) % 360
  const fill = hslToHex(hue, 0.55, 0.42)
  const fontSize = text.length <= 2 ? 40 : text.length === 3 ? 30 : 24
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="24" fill="${fill}"/><text x="48" y="48" dy="0.35em" font-family="Arial,Helvetica,sans-serif" font-size="${fontSize}" font-weight="700" text-anchor="middle" fill="#ffffff">${text}</text></svg>`
  return { contentType: 'image/svg+xml', bytes: Buffer.from(svg, 'utf8') }
}

/** A symbol of up to 4 letters/digits is kept whole (USDC); else the initials of two words. */
function iconText(label: string): string {
  const compact = label.replace(/[^A-Za-z0-9]/g, '')
  if (
    compact.length > 0 &&
    compact.length <= 4 &&
    !/\s/.test(label.trim()) &&
    compact === compact.toUpperCase()
  )
    return compact
  const words = label
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
  const initials = words
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('')
  return initials || '?'
}

function hslToHex(hue: number, saturation: number, lightness: number): string {
  const a = saturation * Math.min(lightness, 1 - lightness)
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12
    const value = lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0')
  }
  return `#${channel(0)}${channel(8)}${channel(4)}`
}
