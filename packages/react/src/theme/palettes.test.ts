import { describe, expect, it } from 'vitest'
import { contrastRatio } from './contrast.js'
import { PALETTES, type Palette, type ResolvedThemeMode } from './palettes.js'
import { parseColor, type Rgba } from './parseColor.js'
import { themeToCssVariables } from './theme.js'

function rgba(css: string): Rgba {
  const parsed = parseColor(css)?.rgba
  if (!parsed) throw new Error(`not a parseable colour: ${css}`)
  return parsed
}

/** What the modal draws on what; text needs 4.5:1, control outlines and focus rings 3:1. */
const PAIRS: readonly [fg: keyof Palette, bg: keyof Palette, min: number, what: string][] = [
  ['fg', 'bg', 4.5, 'text'],
  ['fg', 'surface', 4.5, 'text on a wallet option'],
  ['fg', 'surfaceHover', 4.5, 'text on a hovered option'],
  ['fgMuted', 'bg', 4.5, 'secondary text'],
  ['fgMuted', 'surface', 4.5, 'secondary text on an option'],
  ['fgMuted', 'surfaceHover', 4.5, 'secondary text on a hovered option'],
  ['error', 'bg', 4.5, 'an error message'],
  ['error', 'surface', 4.5, 'an error in an alert'],
  ['success', 'bg', 4.5, 'a success message'],
  ['success', 'surface', 4.5, 'a success toast'],
  ['accentFg', 'accent', 4.5, 'a primary button label'],
  ['accent', 'bg', 4.5, 'a link'],
  ['accent', 'surface', 4.5, 'a link on a surface'],
  ['accent', 'bg', 3, 'the focus ring'],
  ['borderStrong', 'bg', 3, 'an input or secondary button outline'],
  ['borderStrong', 'surface', 3, 'an outline on a surface'],
]

describe('palettes pass WCAG AA (1.4.3 text 4.5:1, 1.4.11 controls 3:1)', () => {
  for (const mode of ['light', 'dark'] as const satisfies readonly ResolvedThemeMode[])
    it.each(PAIRS)(`${mode}: %s on %s ≥ %s:1 (%s)`, (fg, bg, min) => {
      const palette = PALETTES[mode]
      expect(contrastRatio(rgba(palette[fg]), rgba(palette[bg]))).toBeGreaterThanOrEqual(min)
    })
})

describe('contrastRatio (WCAG 2 formula)', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#777777', '#ffffff', 4.48],
    ['rgb(0 0 0 / 0.5)', '#ffffff', 3.98],
  ])('%s on %s is %s:1', (fg, bg, ratio) => {
    expect(contrastRatio(rgba(fg), rgba(bg))).toBeCloseTo(ratio, 2)
  })
})

describe('a dApp accent keeps its text readable', () => {
  it.each([
    ['#ffd700', 'light', '#141414', 'gold gets dark text'],
    ['#1a237e', 'light', '#ffffff', 'navy gets white text'],
    ['hsl(0 0% 10%)', 'dark', '#ffffff', 'near-black gets white text'],
  ] as const)('%s in %s: text %s (%s)', (accent, mode, fg, _why) => {
    const vars = themeToCssVariables(mode, { accent })
    expect(vars['--portico-accent-fg']).toBe(fg)
    const ratio = contrastRatio(
      rgba(vars['--portico-accent-fg'] ?? ''),
      rgba(vars['--portico-accent'] ?? ''),
    )
    expect(ratio).toBeGreaterThanOrEqual(4.5)
  })

  it('links fall back to the text colour when the accent is too light for AA on the background', () => {
    expect(themeToCssVariables('light', { accent: '#ffd700' })['--portico-accent-text']).toBe(
      PALETTES.light.fg,
    )
    expect(themeToCssVariables('light', { accent: '#1a237e' })['--portico-accent-text']).toBe(
      '#1a237e',
    )
  })
})
