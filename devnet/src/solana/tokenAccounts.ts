import { type Address, isSome, type Option } from '@solana/kit'
import { getMintDecoder, getTokenDecoder, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'

/** SPL Token-2022's program id (its accounts share Token's base layout). */
export const TOKEN_2022_PROGRAM_ADDRESS = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb' as Address

const TOKEN_ACCOUNT_SIZE = 165
const MINT_SIZE = 82
/** Token-2022 puts an account-type byte after the 165-byte base: 1 = mint, 2 = account. */
const ACCOUNT_TYPE_OFFSET = 165

/** True for the two SPL token programs. */
export function isTokenProgram(owner: string): boolean {
  return owner === TOKEN_PROGRAM_ADDRESS || owner === TOKEN_2022_PROGRAM_ADDRESS
}

/** The `program` name jsonParsed gives a token program's accounts. */
export function tokenProgramName(owner: string): 'spl-token' | 'spl-token-2022' {
  return owner === TOKEN_2022_PROGRAM_ADDRESS ? 'spl-token-2022' : 'spl-token'
}

/** What kind of token-program account some data is, by its size (and Token-2022's type byte). */
export function tokenAccountKind(owner: string, data: Uint8Array): 'account' | 'mint' | undefined {
  if (!isTokenProgram(owner)) return undefined
  if (data.length === TOKEN_ACCOUNT_SIZE) return 'account'
  if (data.length === MINT_SIZE) return 'mint'
  if (owner === TOKEN_2022_PROGRAM_ADDRESS && data.length > ACCOUNT_TYPE_OFFSET) {
    if (data[ACCOUNT_TYPE_OFFSET] === 2) return 'account'
    if (data[ACCOUNT_TYPE_OFFSET] === 1) return 'mint'
  }
  return undefined
}

/** A token account's base fields (Token and Token-2022 share them). */
export function decodeTokenAccount(data: Uint8Array) {
  return getTokenDecoder().decode(data.subarray(0, TOKEN_ACCOUNT_SIZE))
}

/** A mint's base fields. */
export function decodeMint(data: Uint8Array) {
  return getMintDecoder().decode(data.subarray(0, MINT_SIZE))
}

/** An amount in base units as the decimal text Solana's uiAmountString is (no trailing zeros). */
export function formatUiAmount(amount: bigint, decimals: number): string {
  if (decimals === 0) return amount.toString()
  const text = amount.toString().padStart(decimals + 1, '0')
  const whole = text.slice(0, -decimals)
  const fraction = text.slice(-decimals).replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}

/** Solana's UiTokenAmount. */
export type UiTokenAmount = {
  amount: string
  decimals: number
  uiAmount: number
  uiAmountString: string
}

/** A token amount as the RPC shows it. */
export function toUiTokenAmount(amount: bigint, decimals: number): UiTokenAmount {
  const uiAmountString = formatUiAmount(amount, decimals)
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString }
}

const optional = (value: Option<Address>): Address | null => (isSome(value) ? value.value : null)
const ACCOUNT_STATES = ['uninitialized', 'initialized', 'frozen'] as const

/**
 * The `parsed` member of a token-program account in jsonParsed encoding (Agave's
 * account-decoder: UiTokenAccount / UiMint; Token-2022 extensions are not parsed).
 * `mintDecimals` looks up a mint's decimals for a token account.
 */
export function parseTokenProgramAccount(
  owner: string,
  data: Uint8Array,
  mintDecimals: (mint: Address) => number | undefined,
): { type: 'account' | 'mint'; info: Record<string, unknown> } | undefined {
  const kind = tokenAccountKind(owner, data)
  if (kind === 'mint') {
    const mint = decodeMint(data)
    return {
      type: 'mint',
      info: {
        mintAuthority: optional(mint.mintAuthority),
        supply: mint.supply.toString(),
        decimals: mint.decimals,
        isInitialized: mint.isInitialized,
        freezeAuthority: optional(mint.freezeAuthority),
      },
    }
  }
  if (kind !== 'account') return undefined
  const account = decodeTokenAccount(data)
  const decimals = mintDecimals(account.mint)
  if (decimals === undefined) return undefined
  const info: Record<string, unknown> = {
    isNative: isSome(account.isNative),
    mint: account.mint,
    owner: account.owner,
    state: ACCOUNT_STATES[account.state] ?? 'uninitialized',
    tokenAmount: toUiTokenAmount(account.amount, decimals),
  }
  if (isSome(account.delegate)) {
    info.delegate = account.delegate.value
    info.delegatedAmount = toUiTokenAmount(account.delegatedAmount, decimals)
  }
  if (isSome(account.isNative))
    info.rentExemptReserve = toUiTokenAmount(account.isNative.value, decimals)
  if (isSome(account.closeAuthority)) info.closeAuthority = account.closeAuthority.value
  return { type: 'account', info }
}
