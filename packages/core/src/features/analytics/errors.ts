import { PorticoError, type PorticoErrorParameters } from '../../errors/PorticoError.js'

/** The answer of `/getAnalyticsConfig` does not carry a boolean `isAnalyticsEnabled`. */
export class InvalidAnalyticsConfigError extends PorticoError {
  override name = 'InvalidAnalyticsConfigError'
  static override readonly docsPath: string = '/errors#invalid-analytics-config'
  constructor(parameters: PorticoErrorParameters = {}) {
    super('Invalid analytics configuration', { code: 'INVALID_ANALYTICS_CONFIG', ...parameters })
  }
}
