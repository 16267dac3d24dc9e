import { type Address, getBase58Decoder, getBase64Decoder } from '@solana/kit'
import { RPC_ERROR_CODES, RpcError } from './rpcError.js'
import { parseTokenProgramAccount, tokenProgramName } from './tokenAccounts.js'

/** An account of the ledger. */
export type LedgerAccount = {
  lamports: bigint
  owner: Address
  data: Uint8Array
  executable: boolean
}

/** Account encodings the RPC accepts ('binary' is the deprecated bare base58 string). */
export type AccountEncoding = 'binary' | 'base58' | 'base64' | 'base64+zstd' | 'jsonParsed'

/** A data slice of getAccountInfo & co. */
export type DataSlice = { offset: number; length: number }

/** The rentEpoch every account reports now that all accounts are rent exempt (u64::MAX). */
export const RENT_EXEMPT_RENT_EPOCH = 18_446_744_073_709_551_615n

/** Largest data base58 encodes (Agave's MAX_BASE58_BYTES). */
const MAX_BASE58_BYTES = 128

/**
 * Checks an encoding request before any account is read: base58 of more than 128 bytes is
 * refused, as Agave does (-32600), and zstd is not offered by this node.
 */
export function checkEncoding(encoding: AccountEncoding, dataSlice: DataSlice | undefined): void {
  if (encoding === 'base64+zstd')
    throw new RpcError(
      RPC_ERROR_CODES.invalidParams,
      'Invalid params: base64+zstd encoding is not supported by the Portico devnet; use base64',
    )
  if (
    (encoding === 'binary' || encoding === 'base58') &&
    dataSlice &&
    dataSlice.length > MAX_BASE58_BYTES
  )
    throw base58TooLarge()
}

const base58TooLarge = () =>
  new RpcError(
    RPC_ERROR_CODES.invalidRequest,
    `Encoded binary (base 58) data should be less than ${MAX_BASE58_BYTES} bytes, please use Base64 encoding.`,
  )

/**
 * An account as the RPC's UiAccount: `{ data, executable, lamports, owner, rentEpoch, space }`,
 * `data` in the requested encoding (jsonParsed falls back to base64 for accounts it cannot parse).
 */
export function encodeAccount(
  account: LedgerAccount,
  encoding: AccountEncoding,
  dataSlice: DataSlice | undefined,
  mintDecimals: (mint: Address) => number | undefined,
): Record<string, unknown> {
  const sliced = dataSlice
    ? account.data.subarray(dataSlice.offset, dataSlice.offset + dataSlice.length)
    : account.data
  let data: unknown
  if (encoding === 'jsonParsed') {
    const parsed = parseTokenProgramAccount(account.owner, account.data, mintDecimals)
    data = parsed
      ? { program: tokenProgramName(account.owner), parsed, space: account.data.length }
      : [getBase64Decoder().decode(account.data), 'base64']
  } else if (encoding === 'binary' || encoding === 'base58') {
    if (sliced.length > MAX_BASE58_BYTES) throw base58TooLarge()
    const text = getBase58Decoder().decode(sliced)
    data = encoding === 'binary' ? text : [text, 'base58']
  } else {
    data = [getBase64Decoder().decode(sliced), 'base64']
  }
  return {
    data,
    executable: account.executable,
    lamports: account.lamports,
    owner: account.owner,
    rentEpoch: RENT_EXEMPT_RENT_EPOCH,
    space: account.data.length,
  }
}
