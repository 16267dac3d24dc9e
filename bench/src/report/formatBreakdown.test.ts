import { describe, expect, it } from 'vitest'
import { formatBreakdown } from './formatBreakdown.js'

describe('formatBreakdown', () => {
  it('lists the top packages and sums the rest into one row', () => {
    const weights = [
      { owner: 'react-dom', renderedBytes: 700, share: 0.7, estimatedMinifiedBytes: 175_000 },
      { owner: 'viem', renderedBytes: 200, share: 0.2, estimatedMinifiedBytes: 50_000 },
      { owner: 'react', renderedBytes: 60, share: 0.06, estimatedMinifiedBytes: 15_000 },
      { owner: 'scheduler', renderedBytes: 40, share: 0.04, estimatedMinifiedBytes: 10_000 },
    ]
    expect(formatBreakdown({ weights, top: 2 })).toMatchInlineSnapshot(`
      "| package   |  share | ≈ minified |
      |-----------|-------:|-----------:|
      | react-dom | 70.0 % |   175.0 kB |
      | viem      | 20.0 % |    50.0 kB |
      | 2 more    | 10.0 % |    25.0 kB |"
    `)
  })
})
