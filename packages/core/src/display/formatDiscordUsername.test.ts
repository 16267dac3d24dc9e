import { describe, expect, it } from 'vitest'
import { formatDiscordUsername } from './formatDiscordUsername.js'

const RULE = 'spec §5: Display: a discord username ending in 0 loses that last character'

describe('formatDiscordUsername', () => {
  it.each([
    [RULE, 'ending in 0', 'alice0', 'alice'],
    [RULE, 'only the last 0 goes', 'bob100', 'bob10'],
    [RULE, 'ending in another digit', 'carol7', 'carol7'],
    [RULE, 'a 0 elsewhere', 'd0ve', 'd0ve'],
    [RULE, 'no digits', 'erin', 'erin'],
    [RULE, 'just 0', '0', ''],
    [RULE, 'empty', '', ''],
  ])('%s — %s: %s → %s', (_rule, _case, username, expected) => {
    expect(formatDiscordUsername(username)).toBe(expected)
  })
})
