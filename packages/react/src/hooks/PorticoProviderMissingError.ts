import { PorticoError, type PorticoErrorParameters } from '@portico/core'

/** A Portico hook or component was rendered outside a `<PorticoProvider>`. */
export class PorticoProviderMissingError extends PorticoError {
  override name = 'PorticoProviderMissingError'
  static override readonly docsPath: string = '/errors#portico-provider-missing'
  constructor(parameters: PorticoErrorParameters = {}) {
    super('Portico hooks must be used inside <PorticoProvider>', parameters)
  }
}
