import { describe, expect, it } from 'vitest'
import { OTP_LENGTH, readOtp } from './OtpInput.js'

describe('readOtp — the code in what was typed or pasted', () => {
  it.each([
    ['six digits as typed', '123456', '123456'],
    ['fewer digits while typing', '12', '12'],
    ['letters are dropped', '1a2b3c', '123'],
    ['grouped by a space', '123 456', '123456'],
    ['grouped by a dash', '123-456', '123456'],
    ['inside the mail text', 'Your sign-in code: 482913. It expires in 10 minutes.', '482913'],
    ['a longer number is cut to the code length', '1234567890', '123456'],
    ['nothing', '', ''],
  ])('%s: %j → %j', (_case, text, code) => {
    expect(readOtp(text)).toBe(code)
  })

  it(`never more than ${OTP_LENGTH} digits`, () => {
    expect(readOtp('9'.repeat(40))).toHaveLength(OTP_LENGTH)
  })
})
