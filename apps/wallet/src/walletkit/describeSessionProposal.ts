import type { ProposalTypes, Verify } from '@walletconnect/types'
import { getRequestedChains } from './buildSampleWalletNamespaces.js'

/** One namespace of a proposal as the proposal card lists it. */
export type ProposalNamespaceSummary = {
  namespace: string
  chains: string[]
  methods: string[]
  events: string[]
  /** Whether the dApp requires it (requiredNamespaces) rather than merely offers it. */
  required: boolean
}

/** What the proposal card shows. All strings come from the dApp: render them as text. */
export type SessionProposalDescription = {
  id: number
  name: string
  url: string
  description: string
  /** The first icon with a safe scheme (https, http, or a data: image), if any. */
  icon?: string
  namespaces: ProposalNamespaceSummary[]
  /** Verify API result as the relay/WalletConnect reported it (UNKNOWN offline). */
  validation: Verify.Context['verified']['validation']
  /** Origin the proposal came from according to Verify, when known. */
  origin?: string
  expiryTimestamp: number
}

const SAFE_ICON =
  /^(https?:\/\/[^\s"'<>]+|data:image\/(png|jpeg|gif|webp|svg\+xml)[;,][^\s"'<>]*)$/i

/** The first icon URL that is safe to put in an `<img src>`, or undefined. */
export function pickSafeIcon(icons: unknown): string | undefined {
  if (!Array.isArray(icons)) return undefined
  return icons.find((icon): icon is string => typeof icon === 'string' && SAFE_ICON.test(icon))
}

function text(value: unknown, max: number): string {
  return typeof value === 'string' ? value.slice(0, max) : ''
}

/** Summarises a session proposal for the proposal card: dApp metadata and requested namespaces. */
export function describeSessionProposal(
  proposal: ProposalTypes.Struct,
  verifyContext?: Verify.Context,
): SessionProposalDescription {
  const metadata = proposal.proposer?.metadata
  const namespaces: ProposalNamespaceSummary[] = []
  const chains = getRequestedChains(proposal)
  for (const [required, source] of [
    [true, proposal.requiredNamespaces],
    [false, proposal.optionalNamespaces],
  ] as const) {
    for (const [key, value] of Object.entries(source ?? {})) {
      const namespace = key.split(':')[0] ?? key
      namespaces.push({
        namespace,
        chains: key.includes(':') ? [key] : (value.chains ?? [...(chains.get(namespace) ?? [])]),
        methods: value.methods ?? [],
        events: value.events ?? [],
        required,
      })
    }
  }
  const verified = verifyContext?.verified
  const icon = pickSafeIcon(metadata?.icons)
  return {
    id: proposal.id,
    name: text(metadata?.name, 200) || 'Unnamed dApp',
    url: text(metadata?.url, 500),
    description: text(metadata?.description, 1000),
    ...(icon && { icon }),
    namespaces,
    validation: verified?.validation ?? 'UNKNOWN',
    ...(verified?.origin && { origin: text(verified.origin, 500) }),
    expiryTimestamp: proposal.expiryTimestamp,
  }
}
