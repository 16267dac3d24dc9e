import { PorticoError, type PorticoErrorParameters } from '../../errors/PorticoError.js'

/** Email login asked for again within the cooldown (spec §5, §8). */
export class EmailLoginCooldownError extends PorticoError {
  override name = 'EmailLoginCooldownError'
  static override readonly docsPath: string = '/errors#email-login-cooldown'
  /** Whole seconds, rounded up, before email login may be tried again. */
  readonly secondsLeft: number
  constructor(secondsLeft: number, parameters: PorticoErrorParameters = {}) {
    super(`Please try again after ${secondsLeft} seconds`, {
      code: 'EMAIL_LOGIN_COOLDOWN',
      ...parameters,
    })
    this.secondsLeft = secondsLeft
  }
}

/** An email address that is not one (spec §5 "Embedded-login payloads: email valid"). */
export class InvalidEmailError extends PorticoError {
  override name = 'InvalidEmailError'
  static override readonly docsPath: string = '/errors#invalid-email'
  constructor(parameters: PorticoErrorParameters = {}) {
    super('Invalid email', { code: 'INVALID_EMAIL', ...parameters })
  }
}
