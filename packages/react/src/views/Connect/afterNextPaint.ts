/** Where frames are not drawn (a hidden tab, no requestAnimationFrame): the task runs after this. */
const NO_FRAME_TIMEOUT_MS = 100

/**
 * Runs `task` in a task of its own once the browser has drawn the next frame (a timeout started
 * from a requestAnimationFrame callback runs after that frame's paint), or after 100 ms where no
 * frame comes; returns a function that cancels it. For work a view starts on mount that need not
 * hold up its first frame (requests, module imports).
 */
export function afterNextPaint(task: () => void): () => void {
  let done = false
  let timer: ReturnType<typeof setTimeout> | undefined
  const run = () => {
    if (done) return
    done = true
    task()
  }
  const frame =
    typeof requestAnimationFrame === 'function'
      ? requestAnimationFrame(() => {
          timer = setTimeout(run, 0)
        })
      : undefined
  const fallback = setTimeout(run, NO_FRAME_TIMEOUT_MS)
  return () => {
    done = true
    if (frame !== undefined) cancelAnimationFrame(frame)
    clearTimeout(timer)
    clearTimeout(fallback)
  }
}
