import type { PorticoEvent } from '@portico/core'
import { createFakeAdapter, testInstance, testNetwork } from '@portico/core/testing'
import { expect, test } from 'vitest'
import { render } from 'vitest-browser-react'
import { PorticoProvider } from '../PorticoProvider.js'
import { useEvents } from './useEvents.js'
import { usePorticoEvent } from './usePorticoEvent.js'

const successes: PorticoEvent[] = []
function Events() {
  const last = useEvents()
  usePorticoEvent('CONNECT_SUCCESS', (event) => successes.push(event))
  return <p data-testid="last">{last ? `${last.data.type} ${last.timestamp > 0}` : 'none'}</p>
}

const seen: string[] = []
function Listener() {
  usePorticoEvent('MODAL_OPEN', (event) => seen.push(event.type))
  return null
}

test("useEvents: the last of the core's events (spec §7) with its time; usePorticoEvent: each event of a type", async () => {
  const evm = createFakeAdapter('eip155', [{ id: 'w1', address: '0xA', chainId: 31337 }])
  const portico = testInstance({ networks: [testNetwork(31337)], adapters: [evm.adapter] })
  const screen = await render(
    <PorticoProvider instance={portico}>
      <Events />
    </PorticoProvider>,
  )
  await expect.element(screen.getByTestId('last')).toHaveTextContent('none')
  portico.open()
  await expect.element(screen.getByTestId('last')).toHaveTextContent('MODAL_OPEN true')
  portico.close()
  await expect.element(screen.getByTestId('last')).toHaveTextContent('MODAL_CLOSE true')
  await portico.connect({ connectorId: 'w1' })
  await expect.element(screen.getByTestId('last')).toHaveTextContent('CONNECT_SUCCESS true')
  evm.fail('connect:w1')
  await portico.connect({ connectorId: 'w1' }).catch(() => undefined)
  await expect.element(screen.getByTestId('last')).toHaveTextContent('CONNECT_ERROR true')
  await portico.disconnect()
  await expect.element(screen.getByTestId('last')).toHaveTextContent('DISCONNECT_SUCCESS true')
  expect(successes).toEqual([{ type: 'CONNECT_SUCCESS', connectorId: 'w1', address: '0xA' }])
})

test('usePorticoEvent: no call after unmount', async () => {
  const portico = testInstance({ networks: [testNetwork(31337)] })
  const screen = await render(
    <PorticoProvider instance={portico}>
      <Listener />
    </PorticoProvider>,
  )
  portico.open()
  portico.close()
  screen.unmount()
  portico.open()
  expect(seen).toEqual(['MODAL_OPEN'])
})
