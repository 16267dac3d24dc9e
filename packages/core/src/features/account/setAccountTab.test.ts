import { describe, expect, it } from 'vitest'
import { createFakeAdapter, testInstance } from '../../testing/index.js'

describe('account tabs (spec §2 "Account tabs: Tokens, NFTs, Activity")', () => {
  it("the open tab is the account's currentTab (spec §3) and survives a disconnect (spec §4 reset)", async () => {
    const evm = createFakeAdapter('eip155', [{ id: 'w1', address: '0xA', chainId: 31337 }])
    const portico = testInstance({ adapters: [evm.adapter] })
    portico.mount()
    await portico.connect({ connectorId: 'w1' })
    expect(portico.getAccount().currentTab).toBe('Tokens')
    portico.account.setTab({ tab: 'Activity' })
    expect(portico.getAccount().currentTab).toBe('Activity')
    await portico.disconnect()
    expect(portico.getAccount().currentTab).toBe('Activity')
  })
})
