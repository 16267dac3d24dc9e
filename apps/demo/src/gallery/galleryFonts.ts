import '@fontsource-variable/inter'
import '@fontsource-variable/jetbrains-mono'
import type { ThemeVariables } from '@portico/react'

/**
 * The gallery's fonts, shipped by the repository (npm font packages, served by the page itself)
 * rather than looked up on the machine: a machine with other fonts installed (another face behind
 * `monospace` or `system-ui`) renders the same pixels, so the screenshot baselines hold anywhere.
 * Gallery only: the widget keeps its configurable font stack (themeVariables.fontFamily and
 * fontFamilyMono, docs/theming-and-locales.md), and the demo keeps the platform's fonts.
 */
export const GALLERY_FONT_FAMILY = '"Inter Variable", sans-serif'
export const GALLERY_FONT_FAMILY_MONO = '"JetBrains Mono Variable", monospace'

/** The theme of every tile: the modal's text in the gallery's fonts. */
export const GALLERY_THEME_VARIABLES: ThemeVariables = {
  fontFamily: GALLERY_FONT_FAMILY,
  fontFamilyMono: GALLERY_FONT_FAMILY_MONO,
}
