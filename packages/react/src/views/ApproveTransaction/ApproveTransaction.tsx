import { FrameSlot } from '../../ui/FrameSlot.js'

export { FRAME_SLOT_ATTRIBUTE } from '../../ui/FrameSlot.js'

/**
 * ApproveTransaction: shown while the embedded wallet needs the visitor to approve a request
 * (personal_sign, typed data, a transaction …). The approval screen is the secure origin's own,
 * in its frame, placed over this view's slot (FrameSlot): only a click there approves, so the dApp
 * cannot approve on the visitor's behalf. Until the frame is over the slot a loading state shows.
 */
export function ApproveTransaction() {
  return (
    <div className="approve" data-testid="portico-approve-transaction">
      <FrameSlot view="ApproveTransaction" />
    </div>
  )
}
