import { formatEmail } from '@portico/core/internal'
import { describe, expect, test } from 'vitest'
import { userEvent } from 'vitest/browser'
import {
  byTestId,
  find,
  renderEmbeddedModal,
  waitFor,
} from '../../ui/testing/renderEmbeddedModal.js'

const LONG_EMAIL = 'alice.wonderland.rabbit.hole@example.org'

describe('Account — an embedded wallet', () => {
  test('spec §5 "email longer than 30 characters is shortened with an ellipsis": the label is shortened, the full address is its title', async () => {
    expect(LONG_EMAIL.length).toBeGreaterThan(30)
    const { portico } = await renderEmbeddedModal({
      connected: true,
      fake: { users: { eip155: { email: LONG_EMAIL } } },
    })
    portico.open()
    const label = await find('portico-account-email')
    expect(label.textContent).toBe(`Logged in as ${formatEmail(LONG_EMAIL)}`)
    expect(label.textContent).toContain('…')
    expect(label.textContent).not.toContain(LONG_EMAIL)
    expect(label.getAttribute('title')).toBe(LONG_EMAIL)
    expect(byTestId('portico-update-email-entry')).not.toBeNull()
  })

  test.each([
    [
      'spec §5 "a discord username ending in 0 loses that last character"',
      'discord',
      'alice0',
      'alice',
    ],
    ['another provider keeps it', 'github', 'alice0', 'alice0'],
  ])(
    '%s: %s %s → %s; no Update email for a social login',
    async (_rule, socialProvider, userName, shown) => {
      const { portico } = await renderEmbeddedModal({
        connected: true,
        fake: {
          users: {
            eip155: {
              email: null,
              userName,
              socialProvider: socialProvider as 'discord' | 'github',
            },
          },
        },
      })
      portico.open()
      const label = await find('portico-account-username')
      expect(label.textContent).toBe(`Logged in as ${shown}`)
      expect(byTestId('portico-update-email-entry')).toBeNull()
      expect(byTestId('portico-export-key-entry')).not.toBeNull()
    },
  )

  test("Export private key asks core to open the frame's export screen; busy until the frame shows it in EmbeddedWalletFrame", async () => {
    const { portico, fake } = await renderEmbeddedModal({ connected: true })
    fake.hold('exportKey')
    portico.open()
    const entry = await find('portico-export-key-entry')
    await userEvent.click(entry)
    await waitFor(() => fake.calls.includes('exportKey'))
    expect(entry.getAttribute('aria-busy')).toBe('true')
    expect(entry.textContent).toContain('Opening…')
    fake.frameShow('EmbeddedWalletFrame')
    await find('portico-embedded-wallet-frame')
    fake.frameHide()
    await find('portico-account')
    fake.release('exportKey')
    await waitFor(() => byTestId('portico-export-key-entry')?.getAttribute('aria-busy') === null)
  })

  test('a wallet that is not the embedded one shows neither the label nor the entries', async () => {
    const { portico } = await renderEmbeddedModal()
    portico.open({ view: 'Connect' })
    await find('portico-connect')
    expect(byTestId('portico-account-email')).toBeNull()
    expect(byTestId('portico-export-key-entry')).toBeNull()
  })
})
