import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { accountJsWeight } from './accountJsWeight.js'
import { compressedSize } from './compressedSize.js'

const text = (s: string) => new TextEncoder().encode(s)
/** A fake measure that makes the accounting easy to read: gzip = raw / 2, brotli = raw / 4. */
const fake = (body: Uint8Array) => ({
  rawBytes: body.byteLength,
  gzipBytes: body.byteLength / 2,
  brotliBytes: body.byteLength / 4,
})

describe('accountJsWeight', () => {
  it('sums raw, gzip and brotli bytes over the files, each compressed on its own', () => {
    const weight = accountJsWeight({
      scripts: [
        { url: 'http://x/b.js', body: new Uint8Array(400) },
        { url: 'http://x/a.js', body: new Uint8Array(80) },
      ],
      measure: fake,
    })
    expect(weight).toEqual({
      rawBytes: 480,
      gzipBytes: 240,
      brotliBytes: 120,
      duplicateResponses: 0,
      files: [
        { url: 'http://x/a.js', rawBytes: 80, gzipBytes: 40, brotliBytes: 20 },
        { url: 'http://x/b.js', rawBytes: 400, gzipBytes: 200, brotliBytes: 100 },
      ],
    })
  })

  it('counts a URL fetched twice once, and says so', () => {
    const weight = accountJsWeight({
      scripts: [
        { url: 'http://x/a.js', body: new Uint8Array(8) },
        { url: 'http://x/a.js', body: new Uint8Array(8) },
      ],
      measure: fake,
    })
    expect(weight.rawBytes).toBe(8)
    expect(weight.files).toHaveLength(1)
    expect(weight.duplicateResponses).toBe(1)
  })

  it('is all zeros when the page fetched no JS', () => {
    expect(accountJsWeight({ scripts: [] })).toEqual({
      rawBytes: 0,
      gzipBytes: 0,
      brotliBytes: 0,
      files: [],
      duplicateResponses: 0,
    })
  })
})

describe('compressedSize', () => {
  const body = text('export const answer = 42;\n'.repeat(200))

  it('counts raw bytes and the bytes of real gzip and brotli streams of the body', () => {
    const size = compressedSize(body)
    expect(size.rawBytes).toBe(body.byteLength)
    expect(size.gzipBytes).toBeLessThan(size.rawBytes)
    expect(size.brotliBytes).toBeLessThan(size.gzipBytes)
  })

  it('measures streams that decompress to the body (gzip 9, brotli 11)', async () => {
    const { gzipSync, brotliCompressSync, constants } = await import('node:zlib')
    const gz = gzipSync(body, { level: 9 })
    const br = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    })
    expect(gunzipSync(gz).equals(Buffer.from(body))).toBe(true)
    expect(brotliDecompressSync(br).equals(Buffer.from(body))).toBe(true)
    expect(compressedSize(body)).toEqual({
      rawBytes: body.byteLength,
      gzipBytes: gz.byteLength,
      brotliBytes: br.byteLength,
    })
  })

  it('counts an empty body as 0 raw bytes and the bare container overhead', () => {
    const size = compressedSize(new Uint8Array(0))
    expect(size.rawBytes).toBe(0)
    expect(size.gzipBytes).toBe(20)
    expect(size.brotliBytes).toBeGreaterThan(0)
  })
})
