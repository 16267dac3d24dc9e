import { PorticoError, type PorticoErrorParameters } from './PorticoError.js'

/** An open request was aborted (spec §4), by its caller or because the instance went away. */
export class RequestAbortedError extends PorticoError {
  override name = 'RequestAbortedError'
  static override readonly docsPath: string = '/errors#request-aborted'
  constructor(parameters: PorticoErrorParameters = {}) {
    super('Request was aborted', parameters)
  }
}
