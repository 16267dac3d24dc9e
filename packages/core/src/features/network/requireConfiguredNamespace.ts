import type { PorticoContext } from '../../context.js'
import type { NamespaceNotConfiguredError } from '../../errors/validation.js'
import { assertNamespaceConfigured } from '../../validation/assertNamespaceConfigured.js'
import { configuredNamespaces } from './configuredNamespaces.js'

/**
 * Throws 'Namespace {namespace} is not configured. Please call connect() first with namespace
 * config.' (spec §5) unless the dApp configured `namespace` (a network of it). The flows
 * that ask for a chain call it first: switching network or namespace, opening on a namespace,
 * connecting a wallet in one.
 */
export function requireConfiguredNamespace(context: PorticoContext, namespace: string): void {
  assertNamespaceConfigured({ namespace, configuredNamespaces: configuredNamespaces(context) })
}

/** `requireConfiguredNamespace`: the dApp configured no network of the namespace. */
export type RequireConfiguredNamespaceErrorType = NamespaceNotConfiguredError
