import type { PorticoContext } from '../../context.js'

/**
 * The CAIP-2 ids of the chains the Portico API serves (spec §7 "GET v1/supported-chains"), asked
 * once per instance; a failed answer is asked again next time. Without an API (no apiUrl or
 * project id) none is supported.
 */
export function fetchSupportedChains(context: PorticoContext): Promise<readonly string[]> {
  const { apiUrl } = context.stores.options.getState().options
  if (!apiUrl || !context.projectId) return Promise.resolve([])
  const projectId = context.projectId
  if (!context.supportedChains) {
    const asked = import('./readApiSupportedChains.js')
      .then(({ readApiSupportedChains }) => readApiSupportedChains({ apiUrl, projectId }))
      .catch((error: unknown) => {
        if (context.supportedChains === asked) context.supportedChains = undefined
        throw error
      })
    context.supportedChains = asked
  }
  return context.supportedChains
}
