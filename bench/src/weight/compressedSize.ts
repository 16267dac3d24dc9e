import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/** gzip level used for every weight figure: the highest, as a static host would pre-compress. */
export const GZIP_LEVEL = 9
/** brotli quality used for every weight figure: the highest. */
export const BROTLI_QUALITY = 11

/** Raw, gzip and brotli byte counts of one body. */
export type CompressedSize = { rawBytes: number; gzipBytes: number; brotliBytes: number }

/** Compresses `body` with gzip level 9 and brotli quality 11 (text mode) and counts the bytes. */
export function compressedSize(body: Uint8Array): CompressedSize {
  return {
    rawBytes: body.byteLength,
    gzipBytes: gzipSync(body, { level: GZIP_LEVEL }).byteLength,
    brotliBytes: brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    }).byteLength,
  }
}
