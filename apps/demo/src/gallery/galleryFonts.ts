import '@fontsource-variable/inter'
import '@fontsource-variable/jetbrains-mono'
import mathFontUrl from '@fontsource/noto-sans-math/files/noto-sans-math-latin-400-normal.woff2?url'
import type { ThemeVariables } from '@portico/react'

/**
 * The gallery's fonts, shipped by the repository (npm font packages, served by the page itself)
 * rather than looked up on the machine: a machine with other fonts installed (another face behind
 * `monospace` or `system-ui`) renders the same pixels, so the screenshot baselines hold anywhere.
 * Gallery only: the widget keeps its configurable font stack (themeVariables.fontFamily and
 * fontFamilyMono, docs/theming-and-locales.md), and the demo keeps the platform's fonts.
 */
/**
 * The packages' subsets of Inter and JetBrains Mono leave out the mathematical operators the
 * views show (≈ in 'You get ≈ 98.40 USDC'): those come from Noto Sans Math, whose file holds the
 * whole font, under a name of the gallery's own limited to that block.
 */
const GALLERY_MATH_FAMILY = 'Portico Gallery Math'
const MATH_OPERATORS_RANGE = 'U+2200-22FF'
document.fonts.add(
  new FontFace(GALLERY_MATH_FAMILY, `url(${mathFontUrl}) format('woff2')`, {
    unicodeRange: MATH_OPERATORS_RANGE,
  }),
)

export const GALLERY_FONT_FAMILY = `"Inter Variable", "${GALLERY_MATH_FAMILY}", sans-serif`
export const GALLERY_FONT_FAMILY_MONO = `"JetBrains Mono Variable", "${GALLERY_MATH_FAMILY}", monospace`

/** The theme of every tile: the modal's text in the gallery's fonts. */
export const GALLERY_THEME_VARIABLES: ThemeVariables = {
  fontFamily: GALLERY_FONT_FAMILY,
  fontFamilyMono: GALLERY_FONT_FAMILY_MONO,
}
