// Type tests of the view registry, checked by `tsc --noEmit -p tsconfig.json` (not run by vitest):
// every view has an entry, and each view's component takes that view's parameters.
import type { Network, ViewName } from '@portico/core'
import { expectTypeOf } from 'vitest'
import type { ViewProps } from './ViewProps.js'
import { VIEWS, type ViewDefinition } from './views.js'

// The registry names every view, with no fallback for a missing one.
expectTypeOf<keyof typeof VIEWS>().toEqualTypeOf<ViewName>()
const { Connect: _connect, ...withoutConnect } = VIEWS
// @ts-expect-error A registry without Connect is not a registry.
export const incomplete: typeof VIEWS = withoutConnect

// A view receives its own parameters.
expectTypeOf<ViewProps<'ConnectingExternal'>['data']>().toEqualTypeOf<{ connectorId: string }>()
expectTypeOf<ViewProps<'SwapSelectToken'>['data']>().toEqualTypeOf<{
  target: 'sourceToken' | 'toToken'
}>()
expectTypeOf<ViewProps<'SwitchNetwork'>['data']>().toEqualTypeOf<
  { network?: Network | undefined } | undefined
>()
expectTypeOf<ViewProps<'Connect'>['data']>().toEqualTypeOf<undefined>()

// A component written for another view's parameters does not fit.
export const switchNetwork: ViewDefinition<'SwitchNetwork'> = {
  title: 'switchNetwork',
  // @ts-expect-error SwitchNetwork's component receives a network, not a connector id.
  component: ({ data }: { data: { connectorId: string } }) => <p>{data.connectorId}</p>,
}
