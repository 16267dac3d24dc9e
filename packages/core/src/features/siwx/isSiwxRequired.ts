import type { PorticoContext } from '../../context.js'

/** Whether the dApp requires sign-in with wallet (its `siwx.getRequired()`); false without SIWX. */
export function isSiwxRequired(context: PorticoContext): boolean {
  const { siwx } = context.stores.options.getState().options
  return Boolean(siwx?.getRequired?.())
}
