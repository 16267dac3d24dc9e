import { DEFAULT_Z_INDEX } from '@portico/core/internal'
import { describe, expect, it } from 'vitest'
import { PALETTES } from './palettes.js'
import {
  DEFAULT_BORDER_RADIUS_MASTER,
  DEFAULT_FONT_FAMILY,
  DEFAULT_FONT_FAMILY_MONO,
  DEFAULT_FONT_SIZE_MASTER,
  rejectedThemeVariables,
  themeToCssVariables,
} from './theme.js'

/** Nothing in a value may end a declaration, a rule or the <style> element, or load anything. */
const UNSAFE = /[;{}<>\\@!]|\/\*|url\(|expression\(|javascript:/i

describe('themeToCssVariables (spec §2 "Styling")', () => {
  it('z-index defaults to 999; font, size and radius have defaults', () => {
    const vars = themeToCssVariables('light')
    expect(vars['--portico-z-index']).toBe(String(DEFAULT_Z_INDEX))
    expect(DEFAULT_Z_INDEX).toBe(999)
    expect(vars['--portico-font-family']).toBe(DEFAULT_FONT_FAMILY)
    expect(vars['--portico-font-family-mono']).toBe(DEFAULT_FONT_FAMILY_MONO)
    expect(vars['--portico-font-size-master']).toBe(DEFAULT_FONT_SIZE_MASTER)
    expect(vars['--portico-border-radius-master']).toBe(DEFAULT_BORDER_RADIUS_MASTER)
  })

  it('light and dark themes: each mode has its own palette', () => {
    const light = themeToCssVariables('light')
    const dark = themeToCssVariables('dark')
    expect(light['--portico-bg']).toBe(PALETTES.light.bg)
    expect(dark['--portico-bg']).toBe(PALETTES.dark.bg)
    expect(dark['--portico-fg-muted']).toBe(PALETTES.dark.fgMuted)
  })

  it('variables for accent, font family, font size, border radius and z-index override the defaults', () => {
    const vars = themeToCssVariables('dark', {
      accent: '#ff0000',
      fontFamily: 'Inter, sans-serif',
      fontFamilyMono: '"JetBrains Mono", monospace',
      fontSizeMaster: '12px',
      borderRadiusMaster: '0.5rem',
      zIndex: 5000,
    })
    expect(vars).toMatchObject({
      '--portico-accent': '#ff0000',
      '--portico-font-family': 'Inter, sans-serif',
      '--portico-font-family-mono': '"JetBrains Mono", monospace',
      '--portico-font-size-master': '12px',
      '--portico-border-radius-master': '8px',
      '--portico-z-index': '5000',
    })
  })

  it('colour mix: the backgrounds are mixed with color-mix(in srgb, …) at the strength %', () => {
    const vars = themeToCssVariables('light', { colorMix: '#00ff00', colorMixStrength: 20 })
    expect(vars['--portico-bg']).toBe(`color-mix(in srgb, ${PALETTES.light.bg}, #00ff00 20%)`)
    expect(vars['--portico-surface']).toBe(
      `color-mix(in srgb, ${PALETTES.light.surface}, #00ff00 20%)`,
    )
    // Text keeps its colour.
    expect(vars['--portico-fg']).toBe(PALETTES.light.fg)
  })

  it.each([
    ['no strength', { colorMix: 'red' }],
    ['a strength of 0', { colorMix: 'red', colorMixStrength: 0 }],
    ['a strength without a colour', { colorMixStrength: 50 }],
    ['an unsafe colour', { colorMix: 'red; } *{', colorMixStrength: 50 }],
  ])('colour mix does nothing with %s', (_case, variables) => {
    expect(themeToCssVariables('light', variables)['--portico-bg']).toBe(PALETTES.light.bg)
  })

  it('an unsafe value falls back to the default and is reported', () => {
    const variables = {
      accent: 'red;} body {display:none',
      fontFamily: 'x</style>',
      fontSizeMaster: '1e9px',
      zIndex: Number.MAX_VALUE,
    }
    const vars = themeToCssVariables('light', variables)
    expect(vars['--portico-accent']).toBe(PALETTES.light.accent)
    expect(vars['--portico-font-family']).toBe(DEFAULT_FONT_FAMILY)
    expect(vars['--portico-font-size-master']).toBe(DEFAULT_FONT_SIZE_MASTER)
    expect(vars['--portico-z-index']).toBe('999')
    expect(rejectedThemeVariables(variables).sort()).toEqual([
      'accent',
      'fontFamily',
      'fontSizeMaster',
      'zIndex',
    ])
  })

  it('whatever the input, no value that reaches the stylesheet carries CSS syntax', () => {
    const hostile = [
      'red; } * { display:none',
      'url(javascript:alert(1))',
      '</style>',
      '\\000072ed',
      'expression(alert(1))',
      '1e999px',
      '"a"; } :host { all: unset',
    ]
    for (const value of hostile) {
      const vars = themeToCssVariables('dark', {
        accent: value,
        colorMix: value,
        colorMixStrength: 50,
        fontFamily: value,
        fontFamilyMono: value,
        fontSizeMaster: value,
        borderRadiusMaster: value,
      })
      for (const [name, css] of Object.entries(vars)) {
        expect(name).toMatch(/^--portico-[a-z-]+$/)
        expect(css).not.toMatch(UNSAFE)
      }
    }
  })
})
