import { describe, expect, it, vi } from 'vitest'
import type { EIP6963ProviderDetail } from './types.js'
import { watchAnnouncedProviders } from './watchAnnouncedProviders.js'

const provider = () => ({ request: vi.fn(), on: vi.fn(), removeListener: vi.fn() })

function announce(target: EventTarget, detail: unknown) {
  target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
}

const info = (rdns: string, icon = 'data:image/svg+xml,<svg/>') => ({
  uuid: crypto.randomUUID(),
  name: rdns,
  icon,
  rdns,
})

describe('watchAnnouncedProviders (EIP-6963)', () => {
  it('asks wallets to announce themselves when it starts', () => {
    const target = new EventTarget()
    const requested = vi.fn()
    target.addEventListener('eip6963:requestProvider', requested)
    watchAnnouncedProviders({ target, onChange: () => {} })
    expect(requested).toHaveBeenCalledOnce()
  })

  it('collects wallets by rdns; a wallet announcing again replaces its entry', () => {
    const target = new EventTarget()
    let latest: readonly EIP6963ProviderDetail[] = []
    watchAnnouncedProviders({
      target,
      onChange: (list) => {
        latest = list
      },
    })
    const p1 = provider()
    announce(target, { info: info('xyz.one'), provider: p1 })
    announce(target, { info: info('xyz.two'), provider: provider() })
    announce(target, { info: info('xyz.one'), provider: p1 })
    expect(latest.map((d) => d.info.rdns)).toEqual(['xyz.one', 'xyz.two'])
  })

  it.each([
    ['no detail', undefined],
    ['no provider', { info: info('a.b') }],
    ['provider without request()', { info: info('a.b'), provider: {} }],
    ['empty rdns', { info: info(''), provider: provider() }],
    ['name not a string', { info: { ...info('a.b'), name: 5 }, provider: provider() }],
  ])('ignores a malformed announcement: %s', (_case, detail) => {
    const target = new EventTarget()
    const onChange = vi.fn()
    watchAnnouncedProviders({ target, onChange })
    announce(target, detail)
    expect(onChange).not.toHaveBeenCalled()
  })

  it.each([
    ['javascript: URL', 'javascript:alert(1)', ''],
    ['SVG data URI', 'data:image/svg+xml;base64,PHN2Zy8+', 'data:image/svg+xml;base64,PHN2Zy8+'],
    ['https URL', 'https://example.com/icon.png', 'https://example.com/icon.png'],
    ['text/html data URI', 'data:text/html,<script>alert(1)</script>', ''],
  ])('keeps only image icons: %s', (_case, icon, expected) => {
    const target = new EventTarget()
    let latest: readonly EIP6963ProviderDetail[] = []
    watchAnnouncedProviders({
      target,
      onChange: (list) => {
        latest = list
      },
    })
    announce(target, { info: info('a.b', icon), provider: provider() })
    expect(latest[0]?.info.icon).toBe(expected)
  })

  it('stops listening when stopped', () => {
    const target = new EventTarget()
    const onChange = vi.fn()
    const stop = watchAnnouncedProviders({ target, onChange })
    stop()
    announce(target, { info: info('a.b'), provider: provider() })
    expect(onChange).not.toHaveBeenCalled()
  })
})
