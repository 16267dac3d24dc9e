// Node only (reads docs/errors.md): its own entry, @portico/core/testing/errorDocs, so browser tests
// that import @portico/core/testing never load node:fs.
import { readFileSync } from 'node:fs'
import type { PorticoError } from '../errors/PorticoError.js'

/** The anchors of docs/errors.md: its headings' GitHub ids and its `<a id>`s. */
export function errorDocsAnchors(): Set<string> {
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

/** The error classes a module exports, by name (every exported class that extends Error). */
export function exportedErrorClasses(module: object): [string, typeof PorticoError][] {
  return Object.entries(module).filter(
    (entry): entry is [string, typeof PorticoError] =>
      typeof entry[1] === 'function' && entry[1].prototype instanceof Error,
  )
}
