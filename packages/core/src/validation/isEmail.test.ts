import { describe, expect, it } from 'vitest'
import { isEmail } from './isEmail.js'

const RULE = 'spec §5: Embedded-login payloads: email valid'

describe('isEmail', () => {
  it.each([
    ['alice@example.com', true],
    ['a.b+tag@mail.example.co.uk', true],
    ['名前@例え.jp', true],
    ['', false],
    ['alice', false],
    ['alice@', false],
    ['@example.com', false],
    ['alice@example', false],
    ['alice@@example.com', false],
    ['alice @example.com', false],
    ['alice@exa mple.com', false],
    ['alice@example..com', false],
    ['alice@.example.com', false],
    ['alice@example.com.', false],
    ['alice\n@example.com', false],
    [`${'a'.repeat(245)}@example.com`, false],
  ])(`${RULE} — %j is valid: %s`, (value, valid) => {
    expect(isEmail(value)).toBe(valid)
  })
})
