import { createFakeAdapter, testInstance, testNetwork, until } from '@portico/core/testing'
import { beforeAll, expect, test } from 'vitest'
import { render } from 'vitest-browser-react'
import { loadModal } from '../../modal/loadModal.js'
import { VIEWS } from '../../modal/views.js'
import { PorticoProvider } from '../../PorticoProvider.js'

const A = testNetwork(31337, 'eip155', 'Anvil')
const B = testNetwork(31338, 'eip155', 'Anvil B')

const root = () => document.querySelector('portico-modal')?.shadowRoot ?? null
const byTestId = (id: string) => root()?.querySelector<HTMLElement>(`[data-testid="${id}"]`) ?? null
async function find(id: string) {
  await until(() => byTestId(id) !== null, 5_000)
  return byTestId(id) as HTMLElement
}
const views = (portico: ReturnType<typeof testInstance>) =>
  portico.stores.router.getState().history.map((e) => e.view)

/** A wallet whose switch waits for the test to answer, as a real wallet waits for the user. */
async function setup() {
  const evm = createFakeAdapter('eip155', [{ id: 'w1', address: '0xA', chainId: 31337 }])
  let answer: (error?: unknown) => void = () => {}
  evm.adapter.switchNetwork = () =>
    new Promise<void>((resolve, reject) => {
      answer = (error) => (error ? reject(error) : resolve())
    })
  const portico = testInstance({ networks: [A, B], adapters: [evm.adapter] })
  await render(<PorticoProvider instance={portico} />)
  await portico.connect({ connectorId: 'w1' })
  portico.open()
  portico.modal.pushView({ view: 'Networks' })
  ;(await find('portico-network-eip155:31338')).click()
  await find('portico-switch-network')
  return { portico, answer: (error?: unknown) => answer(error) }
}

// The modal and the two views load lazily; on a loaded machine the browser's first transform of
// their modules took longer than a view's 5 s wait (a CI run). Loaded once here, each test's waits
// measure the views, not the first load.
beforeAll(async () => {
  const preload = (view: 'Networks' | 'SwitchNetwork') =>
    (VIEWS[view].component as unknown as { preload: () => Promise<unknown> }).preload()
  await Promise.all([loadModal(), preload('Networks'), preload('SwitchNetwork')])
}, 60_000)

const rejected = () => Object.assign(new Error('User rejected'), { code: 4001 })

test("SwitchNetwork: 'Approve in your wallet' while the wallet switches, then back to Networks on the new network", async () => {
  const { portico, answer } = await setup()
  expect((await find('portico-switch-approve')).textContent).toBe('Approve in your wallet')
  expect(root()?.querySelector('h2')?.textContent).toBe('Switch Network')
  answer()
  await until(() => views(portico).at(-1) === 'Networks')
  expect(portico.stores.chains.getState().activeNetwork.caipNetworkId).toBe('eip155:31338')
  expect(byTestId('portico-network-eip155:31338')?.getAttribute('aria-current')).toBe('true')
})

test('SwitchNetwork: a switch declined in the wallet shows the error and Try again, which asks again', async () => {
  const { portico, answer } = await setup()
  answer(rejected())
  expect((await find('portico-switch-declined')).textContent).toBe('Switch declined')
  expect(views(portico)).toEqual(['Account', 'Networks', 'SwitchNetwork'])
  ;(await find('portico-switch-retry')).click()
  await find('portico-switch-approve')
  answer()
  await until(() => views(portico).at(-1) === 'Networks')
  expect(portico.stores.chains.getState().activeNetwork.caipNetworkId).toBe('eip155:31338')
})

test("SwitchNetwork: any other failure goes back ('on failure go back') and says so in a toast", async () => {
  const { portico, answer } = await setup()
  answer(Object.assign(new Error('wallet exploded'), { code: -32603 }))
  await until(() => views(portico).at(-1) === 'Networks')
  expect((await find('portico-toast')).textContent).toContain('Could not switch to Anvil B')
  expect(portico.stores.chains.getState().activeNetwork.caipNetworkId).toBe('eip155:31337')
})

test("SwitchNetwork: opened without a network, it says 'Network not found'", async () => {
  const portico = testInstance({
    networks: [A, B],
    adapters: [createFakeAdapter('eip155', []).adapter],
  })
  await render(<PorticoProvider instance={portico} />)
  portico.open({ view: 'SwitchNetwork' })
  expect((await find('portico-switch-network-missing')).textContent).toBe('Network not found')
})
