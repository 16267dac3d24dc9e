import { describe, expect, test } from 'vitest'
import { readSwapFee } from './readSwapFee.js'

const RECIPIENT = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

describe('readSwapFee: PORTICO_SWAP_FEE_BPS default 0, at most 1000; a recipient when above 0', () => {
  test.each([
    { env: {}, fee: { bps: 0 } },
    { env: { PORTICO_SWAP_FEE_BPS: '' }, fee: { bps: 0 } },
    { env: { PORTICO_SWAP_FEE_BPS: '0', PORTICO_SWAP_FEE_RECIPIENT: RECIPIENT }, fee: { bps: 0 } },
    {
      env: { PORTICO_SWAP_FEE_BPS: '30', PORTICO_SWAP_FEE_RECIPIENT: RECIPIENT.toLowerCase() },
      fee: { bps: 30, recipient: RECIPIENT },
    },
    {
      env: { PORTICO_SWAP_FEE_BPS: '1000', PORTICO_SWAP_FEE_RECIPIENT: RECIPIENT },
      fee: { bps: 1000, recipient: RECIPIENT },
    },
  ])('$env → $fee', ({ env, fee }) => {
    expect(readSwapFee(env)).toEqual(fee)
  })

  test.each([
    {
      env: { PORTICO_SWAP_FEE_BPS: '1001', PORTICO_SWAP_FEE_RECIPIENT: RECIPIENT },
      error: /0 to 1000/,
    },
    { env: { PORTICO_SWAP_FEE_BPS: '-1' }, error: /0 to 1000/ },
    { env: { PORTICO_SWAP_FEE_BPS: '2.5' }, error: /whole number/ },
    { env: { PORTICO_SWAP_FEE_BPS: 'ten' }, error: /whole number/ },
    { env: { PORTICO_SWAP_FEE_BPS: '30' }, error: /PORTICO_SWAP_FEE_RECIPIENT must name/ },
    {
      env: { PORTICO_SWAP_FEE_BPS: '30', PORTICO_SWAP_FEE_RECIPIENT: 'alice.eth' },
      error: /must be an 0x address/,
    },
  ])('refuses $env', ({ env, error }) => {
    expect(() => readSwapFee(env)).toThrow(error)
  })
})
