import { describe, expect, it } from 'vitest'
import { onrampPartnerUserId } from './partnerUserId.js'

const ADDRESS = 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('onrampPartnerUserId: a stable id that does not reveal the address', () => {
  it('32 hex digits, the same for the same project and account (whatever the case), never the address', async () => {
    const id = await onrampPartnerUserId({ projectId: 'p1', caipAddress: ADDRESS })
    expect(id).toMatch(/^[0-9a-f]{32}$/)
    expect(await onrampPartnerUserId({ projectId: 'p1', caipAddress: ADDRESS.toLowerCase() })).toBe(
      id,
    )
    expect(id).not.toContain('f39fd6e5')
  })

  it('differs between projects and between accounts', async () => {
    const id = await onrampPartnerUserId({ projectId: 'p1', caipAddress: ADDRESS })
    expect(await onrampPartnerUserId({ projectId: 'p2', caipAddress: ADDRESS })).not.toBe(id)
    expect(
      await onrampPartnerUserId({ projectId: 'p1', caipAddress: ADDRESS.replace('66', '67') }),
    ).not.toBe(id)
  })
})
