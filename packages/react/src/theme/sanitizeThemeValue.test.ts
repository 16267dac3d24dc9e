import { describe, expect, it } from 'vitest'
import { sanitizeThemeValue, type ThemeVariableName } from './sanitizeThemeValue.js'

/** Values a hostile or careless dApp config might carry into the modal's stylesheet. */
const HOSTILE: readonly unknown[] = [
  'red; } * { display:none',
  'red;}*{display:none}',
  'url(javascript:alert(1))',
  'url("https://evil.example/x.png")',
  '</style><script>alert(1)</script>',
  '</STYLE>',
  '\\72 ed',
  '\\0072\\0065\\0064',
  're\\d',
  'expression(alert(1))',
  'rgb(0 0 0); background: url(x)',
  'var(--x)',
  'calc(1px + 1px)',
  'attr(data-x)',
  'env(safe-area-inset-top)',
  'red !important',
  '/* */red',
  'red\n}',
  '@import "x"',
  'inherit',
  'initial',
  '',
  ' ',
  null,
  {},
  ['red'],
  Number.NaN,
  Number.POSITIVE_INFINITY,
  '1e309',
  -0.0001,
  'x'.repeat(10_000),
]

const NAMES: readonly ThemeVariableName[] = [
  'accent',
  'colorMix',
  'colorMixStrength',
  'fontFamily',
  'fontFamilyMono',
  'fontSizeMaster',
  'borderRadiusMaster',
  'zIndex',
]

describe('sanitizeThemeValue: "theme values sanitised before they reach CSS"', () => {
  for (const name of NAMES)
    it.each(HOSTILE.map((value) => [String(JSON.stringify(value)).slice(0, 40), value]))(
      `${name} refuses %s`,
      (_label, value) => {
        expect(sanitizeThemeValue(name, value)).toBeNull()
      },
    )

  it.each([
    // Colours: hex, rgb(), hsl(), named — rebuilt from the parsed numbers.
    ['accent', '#3B5BDB', '#3b5bdb'],
    ['accent', '#abc', '#aabbcc'],
    ['accent', '#abcd', '#aabbccdd'],
    ['accent', '#11223344', '#11223344'],
    ['accent', 'rgb(255, 0, 128)', 'rgb(255 0 128)'],
    ['accent', 'rgba(255,0,0,0.5)', 'rgb(255 0 0 / 0.5)'],
    ['accent', 'rgb(100% 0% 50% / 25%)', 'rgb(255 0 127.5 / 0.25)'],
    ['accent', 'hsl(120, 100%, 25%)', 'rgb(0 127.5 0)'],
    ['accent', 'hsl(0.5turn 100% 50% / 1)', 'rgb(0 255 255)'],
    ['colorMix', 'RebeccaPurple', 'rebeccapurple'],
    ['colorMix', ' teal ', 'teal'],
    // Numbers in range.
    ['colorMixStrength', 0, '0'],
    ['colorMixStrength', 37.5, '37.5'],
    ['colorMixStrength', 100, '100'],
    ['zIndex', 0, '0'],
    ['zIndex', 999, '999'],
    ['zIndex', '5000', '5000'],
    ['zIndex', 2_147_483_647, '2147483647'],
    // Lengths become px; rem and em count 16 px whatever the host page's root size.
    ['fontSizeMaster', '10px', '10px'],
    ['fontSizeMaster', '0.75rem', '12px'],
    ['fontSizeMaster', '1.5em', '24px'],
    ['borderRadiusMaster', '0px', '0px'],
    ['borderRadiusMaster', '0.25rem', '4px'],
    // Font stacks: names of any script, quoted or bare; quotes normalised.
    ['fontFamily', 'Inter, sans-serif', 'Inter, sans-serif'],
    ['fontFamily', "'Segoe UI', system-ui", '"Segoe UI", system-ui'],
    [
      'fontFamily',
      '"Noto Sans JP", ヒラギノ角ゴ Pro, sans-serif',
      '"Noto Sans JP", ヒラギノ角ゴ Pro, sans-serif',
    ],
    ['fontFamily', '"Font.Awesome_5 Free", Inter_2', '"Font.Awesome_5 Free", Inter_2'],
  ] as const)('%s accepts %j as %j', (name, value, expected) => {
    expect(sanitizeThemeValue(name, value)).toBe(expected)
  })

  it.each([
    ['accent', '#12345', 'a hex of 5 digits'],
    ['accent', '#ggg', 'a hex with non-hex digits'],
    ['accent', 'rgb(256 0 0)', 'a channel above 255'],
    ['accent', 'rgb(-1 0 0)', 'a negative channel'],
    ['accent', 'rgb(0 0 0 / 2)', 'an alpha above 1'],
    ['accent', 'rgb(0, 0 0)', 'mixed separators'],
    ['accent', 'rgb(1e3 0 0)', 'an exponent'],
    ['accent', 'rgb(none 0 0)', 'the none keyword'],
    ['accent', 'hsl(0 120% 50%)', 'a saturation above 100%'],
    ['accent', 'hsl(0foo 50% 50%)', 'an unknown hue unit'],
    ['accent', 'lab(50 0 0)', 'a colour function outside hex/rgb/hsl'],
    ['accent', 'color-mix(in srgb, red, blue)', 'color-mix given by the dApp'],
    ['accent', 'notacolor', 'a word that is no colour name'],
    ['accent', 'ｒｅｄ', 'fullwidth letters'],
    ['accent', 're\u200Bd', 'a zero-width space'],
    ['accent', 123, 'a number'],
    ['colorMixStrength', -1, 'a negative strength'],
    ['colorMixStrength', 100.01, 'a strength above 100'],
    ['colorMixStrength', '50', 'a strength as text'],
    ['zIndex', -1, 'a negative z-index'],
    ['zIndex', 1.5, 'a fractional z-index'],
    ['zIndex', 2_147_483_648, 'a z-index above 2^31 - 1'],
    ['zIndex', 1e21, 'a huge z-index'],
    ['zIndex', '99 ; }', 'a z-index with CSS after it'],
    ['fontSizeMaster', '5px', 'a font size below 6 px'],
    ['fontSizeMaster', '25px', 'a font size above 24 px'],
    ['fontSizeMaster', '99999999px', 'a huge font size'],
    ['fontSizeMaster', '10', 'a length without a unit'],
    ['fontSizeMaster', '10vw', 'a viewport unit'],
    ['fontSizeMaster', '-10px', 'a negative length'],
    ['fontSizeMaster', 10, 'a number'],
    ['borderRadiusMaster', '17px', 'a radius above 16 px'],
    ['borderRadiusMaster', '50%', 'a percentage'],
    ['fontFamily', 'Inter; color: red', 'a declaration break-out'],
    ['fontFamily', '"Inter\\"; }"', 'an escaped quote'],
    ['fontFamily', '"Inter', 'an unbalanced quote'],
    ['fontFamily', '\'Inter"', 'mismatched quotes'],
    ['fontFamily', 'Inter, , serif', 'an empty family'],
    ['fontFamily', '1Font', 'a bare name starting with a digit'],
    ['fontFamily', 'Font.Awesome', 'a dot in a bare name (not a CSS identifier)'],
    ['fontFamily', 'Inter  Display', 'two spaces in a bare name'],
    ['fontFamily', 'a,b,c,d,e,f,g,h,i,j,k', 'more than 10 families'],
    ['fontFamily', 'Inter, inherit', 'a CSS-wide keyword'],
    ['fontFamily', 'Inter\u202E', 'a bidi control character'],
  ] as const)('%s refuses %j (%s)', (name, value, _why) => {
    expect(sanitizeThemeValue(name, value)).toBeNull()
  })

  it('refuses a name that is no theme variable', () => {
    expect(sanitizeThemeValue('color' as ThemeVariableName, 'red')).toBeNull()
  })
})
