import { describe, expect, it } from 'vitest'
import { HttpStatusError } from '../../http/errors.js'
import {
  FetchNameSuggestionsError,
  FetchNamesForAddressError,
  getNameApiErrorReason,
  NameApiError,
  RegisterNameError,
  ResolveNameError,
} from './errors.js'

const body = (description: unknown) => ({ reasons: [{ description }, { description: 'second' }] })

describe('name API errors — spec §8 "Name API errors show the first reason description if present, else a default message"', () => {
  it.each([
    ['a body with reasons', body('Name already taken'), 'Name already taken'],
    [
      'an HTTP error whose body has reasons',
      new HttpStatusError(400, { body: body('Name too short') }),
      'Name too short',
    ],
    [
      'a wrapped HTTP error',
      new Error('register failed', {
        cause: new HttpStatusError(409, { body: body('Name is reserved') }),
      }),
      'Name is reserved',
    ],
    ['no reasons', { error: { code: 'X', message: 'y' } }, undefined],
    ['empty reasons', { reasons: [] }, undefined],
    ['reasons not a list', { reasons: 'nope' }, undefined],
    ['a reason without description', { reasons: [{ code: 1 }] }, undefined],
    ['a blank description', body('  '), undefined],
    ['a non-string description', body(42), undefined],
    [
      'an HTTP error with a text body',
      new HttpStatusError(502, { body: 'bad gateway' }),
      undefined,
    ],
    ['nothing', undefined, undefined],
    ['a string', 'oops', undefined],
  ])('%s', (_case, error, reason) => {
    expect(getNameApiErrorReason(error)).toBe(reason)
  })

  it.each([
    [
      "'Error resolving name'",
      (cause?: unknown) => new ResolveNameError({ cause }),
      'Error resolving name',
    ],
    [
      "'Error fetching name suggestions'",
      (cause?: unknown) => new FetchNameSuggestionsError({ cause }),
      'Error fetching name suggestions',
    ],
    [
      "'Error fetching names for address'",
      (cause?: unknown) => new FetchNamesForAddressError({ cause }),
      'Error fetching names for address',
    ],
    [
      "'Error registering name {name}'",
      (cause?: unknown) => new RegisterNameError('alice', { cause }),
      'Error registering name alice',
    ],
  ])(
    '%s: the default without a reason, the first reason with one',
    (_rule, create, defaultMessage) => {
      const plain = create(new HttpStatusError(500))
      expect(plain).toBeInstanceOf(NameApiError)
      expect(plain.shortMessage).toBe(defaultMessage)
      expect(plain.defaultMessage).toBe(defaultMessage)
      const withReason = create(new HttpStatusError(400, { body: body('Name already taken') }))
      expect(withReason.shortMessage).toBe('Name already taken')
      expect(withReason.defaultMessage).toBe(defaultMessage)
    },
  )

  it('RegisterNameError keeps the name', () => {
    expect(new RegisterNameError('alice').accountName).toBe('alice')
  })
})
