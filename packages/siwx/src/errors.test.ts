import { PorticoError } from '@portico/core'
import { errorDocsAnchors, exportedErrorClasses } from '@portico/core/testing/errorDocs'
import { describe, expect, it } from 'vitest'
import * as siwx from './index.js'
import * as server from './server/index.js'

const anchors = errorDocsAnchors()
const errorClasses = exportedErrorClasses({ ...siwx, ...server })

describe('every error class @portico/siwx (and ./server) exports is a PorticoError with a docsPath into docs/errors.md', () => {
  it.each(errorClasses)('%s', (_name, ErrorClass) => {
    expect(ErrorClass.prototype).toBeInstanceOf(PorticoError)
    expect(ErrorClass.docsPath).toMatch(/^\/errors#[a-z0-9-]+$/)
    expect(anchors).toContain(ErrorClass.docsPath?.slice('/errors#'.length))
  })
})
