import { NamespaceNotConfiguredError } from '../errors/validation.js'

export type AssertNamespaceConfiguredParameters = {
  /** Namespace of the chain asked for, e.g. `eip155`. */
  namespace: string
  /** Namespaces the dApp configured. */
  configuredNamespaces: readonly string[]
}

/**
 * Throws 'Namespace {ns} is not configured. Please call connect() first with namespace config.'
 * unless the chain's namespace was configured (spec §5).
 */
export function assertNamespaceConfigured({
  namespace,
  configuredNamespaces,
}: AssertNamespaceConfiguredParameters): void {
  if (!configuredNamespaces.includes(namespace)) throw new NamespaceNotConfiguredError(namespace)
}
