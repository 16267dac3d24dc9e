import { expect, it } from 'vitest'
import { createFakeAdapter, testInstance, testNetwork } from '../../testing/index.js'

it('isSwitchingNetwork is up while the wallet is asked to switch, and down after, even on refusal', async () => {
  const fake = createFakeAdapter('eip155', [{ id: 'a', address: '0xA', chainId: 31337 }])
  const portico = testInstance({ adapters: [fake.adapter] })
  portico.mount()
  await portico.connect({ connectorId: 'a' })
  const seen: boolean[] = []
  portico.stores.chains.subscribe((s, p) => {
    if (s.isSwitchingNetwork !== p.isSwitchingNetwork) seen.push(Boolean(s.isSwitchingNetwork))
  })
  await portico.switchNetwork({ network: testNetwork(31338) })
  expect(seen).toEqual([true, false])
  expect(fake.calls).toContain('switchNetwork:a:31338')
  fake.fail('switchNetwork:a')
  await expect(portico.switchNetwork({ network: testNetwork(31337) })).rejects.toThrow()
  expect(seen).toEqual([true, false, true, false])
  expect(portico.stores.chains.getState().activeNetwork.id).toBe(31338)
})
