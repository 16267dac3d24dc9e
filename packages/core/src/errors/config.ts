import { ALERTS } from './alerts.js'
import { PorticoError, type PorticoErrorParameters } from './PorticoError.js'

/** createPortico() was called without a project id (spec §5: 'project id not configured'). */
export class ProjectIdNotConfiguredError extends PorticoError {
  override name = 'ProjectIdNotConfiguredError'
  static override readonly docsPath: string = '/errors#project-id-not-configured'
  /** The alert title spec §8 gives this condition. */
  static readonly alert = ALERTS.PROJECT_ID_NOT_CONFIGURED.title
  constructor(parameters: PorticoErrorParameters = {}) {
    super('project id not configured', { code: 'PROJECT_ID_NOT_CONFIGURED', ...parameters })
  }
}

/** Options passed to createPortico() are inconsistent or incomplete. */
export class InvalidConfigurationError extends PorticoError {
  override name = 'InvalidConfigurationError'
  static override readonly docsPath: string = '/errors#invalid-configuration'
  constructor(details: string, parameters: PorticoErrorParameters = {}) {
    super('Invalid configuration', { details, code: 'INVALID_CONFIGURATION', ...parameters })
  }
}
