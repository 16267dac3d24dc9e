import { expect, test } from 'vitest'
import { afterNextPaint } from './afterNextPaint.js'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

test('afterNextPaint: the task runs in a later task, after the next frame has begun (not inside the caller), or after 100 ms where no frame came', async () => {
  const order: string[] = []
  let frameAt = Number.NaN
  let taskAt = Number.NaN
  requestAnimationFrame(() => {
    frameAt = performance.now()
    order.push('frame')
  })
  const scheduledAt = performance.now()
  const done = new Promise<void>((resolve) =>
    afterNextPaint(() => {
      taskAt = performance.now()
      order.push('task')
      resolve()
    }),
  )
  order.push('caller')
  await done
  expect(order[0]).toBe('caller')
  // A loaded machine may draw no frame for a while: then the fallback runs the task, never sooner
  // than 100 ms. Either way it never runs before a frame that came in time.
  if (order[1] === 'frame') expect(taskAt).toBeGreaterThanOrEqual(frameAt)
  else expect(taskAt - scheduledAt).toBeGreaterThanOrEqual(100)
})

test('afterNextPaint: a cancelled task never runs (neither after the frame nor by the fallback timeout)', async () => {
  let ran = false
  const cancel = afterNextPaint(() => {
    ran = true
  })
  cancel()
  await sleep(250)
  expect(ran).toBe(false)
})

test('afterNextPaint: the task runs once, although both the frame and the fallback timeout come', async () => {
  let runs = 0
  afterNextPaint(() => {
    runs++
  })
  await sleep(250)
  expect(runs).toBe(1)
})
