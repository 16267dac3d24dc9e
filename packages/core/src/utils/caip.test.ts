import { describe, expect, it } from 'vitest'
import { InvalidCaipAddressError, InvalidCaipNetworkIdError } from '../errors/validation.js'
import { parseCaipAddress, parseCaipNetworkId } from './caip.js'

describe('CAIP parse errors are their own PorticoError kinds (spec §5)', () => {
  it.each(['eip155:1', 'eip155::0xabc', 'unknown:1:0xabc', 'eip155:1:0xabc:extra'])(
    "'%s' is no CAIP-10 address",
    (input) => {
      expect(() => parseCaipAddress(input)).toThrow(InvalidCaipAddressError)
      expect(() => parseCaipAddress(input)).toThrow(expect.objectContaining({ details: input }))
    },
  )

  it.each(['eip155', 'eip155:', 'unknown:1', 'eip155:1:0xabc'])(
    "'%s' is no CAIP-2 network id",
    (input) => {
      expect(() => parseCaipNetworkId(input)).toThrow(InvalidCaipNetworkIdError)
    },
  )
})
