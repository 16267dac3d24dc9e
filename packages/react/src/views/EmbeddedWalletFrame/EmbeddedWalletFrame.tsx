import { FrameSlot } from '../../ui/FrameSlot.js'

/**
 * EmbeddedWalletFrame: the embedded wallet's own screens that are not an approval — 'Protect your
 * wallet' and 'Unlock your wallet' (the recovery secret), 'Export private key' — drawn by the
 * secure origin's frame over this view's slot while it asks to be shown (FrameShow
 * EmbeddedWalletFrame). Closing the modal hides the frame and aborts its open requests (core).
 */
export function EmbeddedWalletFrame() {
  return (
    <div data-testid="portico-embedded-wallet-frame">
      <FrameSlot view="EmbeddedWalletFrame" />
    </div>
  )
}
