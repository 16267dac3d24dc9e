import { readFileSync } from 'node:fs'
import { PorticoError } from '@portico/core'
import { describe, expect, it } from 'vitest'
import * as walletconnect from './index.js'

/** The anchors of docs/errors.md: its headings' GitHub ids and its `<a id>`s. */
function docsAnchors(): Set<string> {
  const text = readFileSync(new URL('../../../docs/errors.md', import.meta.url), 'utf8')
  const headings = [...text.matchAll(/^#{2,4} (.+)$/gm)].map(([, title = '']) =>
    title
      .toLowerCase()
      .replace(/[^a-z0-9 -]/g, '')
      .replaceAll(' ', '-'),
  )
  const ids = [...text.matchAll(/<a id="([^"]+)"><\/a>/g)].map(([, id = '']) => id)
  return new Set([...headings, ...ids])
}

const anchors = docsAnchors()
const errorClasses = Object.entries({ ...walletconnect }).filter(
  (entry): entry is [string, typeof PorticoError] =>
    typeof entry[1] === 'function' && entry[1].prototype instanceof Error,
)

describe('every error class @portico/walletconnect exports is a PorticoError with a docsPath into docs/errors.md', () => {
  it.each(errorClasses)('%s', (_name, ErrorClass) => {
    expect(ErrorClass.prototype).toBeInstanceOf(PorticoError)
    expect(ErrorClass.docsPath).toMatch(/^\/errors#[a-z0-9-]+$/)
    expect(anchors).toContain(ErrorClass.docsPath?.slice('/errors#'.length))
  })
})
