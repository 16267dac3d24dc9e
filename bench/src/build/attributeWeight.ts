import type { BuiltChunk } from './buildApp.js'
import { moduleOwner } from './moduleOwner.js'

/** A package's part of some chunks. */
export type OwnerWeight = {
  owner: string
  /** Rendered (pre-minification) bytes of its modules. */
  renderedBytes: number
  /** Its part of all rendered bytes of the chunks, 0..1. */
  share: number
  /** Its share applied to the chunks' minified bytes on disk: an estimate. */
  estimatedMinifiedBytes: number
}

/** Parameters of `attributeWeight`. */
export type AttributeWeightParameters = {
  chunks: readonly BuiltChunk[]
  /** Which chunks to look at, by file name (`assets/index-abc.js`). */
  fileNames: readonly string[]
}

/**
 * Splits the weight of some chunks by the package their modules come from, largest first. Rollup
 * reports rendered lengths before minification, so shares are exact for rendered code and the
 * minified figures are estimates (minification shrinks packages unevenly).
 */
export function attributeWeight({ chunks, fileNames }: AttributeWeightParameters): OwnerWeight[] {
  const wanted = new Set(fileNames)
  const picked = chunks.filter((chunk) => wanted.has(chunk.fileName))
  const byOwner = new Map<string, number>()
  let rendered = 0
  for (const chunk of picked)
    for (const { id, renderedBytes } of chunk.modules) {
      const owner = moduleOwner(id)
      byOwner.set(owner, (byOwner.get(owner) ?? 0) + renderedBytes)
      rendered += renderedBytes
    }
  const minified = picked.reduce((sum, chunk) => sum + chunk.bytes, 0)
  return [...byOwner]
    .map(([owner, renderedBytes]) => {
      const share = rendered === 0 ? 0 : renderedBytes / rendered
      return { owner, renderedBytes, share, estimatedMinifiedBytes: Math.round(share * minified) }
    })
    .sort((a, b) => b.renderedBytes - a.renderedBytes || (a.owner < b.owner ? -1 : 1))
}
