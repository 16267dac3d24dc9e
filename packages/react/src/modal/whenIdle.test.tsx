import { expect, test } from 'vitest'
import { whenIdle } from './whenIdle.js'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

test('whenIdle: the task runs later, once the browser is idle (not inside the caller)', async () => {
  const order: string[] = []
  const done = new Promise<void>((resolve) =>
    whenIdle(() => {
      order.push('task')
      resolve()
    }),
  )
  order.push('caller')
  await done
  expect(order).toEqual(['caller', 'task'])
})

test('whenIdle: a cancelled task never runs', async () => {
  let ran = false
  const cancel = whenIdle(() => {
    ran = true
  })
  cancel()
  await sleep(300)
  expect(ran).toBe(false)
})
