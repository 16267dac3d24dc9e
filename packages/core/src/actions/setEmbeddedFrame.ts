import type { PorticoContext } from '../context.js'
import type { EmbeddedFrameState, ViewName } from '../state/types.js'
import { closeModal, openModal } from './modal.js'
import { goBack, pushView } from './router.js'

const FRAME_VIEWS: readonly ViewName[] = ['ApproveTransaction', 'EmbeddedWalletFrame']

/**
 * The embedded wallet's frame asked to be shown or hidden (FrameShow / FrameHide). Shown: the
 * modal opens (or stays open) on the view the frame names, whose slot the frame is placed over.
 * Hidden: that view is left — back to the view before it, or the modal closes when the frame's
 * view was all it showed.
 */
export function setEmbeddedFrame(context: PorticoContext, state: EmbeddedFrameState): void {
  const { stores } = context
  stores.embeddedFrame.setState({
    visible: state.visible,
    view: state.visible ? state.view : undefined,
  })
  const top = stores.router.getState().history.at(-1)
  if (state.visible && state.view) {
    if (!stores.modal.getState().open) openModal(context, { view: state.view })
    if (stores.router.getState().history.at(-1)?.view !== state.view)
      pushView(context, { view: state.view })
    return
  }
  if (!top || !FRAME_VIEWS.includes(top.view) || !stores.modal.getState().open) return
  if (!goBack(context)) closeModal(context)
}
