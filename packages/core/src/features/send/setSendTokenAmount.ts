import type { PorticoContext } from '../../context.js'

/**
 * Sets the amount to send, in whole tokens as typed ("1.5"); '' or undefined clears it. Kept as a
 * string so that it is sent exactly (see `parseTokenAmount`).
 */
export function setSendTokenAmount(context: PorticoContext, amount: string | undefined): void {
  context.stores.send.setState({ sendTokenAmount: amount?.trim() ? amount.trim() : undefined })
}
