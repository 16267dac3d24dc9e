import { DEFAULT_Z_INDEX } from '@portico/core'
import { describe, expect, it } from 'vitest'
import { sanitizeThemeValue, themeToCssVariables } from './theme.js'

describe('theme', () => {
  it.each([
    ['a colour', '#ff0000', '#ff0000'],
    ['a font stack', 'Inter, sans-serif', 'Inter, sans-serif'],
    ['a number', 1000, '1000'],
    ['a declaration break-out', 'red; background: url(x)', null],
    ['a rule break-out', 'red} body {display:none', null],
    ['a url()', 'url(https://evil.example/x.png)', null],
    ['markup', '</style><script>', null],
    ['empty', '', null],
  ])('sanitises %s', (_case, input, expected) => {
    expect(sanitizeThemeValue(input)).toBe(expected)
  })

  it('spec §2: z-index defaults to 999; dark and light palettes differ; dApp values override', () => {
    const light = themeToCssVariables({})
    const dark = themeToCssVariables({
      themeMode: 'dark',
      themeVariables: { '--portico-z-index': 5000 },
    })
    expect(light['--portico-z-index']).toBe(String(DEFAULT_Z_INDEX))
    expect(dark['--portico-z-index']).toBe('5000')
    expect(dark['--portico-bg']).not.toBe(light['--portico-bg'])
  })

  it('drops unsafe values and names outside --portico-*', () => {
    const vars = themeToCssVariables({
      themeVariables: { '--portico-accent': 'red;}', color: 'red' } as never,
    })
    expect(vars['--portico-accent']).toBe('#3b5bdb')
    expect(vars).not.toHaveProperty('color')
  })
})
