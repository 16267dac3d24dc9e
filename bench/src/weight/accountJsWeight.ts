import { type CompressedSize, compressedSize } from './compressedSize.js'

/** One JS response the page received. */
export type FetchedScript = { url: string; body: Uint8Array }

/** One JS file's sizes, each file compressed on its own (as a server sends it). */
export type ScriptWeight = CompressedSize & { url: string }

/** What the page fetched as JS: per file and summed. */
export type JsWeight = CompressedSize & {
  files: ScriptWeight[]
  /** Responses left out because their URL had already been counted. */
  duplicateResponses: number
}

/** Parameters of `accountJsWeight`. */
export type AccountJsWeightParameters = {
  scripts: readonly FetchedScript[]
  /** @default compressedSize (gzip 9, brotli 11) */
  measure?: (body: Uint8Array) => CompressedSize
}

/**
 * Sums the weight of the JS a page fetched. Each file is compressed separately, as a server sends
 * it; a URL fetched twice counts once (it is the same code). Files are listed by URL.
 */
export function accountJsWeight({
  scripts,
  measure = compressedSize,
}: AccountJsWeightParameters): JsWeight {
  const seen = new Set<string>()
  const files: ScriptWeight[] = []
  let duplicateResponses = 0
  for (const { url, body } of scripts) {
    if (seen.has(url)) {
      duplicateResponses++
      continue
    }
    seen.add(url)
    files.push({ url, ...measure(body) })
  }
  files.sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0))
  const total = (key: keyof CompressedSize) => files.reduce((sum, file) => sum + file[key], 0)
  return {
    rawBytes: total('rawBytes'),
    gzipBytes: total('gzipBytes'),
    brotliBytes: total('brotliBytes'),
    files,
    duplicateResponses,
  }
}
