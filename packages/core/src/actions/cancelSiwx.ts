import type { PorticoContext } from '../context.js'
import { disconnect } from './disconnect.js'
import { isSiwxRequired } from './isSiwxRequired.js'
import { closeModal } from './modal.js'

/**
 * Cancel on the sign-in view (spec §4): disconnects when sign-in is required, otherwise closes the
 * modal. (Sessions and the last authenticated network belong to the full sign-in work; until then
 * a required sign-in has no session to keep.)
 */
export async function cancelSiwx(context: PorticoContext): Promise<void> {
  if (isSiwxRequired(context)) return disconnect(context)
  closeModal(context)
}
