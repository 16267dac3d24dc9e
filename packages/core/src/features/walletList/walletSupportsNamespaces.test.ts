import { describe, expect, it } from 'vitest'
import { walletSupportsNamespaces } from './walletSupportsNamespaces.js'

const RULE = 'issue 4: AllWallets lists the wallets of the active namespaces'

describe('walletSupportsNamespaces', () => {
  it.each([
    [['eip155:1', 'eip155:10'], ['eip155'], true],
    [['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'], ['eip155'], false],
    [['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'], ['eip155', 'solana'], true],
    [['bip122'], ['bip122'], true],
    [['cosmos:cosmoshub-4'], ['eip155', 'solana'], false],
    [[], ['eip155'], true],
    [undefined, ['eip155'], true],
  ])(`${RULE} — chains %j with namespaces %j: %s`, (chains, namespaces, expected) => {
    expect(walletSupportsNamespaces({ chains }, namespaces)).toBe(expected)
  })
})
