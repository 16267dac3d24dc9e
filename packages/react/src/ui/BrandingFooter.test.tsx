import { PORTICO_PROJECT_URL } from '@portico/core/internal'
import { createFakeAdapter, testInstance, until } from '@portico/core/testing'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { PorticoProvider } from '../PorticoProvider.js'

const API_URL = 'https://api.portico.test'
const shadow = () => document.querySelector('portico-modal')?.shadowRoot ?? null
const footer = () => shadow()?.querySelector<HTMLElement>('[data-testid="portico-branding"]')
const dialog = () => shadow()?.querySelector<HTMLElement>('[role="dialog"]') ?? null

afterEach(() => vi.unstubAllGlobals())

/**
 * Test-only stand-in for the Portico API's `/appkit/v1/config` (services/api cannot run in the
 * browser): answers the project's remote features, and every other route 404. The real route and
 * the widget's merge are tested against the service in services/api.
 */
function remoteFeaturesFetch(features: { id: string; isEnabled: boolean }[]) {
  return async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : input)
    const body =
      url.pathname === '/appkit/v1/config' ? { features } : { error: { code: 'NOT_FOUND' } }
    return new Response(JSON.stringify(body), {
      status: url.pathname === '/appkit/v1/config' ? 200 : 404,
      headers: { 'content-type': 'application/json' },
    })
  }
}

async function openModal(options: Parameters<typeof testInstance>[0] = {}, locale = 'en') {
  const wallets = createFakeAdapter('eip155', [{ id: 'w1', address: '0x1', chainId: 31337 }])
  const portico = testInstance({ adapters: [wallets.adapter], ...options })
  await render(<PorticoProvider instance={portico} locale={locale} />)
  portico.open()
  await until(() => dialog() !== null, 5_000)
  return portico
}

describe('spec §1 feature toggle `branding`: the modal\'s "UX by Portico" footer', () => {
  test('on by default (DEFAULT_FEATURES.branding): a link to the project, named, opening a new tab', async () => {
    await openModal()
    await until(() => footer() != null)
    const link = footer()?.querySelector('a') as HTMLAnchorElement
    expect(link.href).toBe(new URL(PORTICO_PROJECT_URL).href)
    expect(link.target).toBe('_blank')
    expect(link.rel).toBe('noopener noreferrer')
    expect(link.textContent).toBe('UX by Portico (opens in a new tab)')
    // At the bottom of the modal, after the view.
    const body = shadow()?.querySelector('.body') as HTMLElement
    expect(body.compareDocumentPosition(footer() as HTMLElement)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    )
  })

  test('localised: German', async () => {
    await openModal({}, 'de')
    await until(() => footer()?.textContent?.startsWith('UX von Portico') === true, 5_000)
  })

  test('absent when `features.branding` is false', async () => {
    await openModal({ features: { branding: false } })
    await until(() => shadow()?.querySelector('.view')?.childElementCount !== 0, 5_000)
    expect(footer()).toBeFalsy()
  })

  test('only on the connect screens: not on the Account view', async () => {
    const portico = await openModal()
    await until(() => footer() != null)
    await portico.connect({ connectorId: 'w1' })
    portico.modal.pushView({ view: 'Account' })
    await until(() => footer() == null)
  })

  test.each([
    ['the project turns it off over a local on', {}, false],
    ['the project turns it on over a local off', { branding: false }, true],
  ])('remote configuration overrides local: %s', async (_case, local, remote) => {
    vi.stubGlobal('fetch', remoteFeaturesFetch([{ id: 'branding', isEnabled: remote }]))
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const portico = await openModal({
      apiUrl: API_URL,
      features: { analytics: false, ...local },
    })
    portico.mount()
    await until(() => portico.stores.options.getState().featuresSource === 'remote', 5_000)
    await until(() => (footer() != null) === remote, 5_000)
  })
})
