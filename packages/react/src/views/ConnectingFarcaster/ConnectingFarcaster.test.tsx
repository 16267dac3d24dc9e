import { PorticoError } from '@portico/core'
import { describe, expect, test, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import {
  byTestId,
  find,
  renderEmbeddedModal,
  waitFor,
} from '../../ui/testing/renderEmbeddedModal.js'

/** The link createFakeAuthAdapter's getFarcasterUri gives. */
const FAKE_FARCASTER_URL = 'https://farcaster.example/~/siwf?channelToken=fake'

describe('ConnectingFarcaster', () => {
  test("core's connectFarcaster: the link it puts in the account state (spec §3 farcasterUrl) as a QR code, copy and open; the approving app's answer connects and Account shows", async () => {
    const { portico, fake } = await renderEmbeddedModal()
    fake.hold('connectFarcaster')
    portico.open({ view: 'ConnectingFarcaster' })
    const qr = await find('portico-farcaster-qr')
    await waitFor(() => qr.getAttribute('data-value') === FAKE_FARCASTER_URL)
    expect(byTestId('portico-farcaster-status')?.textContent).toBe(
      'Scan this QR code with your phone',
    )
    const open = (await find('portico-farcaster-open')) as HTMLAnchorElement
    expect(open.getAttribute('href')).toBe(FAKE_FARCASTER_URL)
    expect(open.target).toBe('_blank')
    expect(open.rel).toBe('noopener noreferrer')
    // The real clipboard, watched: the page may write but not read it back.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText')
    await userEvent.click(await find('portico-farcaster-copy'))
    expect(writeText).toHaveBeenCalledWith(FAKE_FARCASTER_URL)
    await waitFor(() => byTestId('portico-farcaster-copy-status')?.textContent === 'Link copied')
    writeText.mockRestore()
    expect(fake.calls).toEqual(expect.arrayContaining(['getFarcasterUri', 'connectFarcaster']))
    fake.release('connectFarcaster')
    await find('portico-account')
  })

  test("a failed sign-in: 'Failed to connect to farcaster' announced, the link gone; Try again asks for a fresh link", async () => {
    const { portico, fake } = await renderEmbeddedModal()
    fake.fail('connectFarcaster', new PorticoError('Request was aborted'))
    portico.open({ view: 'ConnectingFarcaster' })
    const error = await find('portico-farcaster-error')
    expect(error.textContent).toBe('Failed to connect to farcaster')
    expect(error.getAttribute('role')).toBe('alert')
    expect(byTestId('portico-farcaster-qr')).toBeNull()
    fake.succeed('connectFarcaster')
    fake.hold('connectFarcaster')
    await userEvent.click(await find('portico-farcaster-retry'))
    const qr = await find('portico-farcaster-qr')
    await waitFor(() => qr.getAttribute('data-value') === FAKE_FARCASTER_URL)
    expect(fake.calls.filter((c) => c === 'getFarcasterUri')).toHaveLength(2)
    fake.release('connectFarcaster')
    await find('portico-account')
  })

  test("without an embedded-wallet adapter: 'No auth connector found'", async () => {
    const { portico } = await renderEmbeddedModal({ instance: { adapters: [] } })
    portico.open()
    portico.modal.pushView({ view: 'ConnectingFarcaster' })
    expect((await find('portico-farcaster-error')).textContent).toBe('No auth connector found')
  })

  test.each([
    [
      'a farcaster:// connect URI (the devnet relay stand-in) is shown and opened in place',
      'farcaster://connect?channelToken=c1&nonce=n1',
      true,
    ],
    ['a javascript: URL is neither shown, opened nor copied', 'javascript:alert(1)', false],
    ['an http URL is refused', 'http://farcaster.example/~/siwf', false],
  ])('%s', async (_case, link, shown) => {
    const { portico, fake } = await renderEmbeddedModal()
    fake.hold('getFarcasterUri')
    portico.open({ view: 'ConnectingFarcaster' })
    await find('portico-farcaster-status')
    // The link as the frame would answer it, put where core puts it.
    portico._internal.stores.chains.setState((s) => ({
      accounts: {
        ...s.accounts,
        eip155: { status: 'disconnected', currentTab: 'Tokens', farcasterUrl: link },
      },
    }))
    if (shown) {
      const open = await find('portico-farcaster-open')
      expect(open.getAttribute('href')).toBe(link)
      expect(open.hasAttribute('target')).toBe(false)
      expect(byTestId('portico-farcaster-qr')?.getAttribute('data-value')).toBe(link)
    } else {
      expect((await find('portico-farcaster-error')).textContent).toBe(
        'Failed to connect to farcaster',
      )
      expect(byTestId('portico-farcaster-open')).toBeNull()
      expect(byTestId('portico-farcaster-copy')).toBeNull()
    }
  })
})
