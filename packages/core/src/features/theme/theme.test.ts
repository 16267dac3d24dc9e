import { describe, expect, it } from 'vitest'
import { DEFAULT_Z_INDEX } from '../../constants.js'
import { InvalidConfigurationError } from '../../errors/config.js'
import { testInstance } from '../../testing/index.js'

describe('theme at run time (spec §2 "light and dark themes", "z-index (default 999)")', () => {
  it.each(['light', 'dark', 'system'] as const)(
    'setThemeMode(%s) changes the theme store',
    (mode) => {
      const portico = testInstance({ themeMode: mode === 'light' ? 'dark' : 'light' })
      portico.theme.setMode({ themeMode: mode })
      expect(portico.stores.theme.getState().themeMode).toBe(mode)
    },
  )

  it('setThemeMode refuses anything but light, dark or system and keeps the mode', () => {
    const portico = testInstance({ themeMode: 'dark' })
    expect(() => portico.theme.setMode({ themeMode: 'sepia' as never })).toThrow(
      InvalidConfigurationError,
    )
    expect(portico.stores.theme.getState().themeMode).toBe('dark')
  })

  it('setThemeVariables merges into the current variables; undefined resets one to its default', () => {
    const portico = testInstance({ themeVariables: { accent: '#ff0000', zIndex: 5 } })
    portico.theme.setVariables({ themeVariables: { fontFamily: 'Inter, sans-serif' } })
    expect(portico.stores.theme.getState().themeVariables).toEqual({
      accent: '#ff0000',
      fontFamily: 'Inter, sans-serif',
      zIndex: 5,
    })
    portico.theme.setVariables({ themeVariables: { zIndex: undefined, accent: undefined } })
    expect(portico.stores.theme.getState().themeVariables).toEqual({
      fontFamily: 'Inter, sans-serif',
      zIndex: DEFAULT_Z_INDEX,
    })
  })

  it.each([
    ['an unknown variable', { color: 'red' }],
    ['a colour mix strength above 100', { colorMixStrength: 101 }],
    ['a z-index that is not an integer', { zIndex: 1.5 }],
    ['a number where a string belongs', { accent: 5 }],
    ['not an object', null],
  ])('setThemeVariables refuses %s and changes nothing', (_case, value) => {
    const portico = testInstance({ themeVariables: { accent: '#00ff00' } })
    const before = portico.stores.theme.getState()
    expect(() => portico.theme.setVariables({ themeVariables: value as never })).toThrow(
      InvalidConfigurationError,
    )
    expect(portico.stores.theme.getState()).toBe(before)
  })
})
