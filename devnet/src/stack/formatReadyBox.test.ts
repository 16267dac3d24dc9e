import { describe, expect, it } from 'vitest'
import { formatReadyBox } from './formatReadyBox'

describe('formatReadyBox', () => {
  it('lists the links and says which page to open', () => {
    const box = formatReadyBox({
      urls: [
        { label: 'demo', url: 'http://127.0.0.1:5173', open: true },
        { label: 'wallet', url: 'http://127.0.0.1:5174' },
        { label: 'chain A (31337)', url: 'http://127.0.0.1:8545' },
      ],
    })
    expect(box).toMatchInlineSnapshot(`
      "╭──────────────────────────────────────────╮
      │  Portico is ready                        │
      │                                          │
      │  demo             http://127.0.0.1:5173  │
      │  wallet           http://127.0.0.1:5174  │
      │  chain A (31337)  http://127.0.0.1:8545  │
      │                                          │
      │  Open http://127.0.0.1:5173              │
      │  Press Ctrl-C to stop everything.        │
      ╰──────────────────────────────────────────╯
      "
    `)
  })

  it('has no "Open" line when no link is marked open', () => {
    expect(
      formatReadyBox({ urls: [{ label: 'chain A', url: 'http://127.0.0.1:8545' }] }),
    ).not.toContain('Open')
  })
})
