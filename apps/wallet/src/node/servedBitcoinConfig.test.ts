import { describe, expect, it } from 'vitest'
import { servedBitcoinConfig } from './servedBitcoinConfig.js'

const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'

describe('servedBitcoinConfig', () => {
  it.each([
    ['no bitcoin section', {}],
    [
      'an API URL that is not http(s)',
      { bitcoin: { apiUrl: 'javascript:alert(1)', caipNetworkId: REGTEST } },
    ],
    [
      'a chain that is not bip122',
      { bitcoin: { apiUrl: 'http://127.0.0.1:3002', caipNetworkId: 'eip155:1' } },
    ],
    ['fields of the wrong type', { bitcoin: { apiUrl: 3002, caipNetworkId: REGTEST } }],
  ])('leaves the wallet its defaults on %s', (_, devnet) => {
    expect(servedBitcoinConfig(devnet)).toBeUndefined()
  })

  it("serves devnet.json's Bitcoin network and mnemonic", () => {
    expect(
      servedBitcoinConfig({
        mnemonic: 'test test test test test test test test test test test junk',
        bitcoin: { apiUrl: 'http://127.0.0.1:3802/', caipNetworkId: REGTEST },
      }),
    ).toEqual({
      chains: [{ chain: REGTEST, apiUrl: 'http://127.0.0.1:3802' }],
      mnemonic: 'test test test test test test test test test test test junk',
    })
  })
})
