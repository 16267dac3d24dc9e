import { describe, expect, it } from 'vitest'
import { createLinePrefixer } from './createLinePrefixer'

describe('createLinePrefixer', () => {
  it('writes whole lines only, each prefixed, across chunk boundaries', () => {
    let out = ''
    const prefixer = createLinePrefixer({ prefix: 'x │ ', write: (text) => (out += text) })
    prefixer.push('one\ntw')
    expect(out).toBe('x │ one\n')
    prefixer.push(Buffer.from('o\r\nthree'))
    expect(out).toBe('x │ one\nx │ two\n')
    prefixer.flush()
    expect(out).toBe('x │ one\nx │ two\nx │ three\n')
  })

  it('keeps a multi-byte character split between chunks whole', () => {
    let out = ''
    const prefixer = createLinePrefixer({ prefix: '', write: (text) => (out += text) })
    const bytes = Buffer.from('€\n')
    prefixer.push(bytes.subarray(0, 1))
    prefixer.push(bytes.subarray(1))
    expect(out).toBe('€\n')
  })
})
