import { describe, expect, it } from 'vitest'
import { NamespaceNotConfiguredError } from '../errors/validation.js'
import { assertNamespaceConfigured } from './assertNamespaceConfigured.js'

const RULE =
  "spec §5: Chain must belong to a configured namespace ('Namespace ... is not configured. Please call connect() first with namespace config.')"

describe('assertNamespaceConfigured', () => {
  it.each([
    [RULE, 'eip155 configured', 'eip155', ['eip155'], undefined],
    [RULE, 'solana among two', 'solana', ['eip155', 'solana'], undefined],
    [
      RULE,
      'solana not configured',
      'solana',
      ['eip155'],
      'Namespace solana is not configured. Please call connect() first with namespace config.',
    ],
    [
      RULE,
      'nothing configured',
      'eip155',
      [],
      'Namespace eip155 is not configured. Please call connect() first with namespace config.',
    ],
  ])('%s — %s', (_rule, _case, namespace, configuredNamespaces, message) => {
    const run = () => assertNamespaceConfigured({ namespace, configuredNamespaces })
    if (message === undefined) expect(run).not.toThrow()
    else {
      expect(run).toThrow(NamespaceNotConfiguredError)
      expect(run).toThrow(message)
    }
  })
})
