import { describe, expect, it } from 'vitest'
import { isJsResponse } from './isJsResponse.js'

const base = {
  url: 'http://127.0.0.1:1/assets/a.js',
  status: 200,
  resourceType: 'script',
  contentType: 'text/javascript',
}

describe('isJsResponse', () => {
  it.each([
    ['a script', {}, true],
    ['a module preload served as JS', { resourceType: 'other' }, true],
    [
      'application/javascript by type alone',
      { resourceType: 'fetch', contentType: 'application/javascript; charset=utf-8' },
      true,
    ],
    ['a stylesheet', { resourceType: 'stylesheet', contentType: 'text/css' }, false],
    ['the document', { resourceType: 'document', contentType: 'text/html' }, false],
    ['a 404 script', { status: 404 }, false],
    ['a 304 (nothing transferred)', { status: 304 }, false],
    ['a data: URL', { url: 'data:text/javascript,1' }, false],
  ])('%s → %s', (_case, change, expected) => {
    expect(isJsResponse({ ...base, ...change })).toBe(expected)
  })
})
