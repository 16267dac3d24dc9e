import { describe, expect, it } from 'vitest'
import { avatarGradient } from './avatarGradient.js'

describe('avatarGradient', () => {
  it('one address always gives the same gradient, whatever its case', () => {
    const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    expect(avatarGradient(address)).toBe(avatarGradient(address.toLowerCase()))
  })

  it('different addresses give different gradients', () => {
    const gradients = new Set(
      Array.from({ length: 50 }, (_, i) => avatarGradient(`0x${i.toString(16).padStart(40, '0')}`)),
    )
    expect(gradients.size).toBeGreaterThan(45)
  })

  it('is only a gradient of numbers, whatever the input (nothing of the address reaches CSS)', () => {
    expect(avatarGradient('"); background: url(x)')).toMatch(
      /^linear-gradient\(\d+deg, hsl\(\d+ 75% 60%\), hsl\(\d+ 70% 45%\)\)$/,
    )
  })
})
