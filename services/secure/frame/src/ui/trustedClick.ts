/**
 * Runs `handler` on a click of `button` only when the browser itself made the event: a person's
 * click, tap, or Enter/Space on the focused button (`event.isTrusted`). A click dispatched from
 * script (`button.click()`, `dispatchEvent(new MouseEvent('click'))`) is untrusted and ignored.
 * Scripts of the dApp cannot reach this document at all (another origin); this closes the last
 * path — any script of the frame's own origin — to an approval nobody made.
 */
export function onTrustedClick(
  button: HTMLButtonElement,
  handler: (event: MouseEvent) => void,
): void {
  button.addEventListener('click', (event) => {
    if (!event.isTrusted) return
    handler(event)
  })
}
