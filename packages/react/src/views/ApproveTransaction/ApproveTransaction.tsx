import { useT } from '../../hooks/useT.js'

/** The attribute the embedded-wallet bridge looks for to place its frame. */
export const FRAME_SLOT_ATTRIBUTE = 'data-portico-frame-slot'

/**
 * ApproveTransaction: shown while the embedded wallet needs the visitor to approve a request. The
 * embedded wallet's frame is placed into the slot (an element with `data-portico-frame-slot`);
 * until an <iframe> is in it, a loading state shows.
 */
export function ApproveTransaction() {
  const { t } = useT()
  return (
    <div className="approve" data-testid="portico-approve-transaction">
      <style>{approveCss}</style>
      <div
        className="frame-slot"
        {...{ [FRAME_SLOT_ATTRIBUTE]: '' }}
        data-testid="portico-frame-slot"
      />
      <div className="frame-loading center" aria-busy="true" data-testid="portico-frame-loading">
        <span className="spinner small" aria-hidden="true" />
        <p className="muted" role="status">
          {t('approveTransactionLoading')}
        </p>
      </div>
    </div>
  )
}

const approveCss = `
.approve { position: relative; min-height: 120px; }
.frame-slot { width: 100%; }
.frame-slot iframe { display: block; width: 100%; min-height: 320px; border: 0; }
.frame-slot:has(iframe) + .frame-loading { display: none; }
.spinner.small { position: static; width: 20px; height: 20px; border-width: 2px; }
`
