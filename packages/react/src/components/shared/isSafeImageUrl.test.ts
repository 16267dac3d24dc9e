import { describe, expect, it } from 'vitest'
import { isSafeImageUrl } from './isSafeImageUrl.js'

describe('isSafeImageUrl', () => {
  it.each([
    ['https://img.test/a.png', true],
    ['http://127.0.0.1:4000/avatar/1', true],
    ['data:image/png;base64,iVBORw0KGgo=', true],
    ['data:text/html;base64,PHNjcmlwdD4=', false],
    ['javascript:alert(1)', false],
    ['blob:https://x.test/1', false],
    ['/relative.png', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%s → %s', (url, expected) => {
    expect(isSafeImageUrl(url)).toBe(expected)
  })
})
