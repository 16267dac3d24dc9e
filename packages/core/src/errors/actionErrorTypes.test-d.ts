import { describe, expectTypeOf, it } from 'vitest'
import type {
  AccountActions,
  AccountActionsErrorTypes,
  ActivityActions,
  ActivityActionsErrorTypes,
  ConnectionActions,
  ConnectionActionsErrorTypes,
  EmailActions,
  EmailActionsErrorTypes,
  EmbeddedWalletActions,
  EmbeddedWalletActionsErrorTypes,
  NamesActions,
  NamesActionsErrorTypes,
  NetworkActions,
  NetworkActionsErrorTypes,
  OnrampActions,
  OnrampActionsErrorTypes,
  SendActions,
  SendActionsErrorTypes,
  SiwxActions,
  SiwxActionsErrorTypes,
  SocialActions,
  SocialActionsErrorTypes,
  SwapActions,
  SwapActionsErrorTypes,
  ThemeActions,
  ThemeActionsErrorTypes,
} from '../index.js'
import type { PorticoError } from './PorticoError.js'

// Every method of a namespace has its ErrorType (docs/errors.md), and each is a PorticoError.
describe('every namespace method names what it throws', () => {
  it('one entry per method', () => {
    expectTypeOf<keyof AccountActionsErrorTypes>().toEqualTypeOf<keyof AccountActions>()
    expectTypeOf<keyof ActivityActionsErrorTypes>().toEqualTypeOf<keyof ActivityActions>()
    expectTypeOf<keyof ConnectionActionsErrorTypes>().toEqualTypeOf<keyof ConnectionActions>()
    expectTypeOf<keyof EmailActionsErrorTypes>().toEqualTypeOf<keyof EmailActions>()
    expectTypeOf<keyof EmbeddedWalletActionsErrorTypes>().toEqualTypeOf<
      keyof EmbeddedWalletActions
    >()
    expectTypeOf<keyof NamesActionsErrorTypes>().toEqualTypeOf<keyof NamesActions>()
    expectTypeOf<keyof NetworkActionsErrorTypes>().toEqualTypeOf<keyof NetworkActions>()
    expectTypeOf<keyof OnrampActionsErrorTypes>().toEqualTypeOf<keyof OnrampActions>()
    expectTypeOf<keyof SendActionsErrorTypes>().toEqualTypeOf<keyof SendActions>()
    expectTypeOf<keyof SiwxActionsErrorTypes>().toEqualTypeOf<keyof SiwxActions>()
    expectTypeOf<keyof SocialActionsErrorTypes>().toEqualTypeOf<keyof SocialActions>()
    expectTypeOf<keyof SwapActionsErrorTypes>().toEqualTypeOf<keyof SwapActions>()
    expectTypeOf<keyof ThemeActionsErrorTypes>().toEqualTypeOf<keyof ThemeActions>()
  })

  it('each is a PorticoError (or never)', () => {
    type All =
      | AccountActionsErrorTypes
      | ActivityActionsErrorTypes
      | ConnectionActionsErrorTypes
      | EmailActionsErrorTypes
      | EmbeddedWalletActionsErrorTypes
      | NamesActionsErrorTypes
      | NetworkActionsErrorTypes
      | OnrampActionsErrorTypes
      | SendActionsErrorTypes
      | SiwxActionsErrorTypes
      | SocialActionsErrorTypes
      | SwapActionsErrorTypes
      | ThemeActionsErrorTypes
    type Each<T> = T extends unknown ? T[keyof T] : never
    expectTypeOf<Each<All>>().toExtend<PorticoError>()
  })
})
