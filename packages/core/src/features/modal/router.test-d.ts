// Type tests of the typed router, checked by `tsc --noEmit -p tsconfig.json` (not run by vitest):
// each view takes its own parameters, and a wrong one does not compile.
import { expectTypeOf } from 'vitest'
import type { PorticoContext } from '../../context.js'
import type { Portico } from '../../instance/Portico.js'
import type {
  RouterEntry,
  RouterParams,
  ViewName,
  ViewWithOptionalParams,
  ViewWithoutParams,
} from '../../state/types.js'
import type { Network } from '../../types/network.js'
import { pushView, replaceView, showView } from './router.js'

declare const portico: Portico
declare const context: PorticoContext
declare const network: Network

// RouterParams names every view, and only views.
expectTypeOf<keyof RouterParams>().toEqualTypeOf<ViewName>()

// Right parameters compile.
portico.modal.pushView({ view: 'ConnectingExternal', data: { connectorId: 'w1' } })
portico.modal.pushView({ view: 'SwapSelectToken', data: { target: 'toToken' } })
portico.modal.pushView({ view: 'SwitchNetwork', data: { network } })
portico.modal.pushView({ view: 'Networks' })
portico.modal.pushView({ view: 'EmailLogin' })
portico.modal.pushView<'ConnectingSocial'>({
  view: 'ConnectingSocial',
  data: { socialProvider: 'google' },
})
portico.open({ view: 'EmailVerifyOtp', data: { email: 'alice@example.org' } })
portico.open({ namespace: 'solana' })
portico.open()
pushView(context, { view: 'ConnectingWalletConnect', data: { connectorId: 'walletConnect' } })
replaceView(context, { view: 'EmailVerifyOtp', data: { email: 'alice@example.org' } })
showView(context, { view: 'BuyInProgress' })

// A parameter of another view does not compile.
// @ts-expect-error SwitchNetwork takes a network, not a connector.
portico.modal.pushView({ view: 'SwitchNetwork', data: { connectorId: 'w1' } })
// @ts-expect-error ConnectingExternal takes a connector id, not a network.
pushView(context, { view: 'ConnectingExternal', data: { network } })
// @ts-expect-error Connect takes no parameters.
portico.modal.pushView({ view: 'Connect', data: { email: 'alice@example.org' } })
// @ts-expect-error EmailLogin's email is a string.
portico.open({ view: 'EmailLogin', data: { email: 42 } })
// @ts-expect-error SwapSelectToken's target is one of the swap's two sides.
showView(context, { view: 'SwapSelectToken', data: { target: 'fromToken' } })
// @ts-expect-error The explicit view fixes the parameters: SwitchNetwork's are not SwapSelectToken's.
portico.modal.pushView<'SwitchNetwork'>({ view: 'SwapSelectToken', data: { target: 'toToken' } })

// Required parameters must be given.
// @ts-expect-error ConnectingExternal needs its connector.
portico.modal.pushView({ view: 'ConnectingExternal' })
// @ts-expect-error ConnectingSocial needs its provider.
replaceView(context, { view: 'ConnectingSocial', data: {} })
// @ts-expect-error SwapSelectToken needs its side.
portico.open({ view: 'SwapSelectToken' })

// An unknown view does not compile.
// @ts-expect-error Not a view of the modal.
portico.modal.pushView({ view: 'Settings' })

// SwitchActiveChain goes on to a view that takes no parameters.
portico.modal.pushView({ view: 'SwitchActiveChain', data: { network, navigateTo: 'Connect' } })
portico.modal.pushView({
  view: 'SwitchActiveChain',
  // @ts-expect-error ConnectingExternal cannot be shown without its connector.
  data: { network, navigateTo: 'ConnectingExternal' },
})

// Reading an entry: `view` narrows `data` to that view's parameters.
declare const entry: RouterEntry
if (entry.view === 'ConnectingExternal')
  expectTypeOf(entry.data.connectorId).toEqualTypeOf<string>()
if (entry.view === 'SwitchNetwork')
  expectTypeOf(entry.data).toEqualTypeOf<RouterParams['SwitchNetwork']>()
if (entry.view === 'Account') expectTypeOf(entry.data).toEqualTypeOf<undefined>()
// @ts-expect-error Without narrowing there is no shared bag to read from.
entry.data?.connectorId

// The views that take nothing, or only optional parameters.
expectTypeOf<'Connect'>().toExtend<ViewWithoutParams>()
expectTypeOf<'EmailLogin'>().not.toExtend<ViewWithoutParams>()
expectTypeOf<'EmailLogin'>().toExtend<ViewWithOptionalParams>()
expectTypeOf<'ConnectingExternal'>().not.toExtend<ViewWithOptionalParams>()
