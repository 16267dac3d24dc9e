import { describe, expect, it } from 'vitest'
import * as core from '../index.js'
import { errorDocsAnchors, exportedErrorClasses } from '../testing/errorDocs.js'
import * as errors from './index.js'
import { NoRpcUrlError } from './network.js'
import { PorticoError } from './PorticoError.js'

const anchors = errorDocsAnchors()

describe('every error class is a PorticoError with a docsPath into docs/errors.md', () => {
  it.each([
    ['@portico/core', core],
    ['@portico/core/errors', errors],
  ])('%s exports error classes', (_entry, exports) => {
    expect(exportedErrorClasses(exports).length).toBeGreaterThan(100)
  })

  it.each(exportedErrorClasses({ ...errors, ...core }))('%s', (_name, ErrorClass) => {
    expect(ErrorClass === PorticoError || ErrorClass.prototype instanceof PorticoError).toBe(true)
    expect(ErrorClass.docsPath).toMatch(/^\/errors#[a-z0-9-]+$/)
    expect(anchors).toContain(ErrorClass.docsPath?.slice('/errors#'.length))
  })

  it('no two classes share an anchor (one section per kind)', () => {
    const paths = exportedErrorClasses({ ...errors, ...core }).map(([, E]) => E.docsPath)
    expect(new Set(paths).size).toBe(paths.length)
  })

  it('an instance takes its class docsPath; its parameters may name another', () => {
    expect(new NoRpcUrlError(1).docsPath).toBe('/errors#no-rpc-url')
    expect(new PorticoError('x').docsPath).toBe('/errors#portico')
    expect(new NoRpcUrlError(1, { docsPath: '/networks#rpc' }).docsPath).toBe('/networks#rpc')
  })
})
