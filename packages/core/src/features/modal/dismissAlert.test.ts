import { expect, it } from 'vitest'
import { testInstance } from '../../testing/index.js'

it("the alert shown without a project id ('Project ID Not Configured', spec §8) can be dismissed", () => {
  const portico = testInstance({ projectId: '' })
  expect(portico.stores.alert.getState().alert?.title).toBe('Project ID Not Configured')
  portico.modal.dismissAlert()
  expect(portico.stores.alert.getState().alert).toBeUndefined()
})
