import { describe, expect, it } from 'vitest'
import { classifyRpcMethod, NOT_SAFE_RPC_METHODS, SAFE_RPC_METHODS } from './permissions.js'

describe('classifyRpcMethod — spec §6 "Roles and permissions"', () => {
  it.each([
    ['safe (read-only): balance', 'eth_getBalance', 'safe'],
    ['safe (read-only): block', 'eth_blockNumber', 'safe'],
    ['safe (read-only): block', 'eth_getBlockByNumber', 'safe'],
    ['safe (read-only): block', 'eth_getBlockByHash', 'safe'],
    ['safe (read-only): call', 'eth_call', 'safe'],
    ['safe (read-only): estimate', 'eth_estimateGas', 'safe'],
    ['safe (read-only): estimate', 'eth_maxPriorityFeePerGas', 'safe'],
    ['safe (read-only): estimate', 'eth_gasPrice', 'safe'],
    ['safe (read-only): chain id', 'eth_chainId', 'safe'],
    ['safe (read-only): receipts', 'eth_getTransactionReceipt', 'safe'],
    ['safe (read-only): receipts', 'eth_getBlockReceipts', 'safe'],
    ['safe (read-only): receipts', 'eth_getUserOperationReceipt', 'safe'],
    ['safe (read-only): capabilities', 'wallet_getCapabilities', 'safe'],
    ['safe (read-only): calls status', 'wallet_getCallsStatus', 'safe'],
    ['safe (read-only): assets (spec §7 wallet_getAssets)', 'wallet_getAssets', 'safe'],
    ['not safe: personal_sign', 'personal_sign', 'needsApproval'],
    ['not safe: eth_signTypedData_v4', 'eth_signTypedData_v4', 'needsApproval'],
    ['not safe: eth_sendTransaction', 'eth_sendTransaction', 'needsApproval'],
    ['not safe: solana signing methods', 'solana_signMessage', 'needsApproval'],
    ['not safe: solana signing methods', 'solana_signTransaction', 'needsApproval'],
    ['not safe: solana signing methods', 'solana_signAllTransactions', 'needsApproval'],
    ['not safe: solana signing methods', 'solana_signAndSendTransaction', 'needsApproval'],
    ['not safe: wallet_sendCalls', 'wallet_sendCalls', 'needsApproval'],
    ['not safe: grant permissions', 'wallet_grantPermissions', 'needsApproval'],
    ['not safe: revoke permissions', 'wallet_revokePermissions', 'needsApproval'],
    ['not safe: eth_sendUserOperation', 'eth_sendUserOperation', 'needsApproval'],
    ['unknown methods are rejected', 'eth_sign', 'unknown'],
    ['unknown methods are rejected', 'eth_signTransaction', 'unknown'],
    ['unknown methods are rejected: not read-only', 'eth_sendRawTransaction', 'unknown'],
    ['unknown methods are rejected', 'wallet_switchEthereumChain', 'unknown'],
    ['unknown methods are rejected: names are case-sensitive', 'ETH_CALL', 'unknown'],
    ['unknown methods are rejected', '', 'unknown'],
    ['unknown methods are rejected: not an own property', 'constructor', 'unknown'],
  ])('%s: %s → %s', (_rule, method, kind) => {
    expect(classifyRpcMethod(method)).toBe(kind)
  })

  it.each([
    ['the EVM provider: its methods keep their class', 'personal_sign', 'eip155', 'needsApproval'],
    ['the EVM provider: its methods keep their class', 'eth_call', 'eip155', 'safe'],
    [
      'the EVM provider: a Solana method is unknown there',
      'solana_signMessage',
      'eip155',
      'unknown',
    ],
    [
      'the Solana provider: its methods keep their class',
      'solana_signTransaction',
      'solana',
      'needsApproval',
    ],
    ['the Solana provider: an EVM method is unknown there', 'personal_sign', 'solana', 'unknown'],
    ['the Solana provider: an EVM method is unknown there', 'eth_getBalance', 'solana', 'unknown'],
    ['a namespace without methods: unknown', 'personal_sign', 'bip122', 'unknown'],
  ])(
    'unknown methods are rejected, by namespace — %s: %s on %s → %s',
    (_rule, method, namespace, kind) => {
      expect(classifyRpcMethod(method, namespace)).toBe(kind)
    },
  )

  it('no method is both safe and not safe; only read methods are safe', () => {
    for (const method of SAFE_RPC_METHODS) {
      expect(NOT_SAFE_RPC_METHODS as readonly string[]).not.toContain(method)
      expect(method).toMatch(
        /^(eth_(accounts|blobBaseFee|blockNumber|call|chainId|estimate\w+|feeHistory|gasPrice|get\w+|maxPriorityFeePerGas|new\w*Filter|syncing|uninstallFilter|supportedEntryPoints)|net_version|wallet_get\w+)$/,
      )
    }
    expect(NOT_SAFE_RPC_METHODS).toMatchInlineSnapshot(`
      [
        "personal_sign",
        "eth_signTypedData_v4",
        "eth_sendTransaction",
        "solana_signMessage",
        "solana_signTransaction",
        "solana_signAllTransactions",
        "solana_signAndSendTransaction",
        "wallet_sendCalls",
        "wallet_grantPermissions",
        "wallet_revokePermissions",
        "eth_sendUserOperation",
      ]
    `)
  })
})
