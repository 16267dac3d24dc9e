import { getAddress, isAddress } from 'viem'
import { SiwxMessageError } from './SiwxMessageError.js'

/** The namespaces sign-in messages are built for (CAIP-122 profiles). */
export type SiwxNamespace = 'eip155' | 'solana' | 'bip122'

type NamespaceRules = {
  /** The blockchain's name in the first line: `… with your ${name} account:`. */
  name: string
  /** The CAIP-2 reference, as the `Chain ID:` line writes it. */
  reference: RegExp
  referenceRule: string
  /** Checks an address and gives it in its canonical form (EIP-55 on EVM). */
  address(address: string, strict: boolean): string
}

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/
const BITCOIN_ADDRESS =
  /^(?:(?:bc|tb|bcrt)1[02-9ac-hj-np-z]{8,87}|[13mn2][1-9A-HJ-NP-Za-km-z]{25,34})$/

const invalidAddress = (rule: string, address: string) =>
  new SiwxMessageError('accountAddress', `Invalid address: ${rule}; got '${address}'`)

/** Per namespace: the name in the message, the chain reference and the address rules. */
export const SIWX_NAMESPACES: Readonly<Record<SiwxNamespace, NamespaceRules>> = {
  eip155: {
    name: 'Ethereum',
    reference: /^[1-9][0-9]{0,15}$/,
    referenceRule: 'a decimal EIP-155 chain id',
    address(address, strict) {
      if (!isAddress(address, { strict: false }))
        throw invalidAddress('0x and 40 hex characters (EIP-4361)', address)
      const checksummed = getAddress(address)
      if (strict && checksummed !== address)
        throw invalidAddress(
          `EIP-55 mixed-case checksum required (EIP-4361), ${checksummed}`,
          address,
        )
      return checksummed
    },
  },
  solana: {
    name: 'Solana',
    reference: /^[1-9A-HJ-NP-Za-km-z]{1,32}$/,
    referenceRule: 'a base58 genesis-hash prefix (CAIP-30)',
    address(address) {
      if (!BASE58.test(address)) throw invalidAddress('32 to 44 base58 characters', address)
      return address
    },
  },
  bip122: {
    name: 'Bitcoin',
    reference: /^[0-9a-f]{32}$/,
    referenceRule: '32 lower-case hex characters of the genesis hash (CAIP-4)',
    address(address) {
      if (!BITCOIN_ADDRESS.test(address))
        throw invalidAddress('a bech32 or base58 Bitcoin address', address)
      return address
    },
  },
}

/** Splits a CAIP-2 network id into a supported namespace and its reference. */
export function splitChainId(chainId: string): { namespace: SiwxNamespace; reference: string } {
  const parts = chainId.split(':')
  const [namespace, reference] = parts
  if (parts.length !== 2 || !namespace || !reference)
    throw new SiwxMessageError(
      'chainId',
      `Invalid chainId: a CAIP-2 network id 'namespace:reference'; got '${chainId}'`,
    )
  if (!(namespace in SIWX_NAMESPACES))
    throw new SiwxMessageError(
      'chainId',
      `Unsupported namespace '${namespace}': sign-in messages are built for ${Object.keys(SIWX_NAMESPACES).join(', ')}`,
    )
  const rules = SIWX_NAMESPACES[namespace as SiwxNamespace]
  if (!rules.reference.test(reference))
    throw new SiwxMessageError(
      'chainId',
      `Invalid chainId: ${rules.referenceRule}; got '${reference}'`,
    )
  return { namespace: namespace as SiwxNamespace, reference }
}

/** The namespace whose blockchain name is `name` in a message's first line. */
export function namespaceOfName(name: string): SiwxNamespace | undefined {
  return (Object.keys(SIWX_NAMESPACES) as SiwxNamespace[]).find(
    (namespace) => SIWX_NAMESPACES[namespace].name === name,
  )
}
