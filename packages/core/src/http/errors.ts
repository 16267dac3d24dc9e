import { PorticoError, type PorticoErrorParameters } from '../errors/PorticoError.js'

/** A non-OK HTTP answer (spec §7: 'HTTP status code: {status}'). */
export class HttpStatusError extends PorticoError {
  override name = 'HttpStatusError'
  static override readonly docsPath: string = '/errors#http-status'
  readonly status: number
  /** Seconds the server asked to wait (Retry-After), when it said. */
  readonly retryAfterS: number | undefined
  /** The parsed JSON body, when the server sent one. */
  readonly body: unknown
  constructor(
    status: number,
    parameters: PorticoErrorParameters & { retryAfterS?: number | undefined; body?: unknown } = {},
  ) {
    super(`HTTP status code: ${status}`, { code: status, ...parameters })
    this.status = status
    this.retryAfterS = parameters.retryAfterS
    this.body = parameters.body
  }
}

/** The request could not be made or did not finish (network down, timeout, abort). */
export class HttpRequestError extends PorticoError {
  override name = 'HttpRequestError'
  static override readonly docsPath: string = '/errors#http-request'
  constructor(parameters: PorticoErrorParameters = {}) {
    super('HTTP request failed.', parameters)
  }
}

/** The request took longer than its timeout. */
export class HttpTimeoutError extends PorticoError {
  override name = 'HttpTimeoutError'
  static override readonly docsPath: string = '/errors#http-timeout'
  constructor(parameters: PorticoErrorParameters = {}) {
    super('The request took too long to respond.', parameters)
  }
}
