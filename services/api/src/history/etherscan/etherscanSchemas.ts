import { type Static, Type } from '@sinclair/typebox'

/**
 * The parts of Etherscan API v2 answers the adapter reads, as its documentation publishes them
 * (https://docs.etherscan.io/api-reference/endpoint/txlist, …/tokentx, …/tokennfttx; the
 * envelope and its errors: https://docs.etherscan.io/resources/common-error-messages). Every
 * other field is allowed and ignored. Numbers come as decimal strings.
 */

const Address = Type.String({ pattern: '^0x[0-9a-fA-F]{40}$' })
const TxHash = Type.String({ pattern: '^0x[0-9a-fA-F]{64}$' })
const Decimal = Type.String({ pattern: '^[0-9]{1,80}$' })

/** `{ status, message, result }`: status '1' with rows, or '0' with an error text (or no rows). */
export const EtherscanEnvelope = Type.Object({
  status: Type.Union([Type.Literal('0'), Type.Literal('1')]),
  message: Type.String({ maxLength: 500 }),
  result: Type.Union([
    Type.Array(Type.Unknown(), { maxItems: 10_000 }),
    Type.String({ maxLength: 2000 }),
  ]),
})

/** A row of `action=txlist` ("normal" transactions). */
export const EtherscanTransaction = Type.Object({
  blockNumber: Decimal,
  timeStamp: Decimal,
  hash: TxHash,
  from: Address,
  /** Empty for a contract creation. */
  to: Type.Union([Address, Type.Literal('')]),
  value: Decimal,
  /** '0' succeeded, '1' reverted. */
  isError: Type.String({ maxLength: 2 }),
})
export type EtherscanTransaction = Static<typeof EtherscanTransaction>

const TokenFields = {
  blockNumber: Decimal,
  timeStamp: Decimal,
  hash: TxHash,
  from: Address,
  to: Address,
  contractAddress: Address,
  tokenName: Type.String({ maxLength: 200 }),
  tokenSymbol: Type.String({ maxLength: 100 }),
  logIndex: Type.Optional(Decimal),
}

/** A row of `action=tokentx` (ERC-20 Transfer events). */
export const EtherscanTokenTransfer = Type.Object({
  ...TokenFields,
  value: Decimal,
  tokenDecimal: Decimal,
})
export type EtherscanTokenTransfer = Static<typeof EtherscanTokenTransfer>

/** A row of `action=tokennfttx` (ERC-721 Transfer events). */
export const EtherscanNftTransfer = Type.Object({ ...TokenFields, tokenID: Decimal })
export type EtherscanNftTransfer = Static<typeof EtherscanNftTransfer>
