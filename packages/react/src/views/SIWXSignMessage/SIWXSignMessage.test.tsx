import type { SiwxConfig } from '@portico/core'
import { createFakeAdapter, testInstance, until } from '@portico/core/testing'
import { expect, test } from 'vitest'
import { render } from 'vitest-browser-react'
import { PorticoProvider } from '../../PorticoProvider.js'

/** A personal_sign signature's shape (spec §5: 0x plus at least 62 hex characters). */
const SIGNATURE = `0x${'1b'.repeat(65)}`

const root = () => document.querySelector('portico-modal')?.shadowRoot ?? null
const byTestId = (id: string) => root()?.querySelector<HTMLElement>(`[data-testid="${id}"]`) ?? null
async function find(id: string) {
  await until(() => byTestId(id) !== null, 5_000)
  return byTestId(id) as HTMLElement
}

/** A dApp's sign-in hooks; the signature is released by the test, as a wallet waits for its user. */
function siwx(options: { required?: boolean; refuse?: boolean } = {}) {
  let release: () => void = () => {}
  const config: SiwxConfig = {
    signOut: async () => {},
    getRequired: () => options.required === true,
    createMessage: async ({ accountAddress, chainId }) => ({
      accountAddress,
      chainId,
      domain: 'app.test',
      uri: 'https://app.test',
      version: '1',
      nonce: 'n0nce123',
    }),
    signMessage: () =>
      new Promise<string>((resolve, reject) => {
        release = () => (options.refuse ? reject(new Error('User rejected')) : resolve(SIGNATURE))
      }),
    verify: async ({ signature }) => signature === SIGNATURE,
  }
  return { config, release: () => release() }
}

async function setup(config: SiwxConfig) {
  const evm = createFakeAdapter('eip155', [{ id: 'w1', address: '0xA', chainId: 31337 }])
  const portico = testInstance({
    adapters: [evm.adapter],
    siwx: config,
    metadata: {
      name: 'Test dApp',
      description: '',
      url: 'https://app.test',
      icons: ['javascript:alert(1)'],
    },
  })
  await render(<PorticoProvider instance={portico} />)
  await portico.connect({ connectorId: 'w1' })
  portico.open({ view: 'SIWXSignMessage' })
  await find('portico-siwx')
  return portico
}

test('SIWXSignMessage: the dApp name, the request, Sign and Cancel; an unsafe dApp icon is not shown', async () => {
  const { config } = siwx()
  await setup(config)
  expect(byTestId('portico-siwx-request')?.textContent).toBe(
    'Test dApp needs to connect to your wallet',
  )
  expect(root()?.querySelector('h2')?.textContent).toBe('Sign In')
  expect(byTestId('portico-siwx-app-icon')).toBeNull()
  expect(byTestId('portico-siwx-sign')?.textContent).toBe('Sign')
  expect(byTestId('portico-siwx-cancel')?.textContent).toBe('Cancel')
})

test("SIWXSignMessage: Sign shows 'Approve in your wallet' while the wallet signs, then the modal closes", async () => {
  const { config, release } = siwx()
  const portico = await setup(config)
  ;(await find('portico-siwx-sign')).click()
  expect((await find('portico-siwx-signing')).textContent).toBe('Approve in your wallet')
  expect(byTestId('portico-siwx-sign')?.hasAttribute('disabled')).toBe(true)
  release()
  await until(() => !portico.stores.modal.getState().open)
})

test("SIWXSignMessage: error state — a refused signature shows 'Error signing message' and Sign is offered again", async () => {
  const { config, release } = siwx({ refuse: true })
  const portico = await setup(config)
  ;(await find('portico-siwx-sign')).click()
  await find('portico-siwx-signing')
  release()
  expect((await find('portico-siwx-error')).textContent).toBe('Error signing message')
  expect(portico.stores.modal.getState().open).toBe(true)
  expect(byTestId('portico-siwx-sign')?.hasAttribute('disabled')).toBe(false)
})

test('SIWXSignMessage: when sign-in is required, closing shakes the modal and Cancel disconnects', async () => {
  const { config } = siwx({ required: true })
  const portico = await setup(config)
  expect(byTestId('portico-siwx')?.textContent).toContain('Canceling will disconnect you.')
  ;(await find('portico-close')).click()
  await until(() => byTestId('portico-modal')?.classList.contains('shake') === true)
  expect(portico.stores.modal.getState().open).toBe(true)
  ;(await find('portico-siwx-cancel')).click()
  await until(() => portico.getAccount().status === 'disconnected')
  expect(portico.stores.modal.getState().open).toBe(false)
})

test('SIWXSignMessage: when sign-in is optional, close closes and Cancel keeps the wallet connected', async () => {
  const { config } = siwx()
  const portico = await setup(config)
  ;(await find('portico-siwx-cancel')).click()
  await until(() => !portico.stores.modal.getState().open)
  expect(portico.getAccount().status).toBe('connected')
})
