import { PorticoError, type PorticoErrorParameters } from './PorticoError.js'

/** A failure with no more specific message for the user (the cause says what happened). */
export class UnknownError extends PorticoError {
  override name = 'UnknownError'
  static override readonly docsPath: string = '/errors#unknown'
  constructor(parameters: PorticoErrorParameters = {}) {
    super('Something went wrong', parameters)
  }
}

/**
 * A service answered with an error but said nothing the user could act on.
 *
 * @deprecated Portico raises it nowhere: every service error it reads has a class of its own
 * (HttpStatusError, ConvertApiError, NameApiError, …) and a failure with no better message is
 * UnknownError. It stays for spec §8's catalogue and goes in the next breaking release.
 */
export class GenericError extends PorticoError {
  override name = 'GenericError'
  static override readonly docsPath: string = '/errors#generic'
  constructor(parameters: PorticoErrorParameters = {}) {
    super('An error occurred', parameters)
  }
}
