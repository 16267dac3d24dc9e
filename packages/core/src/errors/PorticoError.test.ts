import { describe, expect, it } from 'vitest'
import { ConnectionRejectedError, FailedToConnectError } from '../features/connect/errors.js'
import { ProjectIdNotConfiguredError } from './config.js'
import { PorticoError } from './PorticoError.js'

describe('PorticoError', () => {
  it.each([
    ['spec §8: connection rejected', new ConnectionRejectedError(), 'Connection rejected', 4001],
    ['spec §8: failed to connect', new FailedToConnectError(), 'Failed to connect', undefined],
    [
      'spec §5: project id required',
      new ProjectIdNotConfiguredError(),
      'project id not configured',
      'PROJECT_ID_NOT_CONFIGURED',
    ],
  ])('%s', (_rule, error, shortMessage, code) => {
    expect(error).toBeInstanceOf(PorticoError)
    expect(error.shortMessage).toBe(shortMessage)
    expect(error.code).toBe(code)
  })

  it('adds details from the cause to the message, not the short message', () => {
    const error = new FailedToConnectError({ cause: new Error('socket closed') })
    expect(error.shortMessage).toBe('Failed to connect')
    expect(error.message).toMatchInlineSnapshot(`
      "Failed to connect

      Details: socket closed"
    `)
  })

  it('walks the cause chain', () => {
    const root = Object.assign(new Error('user rejected'), { code: 4001 })
    const error = new FailedToConnectError({ cause: new ConnectionRejectedError({ cause: root }) })
    expect(error.walk()).toBe(root)
    expect(error.walk((e) => e instanceof ConnectionRejectedError)).toBeInstanceOf(
      ConnectionRejectedError,
    )
    expect(error.walk((e) => e === 'nothing')).toBeNull()
  })

  it.each([
    ['no predicate: the non-Error cause at the end', undefined, 'root'],
    ['a predicate matching it', (e: unknown) => !(e instanceof Error), 'root'],
    ['a predicate matching nothing', () => false, null],
  ])('walks to a cause that is no Error (%s)', (_case, predicate, expected) => {
    const root = { code: 4001 }
    const error = new FailedToConnectError({ cause: root })
    expect(error.walk(predicate)).toBe(expected === 'root' ? root : null)
  })
})
