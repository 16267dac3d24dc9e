import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import * as core from '../index.js'
import * as errors from './index.js'
import { NoRpcUrlError } from './network.js'
import { PorticoError } from './PorticoError.js'

/** The anchors of docs/errors.md: its headings' GitHub ids and its `<a id>`s. */
function docsAnchors(): Set<string> {
  const text = readFileSync(new URL('../../../../docs/errors.md', import.meta.url), 'utf8')
  const headings = [...text.matchAll(/^#{2,4} (.+)$/gm)].map(([, title = '']) =>
    title
      .toLowerCase()
      .replace(/[^a-z0-9 -]/g, '')
      .replaceAll(' ', '-'),
  )
  const ids = [...text.matchAll(/<a id="([^"]+)"><\/a>/g)].map(([, id = '']) => id)
  return new Set([...headings, ...ids])
}

/** The error classes among a module's exports. */
function errorClassesOf(exports: Record<string, unknown>): [string, typeof PorticoError][] {
  return Object.entries(exports).filter(
    (entry): entry is [string, typeof PorticoError] =>
      typeof entry[1] === 'function' && entry[1].prototype instanceof Error,
  )
}

const anchors = docsAnchors()

describe('every error class is a PorticoError with a docsPath into docs/errors.md', () => {
  it.each([
    ['@portico/core', core],
    ['@portico/core/errors', errors],
  ])('%s exports error classes', (_entry, exports) => {
    expect(errorClassesOf(exports).length).toBeGreaterThan(100)
  })

  it.each(errorClassesOf({ ...errors, ...core }))('%s', (_name, ErrorClass) => {
    expect(ErrorClass === PorticoError || ErrorClass.prototype instanceof PorticoError).toBe(true)
    expect(ErrorClass.docsPath).toMatch(/^\/errors#[a-z0-9-]+$/)
    expect(anchors).toContain(ErrorClass.docsPath?.slice('/errors#'.length))
  })

  it('no two classes share an anchor (one section per kind)', () => {
    const paths = errorClassesOf({ ...errors, ...core }).map(([, E]) => E.docsPath)
    expect(new Set(paths).size).toBe(paths.length)
  })

  it('an instance takes its class docsPath; its parameters may name another', () => {
    expect(new NoRpcUrlError(1).docsPath).toBe('/errors#no-rpc-url')
    expect(new PorticoError('x').docsPath).toBe('/errors#portico')
    expect(new NoRpcUrlError(1, { docsPath: '/networks#rpc' }).docsPath).toBe('/networks#rpc')
  })
})
