import type { PorticoContext } from '../../context.js'
import type { ConvertApiParameters } from './convertApi.js'
import { SwapApiNotConfiguredError } from './errors.js'

/** The convert API parameters of an instance (its API URL and project); throws without an API. */
export function swapApiParameters(
  context: PorticoContext,
  signal?: AbortSignal | undefined,
): ConvertApiParameters {
  const { apiUrl } = context.stores.options.getState().options
  if (!apiUrl || !context.projectId) throw new SwapApiNotConfiguredError()
  return { apiUrl, projectId: context.projectId, signal }
}
