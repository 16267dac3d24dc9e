import type { Rgba } from './parseColor.js'

function linear(channel: number): number {
  const c = channel / 255
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}

/** WCAG 2 relative luminance of an opaque colour. */
export function relativeLuminance([r, g, b]: Rgba): number {
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

/** `top` drawn over an opaque `bottom` (how a translucent colour is seen). */
export function composite(top: Rgba, bottom: Rgba): Rgba {
  const [r, g, b, a] = top
  return [r * a + bottom[0] * (1 - a), g * a + bottom[1] * (1 - a), b * a + bottom[2] * (1 - a), 1]
}

/**
 * WCAG 2 contrast ratio of `foreground` on an opaque `background`, 1 to 21. AA asks 4.5 for text
 * and 3 for the parts of a control that identify it (WCAG 1.4.3, 1.4.11).
 */
export function contrastRatio(foreground: Rgba, background: Rgba): number {
  const a = relativeLuminance(composite(foreground, background))
  const b = relativeLuminance(background)
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)
}

/** Whichever of `light` and `dark` reads better on `background`. */
export function readableOn(background: Rgba, light: Rgba, dark: Rgba): Rgba {
  return contrastRatio(light, background) >= contrastRatio(dark, background) ? light : dark
}
