import { expect, it } from 'vitest'
import { testInstance } from '../../testing.js'

it("the alert shown without a project id ('Project ID Not Configured', spec §8) can be dismissed", () => {
  const portico = testInstance({ projectId: '' })
  expect(portico.stores.alert.getState().alert?.title).toBe('Project ID Not Configured')
  portico.dismissAlert()
  expect(portico.stores.alert.getState().alert).toBeUndefined()
})
