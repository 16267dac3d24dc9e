import { describe, expect, it } from 'vitest'
import { UnexpectedApiAnswerError } from './request.js'

describe('UnexpectedApiAnswerError', () => {
  it('names the path whose answer was refused', () => {
    const error = new UnexpectedApiAnswerError('/v1/onramp/quote')
    expect(error.path).toBe('/v1/onramp/quote')
    expect(error.shortMessage).toBe('The API answered /v1/onramp/quote in an unexpected shape')
    expect(error.docsPath).toBe('/errors#unexpected-api-answer')
  })
})
