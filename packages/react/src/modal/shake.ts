import { MODAL_SHAKE_MS } from '@portico/core/internal'

/**
 * The shake the modal does instead of closing where it must stay open (core `requestClose`; the
 * modal store's `shake` lasts MODAL_SHAKE_MS). With reduced motion it does not move: its border
 * flashes instead.
 */
export const shakeCss = `
.dialog.shake { animation: portico-shake ${MODAL_SHAKE_MS}ms ease-in-out; }
@keyframes portico-shake {
  10%, 90% { transform: translateX(-1px); }
  20%, 80% { transform: translateX(2px); }
  30%, 50%, 70% { transform: translateX(-4px); }
  40%, 60% { transform: translateX(4px); }
}
@media (prefers-reduced-motion: reduce) {
  .dialog.shake { animation: none; outline: 2px solid var(--portico-error); outline-offset: -2px; }
}
`
