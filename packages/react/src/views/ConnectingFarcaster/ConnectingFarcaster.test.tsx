import { testInstance } from '@portico/core/testing'
import { describe, expect, test, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { PorticoProvider } from '../../PorticoProvider.js'
import { ConnectingFarcaster } from './ConnectingFarcaster.js'

const FARCASTER_URL = 'https://farcaster.xyz/~/siwf?channelToken=abc123'

function withFarcasterUrl(portico: ReturnType<typeof testInstance>, farcasterUrl: string) {
  portico.stores.chains.setState((s) => ({
    accounts: {
      ...s.accounts,
      eip155: { status: 'connecting', currentTab: 'Tokens', farcasterUrl },
    },
  }))
}

async function setup(farcasterUrl?: string) {
  const portico = testInstance()
  if (farcasterUrl) withFarcasterUrl(portico, farcasterUrl)
  const screen = await render(
    <PorticoProvider instance={portico}>
      <ConnectingFarcaster />
    </PorticoProvider>,
  )
  return { portico, screen }
}

describe('ConnectingFarcaster', () => {
  test("the account state's farcasterUrl (spec §3) as a QR code, with a copy button and a link that opens it", async () => {
    const { screen } = await setup(FARCASTER_URL)
    await expect
      .element(screen.getByTestId('portico-farcaster-qr'))
      .toHaveAttribute('data-value', FARCASTER_URL)
    await expect
      .element(screen.getByRole('img', { name: 'QR code to sign in with Farcaster' }))
      .toBeVisible()
    const open = screen.getByRole('link', { name: 'Open Farcaster' })
    await expect.element(open).toHaveAttribute('href', FARCASTER_URL)
    await expect.element(open).toHaveAttribute('target', '_blank')
    await expect.element(open).toHaveAttribute('rel', 'noopener noreferrer')
    // The real clipboard, watched: the page may write but not read it back.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText')
    await screen.getByRole('button', { name: 'Copy link' }).click()
    expect(writeText).toHaveBeenCalledWith(FARCASTER_URL)
    await expect
      .element(screen.getByTestId('portico-farcaster-copy-status'))
      .toHaveTextContent('Link copied')
    writeText.mockRestore()
  })

  test('while there is no link it asks core, which reports the embedded-wallet adapter missing (alert); retry asks again; a link that arrives replaces the error', async () => {
    const { portico, screen } = await setup()
    await expect
      .element(screen.getByTestId('portico-farcaster-error'))
      .toHaveTextContent('No auth connector found')
    await expect.element(screen.getByRole('alert')).toBeVisible()
    const connectFarcaster = vi.spyOn(portico, 'connectFarcaster')
    await screen.getByTestId('portico-farcaster-retry').click()
    await expect.poll(() => connectFarcaster.mock.calls.length).toBe(1)
    await expect
      .element(screen.getByTestId('portico-farcaster-error'))
      .toHaveTextContent('No auth connector found')
    // The link arrives (as the embedded wallet will put it in the account state): it replaces the error.
    withFarcasterUrl(portico, FARCASTER_URL)
    await expect
      .element(screen.getByTestId('portico-farcaster-qr'))
      .toHaveAttribute('data-value', FARCASTER_URL)
    await expect.element(screen.getByTestId('portico-farcaster-error')).not.toBeInTheDocument()
  })

  test('a link that is not https is neither shown, opened nor copied', async () => {
    const { screen } = await setup('javascript:alert(1)')
    await expect.element(screen.getByTestId('portico-farcaster-error')).toBeVisible()
    await expect.element(screen.getByRole('link')).not.toBeInTheDocument()
    await expect.element(screen.getByTestId('portico-farcaster-qr')).not.toBeInTheDocument()
  })
})
