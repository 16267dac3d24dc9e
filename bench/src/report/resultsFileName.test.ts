import { describe, expect, it } from 'vitest'
import { resultsFileName } from './resultsFileName.js'

describe('resultsFileName', () => {
  it('is the ISO timestamp with colons made dashes', () => {
    expect(resultsFileName(new Date(Date.UTC(2025, 10, 21, 21, 7, 52, 123)))).toBe(
      '2025-11-21T21-07-52.123Z.json',
    )
  })
})
