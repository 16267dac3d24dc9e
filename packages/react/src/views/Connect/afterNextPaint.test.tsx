import { expect, test } from 'vitest'
import { afterNextPaint } from './afterNextPaint.js'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

test('afterNextPaint: the task runs in a later task, after the next frame has begun (not inside the caller)', async () => {
  const order: string[] = []
  requestAnimationFrame(() => order.push('frame'))
  const done = new Promise<void>((resolve) =>
    afterNextPaint(() => {
      order.push('task')
      resolve()
    }),
  )
  order.push('caller')
  await done
  expect(order).toEqual(['caller', 'frame', 'task'])
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
