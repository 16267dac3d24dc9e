import { CHAIN_NAMESPACES } from '@portico/core/internal'
import { describe, expect, it } from 'vitest'
import { NAMESPACE_EVENTS, NAMESPACE_METHODS } from './namespaceMethods.js'

describe('method lists requested on connect (spec §7 "Supported method lists per namespace (eip155, solana, bip122) are requested on connect")', () => {
  it('covers every namespace Portico knows, each list without duplicates', () => {
    expect(Object.keys(NAMESPACE_METHODS).sort()).toEqual([...CHAIN_NAMESPACES].sort())
    for (const methods of Object.values(NAMESPACE_METHODS))
      expect(new Set(methods).size).toBe(methods.length)
  })

  it.each([
    // spec §7 "Wallet RPC and provider: … personal_sign, solana_signMessage"
    ['eip155', 'personal_sign'],
    ['eip155', 'eth_sendTransaction'],
    // spec §6 not-safe methods that need the wallet
    ['eip155', 'eth_signTypedData_v4'],
    ['eip155', 'wallet_sendCalls'],
    ['eip155', 'wallet_grantPermissions'],
    ['eip155', 'wallet_revokePermissions'],
    // spec §7 "wallet_switchEthereumChain, wallet_addEthereumChain"
    ['eip155', 'wallet_switchEthereumChain'],
    ['eip155', 'wallet_addEthereumChain'],
    ['solana', 'solana_signMessage'],
    ['solana', 'solana_signTransaction'],
    ['solana', 'solana_signAndSendTransaction'],
    ['bip122', 'signMessage'],
    ['bip122', 'sendTransfer'],
    ['polkadot', 'polkadot_signMessage'],
    ['polkadot', 'polkadot_signTransaction'],
    ['cosmos', 'cosmos_signDirect'],
    ['cosmos', 'cosmos_signAmino'],
  ] as const)('%s asks for %s', (namespace, method) => {
    expect(NAMESPACE_METHODS[namespace]).toContain(method)
  })

  it('each namespace listens to chain and account changes', () => {
    for (const namespace of CHAIN_NAMESPACES)
      expect(NAMESPACE_EVENTS[namespace]).toEqual(
        expect.arrayContaining(['chainChanged', 'accountsChanged']),
      )
  })
})
