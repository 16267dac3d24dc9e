import type { ChainAdapter } from '@portico/core'
import { createFakeAdapter, testInstance, testNetwork } from '@portico/core/testing'
import axe from 'axe-core'
import { expect, test } from 'vitest'
import { render } from 'vitest-browser-react'
import { PorticoProvider } from '../PorticoProvider.js'
import { AccountButton } from './AccountButton/AccountButton.js'
import { ConnectButton } from './ConnectButton/ConnectButton.js'
import { NetworkButton } from './NetworkButton/NetworkButton.js'

/** axe-core's violations inside `element` (WCAG 2 A/AA, WCAG 2.1 A/AA and best practices). */
async function violations(element: Element) {
  const result = await axe.run(element, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    rules: { region: { enabled: false } },
  })
  // The checks that matter here ran (an empty list must not mean "nothing was checked").
  const ran = [...result.passes, ...result.violations].map((r) => r.id)
  expect(ran).toEqual(
    expect.arrayContaining(['button-name', 'color-contrast', 'label-content-name-mismatch']),
  )
  return result.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  )
}

test.each(['light', 'dark'] as const)(
  'axe finds no violation in any state of the buttons (%s theme): disconnected, connected, switching, unsupported',
  async (themeMode) => {
    const evm = createFakeAdapter('eip155', [
      { id: 'w1', address: '0xA1b2C3d4E5f60718293aBcDeF001122334455667', chainId: 31337 },
    ])
    let release = () => {}
    const held: ChainAdapter = {
      ...evm.adapter,
      async switchNetwork(parameters) {
        await new Promise<void>((resolve) => {
          release = resolve
        })
        return evm.adapter.switchNetwork?.(parameters)
      },
    }
    const portico = testInstance({
      networks: [testNetwork(31337), testNetwork(31338)],
      adapters: [held],
      themeMode,
    })
    const screen = await render(
      <PorticoProvider instance={portico}>
        <main>
          <ConnectButton />
          <AccountButton size="sm" />
          <NetworkButton />
        </main>
      </PorticoProvider>,
    )
    const page = screen.container
    expect(await violations(page)).toEqual([])
    await portico.connect({ connectorId: 'w1' })
    await expect.element(screen.getByTestId('account-button-balance').first()).toBeVisible()
    expect(await violations(page)).toEqual([])
    const switching = portico.switchNetwork({ network: testNetwork(31338) })
    await expect.element(screen.getByTestId('network-button')).toBeDisabled()
    expect(await violations(page)).toEqual([])
    release()
    await switching
    evm.emit({ type: 'chainChanged', chainId: 999, connectorId: 'w1' })
    portico.close()
    await expect
      .element(screen.getByTestId('network-button'))
      .toHaveAttribute('data-unsupported', 'true')
    expect(await violations(page)).toEqual([])
  },
)
