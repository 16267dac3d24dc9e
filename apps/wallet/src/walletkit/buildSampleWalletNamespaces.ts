import type { ProposalTypes, SessionTypes } from '@walletconnect/types'
import { buildApprovedNamespaces } from '@walletconnect/utils'
import {
  getSampleWalletAddress,
  isSampleWalletNamespace,
  type SampleWalletAccounts,
  type SampleWalletNamespace,
} from './keys/deriveSampleWalletAccounts.js'
import { SAMPLE_WALLET_EVENTS, SAMPLE_WALLET_METHODS } from './requests/sampleWalletMethods.js'
import type { SampleWalletEvmChain } from './requests/types.js'

/** Parameters of `buildSampleWalletNamespaces`. */
export type BuildSampleWalletNamespacesParameters = {
  proposal: ProposalTypes.Struct
  accounts: SampleWalletAccounts
  /** The devnet's EVM chains: the only eip155 chains the wallet approves. */
  evmChains: readonly SampleWalletEvmChain[]
}

type Requested = ProposalTypes.RequiredNamespaces

/** The CAIP-2 chains a proposal asks for (required and optional), by namespace. */
export function getRequestedChains(proposal: ProposalTypes.Struct): Map<string, Set<string>> {
  const chains = new Map<string, Set<string>>()
  const add = (namespaces: Requested | undefined) => {
    for (const [key, value] of Object.entries(namespaces ?? {})) {
      const namespace = key.split(':')[0] ?? key
      const set = chains.get(namespace) ?? new Set<string>()
      for (const chain of key.includes(':') ? [key] : (value.chains ?? [])) set.add(chain)
      chains.set(namespace, set)
    }
  }
  add(proposal.requiredNamespaces)
  add(proposal.optionalNamespaces)
  return chains
}

/**
 * The namespaces the wallet approves for a proposal, built with WalletConnect's
 * buildApprovedNamespaces: eip155 on the devnet's chains (those the dApp asked for), solana,
 * bip122, polkadot and cosmos on the chains the dApp asks for, each with the wallet's account,
 * its supported methods and chainChanged/accountsChanged. Throws (with WalletConnect's message)
 * when a required namespace, chain, method or event is not supported.
 */
export function buildSampleWalletNamespaces({
  proposal,
  accounts,
  evmChains,
}: BuildSampleWalletNamespacesParameters): SessionTypes.Namespaces {
  const requested = getRequestedChains(proposal)
  const supported: Record<
    string,
    { chains: string[]; methods: string[]; events: string[]; accounts: string[] }
  > = {}
  const support = (namespace: SampleWalletNamespace, chains: string[]) => {
    if (chains.length === 0) return
    supported[namespace] = {
      chains,
      methods: [...SAMPLE_WALLET_METHODS[namespace]],
      events: [...SAMPLE_WALLET_EVENTS],
      accounts: chains.map((chain) => `${chain}:${getSampleWalletAddress(accounts, chain)}`),
    }
  }
  support(
    'eip155',
    evmChains.map((chain) => `eip155:${chain.chainId}`),
  )
  for (const [namespace, chains] of requested) {
    if (namespace === 'eip155' || !isSampleWalletNamespace(namespace)) continue
    support(
      namespace,
      [...chains].filter((chain) => /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/.test(chain)),
    )
  }
  const approved = buildApprovedNamespaces({ proposal, supportedNamespaces: supported })
  if (Object.keys(approved).length === 0)
    throw new Error('The dApp asks for no chain this wallet supports.')
  return approved
}
