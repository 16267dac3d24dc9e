import { PorticoError, type PorticoErrorParameters } from './PorticoError.js'

/** An open request was aborted (spec §4), by its caller or because the instance went away. */
export class RequestAbortedError extends PorticoError {
  override name = 'RequestAbortedError'
  static override readonly docsPath: string = '/errors#request-aborted'
  constructor(parameters: PorticoErrorParameters = {}) {
    super('Request was aborted', parameters)
  }
}

/**
 * A Portico API answered with a body of another shape than the one expected:
 * 'The API answered {path} in an unexpected shape'.
 */
export class UnexpectedApiAnswerError extends PorticoError {
  override name = 'UnexpectedApiAnswerError'
  static override readonly docsPath: string = '/errors#unexpected-api-answer'
  /** The API path whose answer was refused, e.g. `/v1/onramp/quote`. */
  readonly path: string
  constructor(path: string, parameters: PorticoErrorParameters = {}) {
    super(`The API answered ${path} in an unexpected shape`, parameters)
    this.path = path
  }
}
