// Type tests of the public instance (checked by `tsc --noEmit -p tsconfig.json`, the `types` step
// of `npm test`): a line marked @ts-expect-error that compiles fails the check.
import { expectTypeOf } from 'vitest'
import { createPortico } from '../createPortico.js'
import type { SwapQuote } from '../features/swap/SwapState.js'
import type { ModalState } from '../state/types.js'
import type { Portico, ReadonlyStore } from './Portico.js'

declare const portico: Portico

// createPortico returns the written type, not an inferred one.
expectTypeOf(createPortico).returns.toEqualTypeOf<Portico>()

// A dApp reads and subscribes to the stores; it cannot write them.
expectTypeOf(portico.stores.modal).toEqualTypeOf<ReadonlyStore<ModalState>>()
// @ts-expect-error — writes stay internal
portico.stores.modal.setState({ open: true })
portico._internal.stores.modal.setState({ open: true })

// One parameters object per method, never positional arguments.
portico.send.setAmount({ amount: '1.5' })
// @ts-expect-error — positional
portico.send.setAmount('1.5')
portico.account.canSwitchType({ namespace: 'eip155', accountType: 'eoa' })
// @ts-expect-error — positional
portico.account.canSwitchType('eip155', 'eoa')
portico.getAccount({ namespace: 'solana' })
// @ts-expect-error — positional
portico.getAccount('solana')

// Features are namespaces on the instance; each method says what it returns.
expectTypeOf(portico.swap.fetchQuote).returns.resolves.toEqualTypeOf<SwapQuote | undefined>()
expectTypeOf(portico.names.canRegister).returns.toEqualTypeOf<boolean>()
expectTypeOf(portico.onramp.reset).returns.toEqualTypeOf<void>()
// @ts-expect-error — the flat names of 0.1 are gone (CHANGELOG.md)
portico.fetchSwapQuote()
