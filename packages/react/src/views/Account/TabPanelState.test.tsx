import { testInstance } from '@portico/core/testing'
import { expect, test } from 'vitest'
import { render } from 'vitest-browser-react'
import { PorticoProvider } from '../../PorticoProvider.js'
import { TabPanelState } from './TabPanelState.js'

test('tab panel states: loading (busy), empty (its text), error (alert and Try again), ready (the list)', async () => {
  const portico = testInstance()
  let retried = 0
  const screen = await render(
    <PorticoProvider instance={portico}>
      <TabPanelState state="loading" empty="tokensEmpty" />
    </PorticoProvider>,
  )
  await expect
    .element(screen.getByTestId('portico-tab-loading'))
    .toHaveAttribute('aria-busy', 'true')
  await screen.rerender(
    <PorticoProvider instance={portico}>
      <TabPanelState state="empty" empty="nftsEmpty" />
    </PorticoProvider>,
  )
  await expect.element(screen.getByTestId('portico-tab-empty')).toHaveTextContent('No NFTs yet')
  await screen.rerender(
    <PorticoProvider instance={portico}>
      <TabPanelState state="error" empty="nftsEmpty" onRetry={() => retried++} />
    </PorticoProvider>,
  )
  await expect
    .element(screen.getByRole('alert'))
    .toHaveTextContent('This list could not be loaded.')
  await screen.getByRole('button', { name: 'Try again' }).click()
  expect(retried).toBe(1)
  await screen.rerender(
    <PorticoProvider instance={portico}>
      <TabPanelState state="ready" empty="nftsEmpty">
        <ul data-testid="list" />
      </TabPanelState>
    </PorticoProvider>,
  )
  await expect.element(screen.getByTestId('list')).toBeInTheDocument()
})
