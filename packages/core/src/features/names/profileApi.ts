import type * as Wire from '@portico/protocol'
import { DEFAULT_ACCOUNT_NAME_ZONE } from '../../config/options.js'
import { SDK_TYPE, SDK_VERSION } from '../../constants.js'
import { UnexpectedApiAnswerError } from '../../errors/request.js'
import { createHttpClient } from '../../http/createHttpClient.js'
import { HttpStatusError } from '../../http/errors.js'
import {
  FetchNameSuggestionsError,
  FetchNamesForAddressError,
  RegisterNameError,
  ResolveNameError,
} from './errors.js'

/** One address of an account name, per ENSIP-11 coin type (spec §7, apiVersion 2; @portico/protocol). */
export type AccountNameAddress = Wire.AccountNameAddress

/**
 * An account name as `GET /v1/profile/account/{name}` answers it (spec §7, apiVersion 2;
 * @portico/protocol): registered and updated in unix seconds, addresses keyed by coin type as a
 * decimal string ('60', or `0x80000000 | chainId`), text records (avatar, bio, …) in the first
 * entry of attributes.
 */
export type AccountName = Omit<Wire.AccountName, 'attributes'> & {
  attributes: AccountNameAttributes[]
}

/** Text records of an account name. */
export type AccountNameAttributes = { avatar?: string; bio?: string } & Record<string, string>

/** One suggestion of `GET /v1/profile/suggestions/{name}`: the typed name first, then variants. */
export type NameSuggestion = Wire.NameSuggestion

/**
 * What the wallet signs to register a name (spec §7: JSON of name, attributes, timestamp in unix
 * seconds; @portico/protocol). The API reads the same type.
 */
export type AccountNameMessage = Wire.AccountNameMessage

/** Where the Portico API is and which project calls it. */
export type ProfileApiParameters = {
  apiUrl: string
  projectId: string
  signal?: AbortSignal | undefined
  /** @default globalThis.fetch */
  fetch?: typeof fetch | undefined
}

export type ReadAccountNameParameters = ProfileApiParameters & {
  /** The full name, e.g. `satoshi.portico.eth`. */
  name: string
}

export type ReadReverseNamesParameters = ProfileApiParameters & { address: string }

export type ReadNameSuggestionsParameters = ProfileApiParameters & {
  /** What the user typed: a label (`satoshi`) or a full name. */
  name: string
  /** @default DEFAULT_ACCOUNT_NAME_ZONE */
  zone?: string | undefined
}

export type RegisterAccountNameParameters = ProfileApiParameters & {
  /** ENSIP-11 coin type of the chain the signature is checked on (chainIdToCoinType). */
  coinType: number
  /** The signing account. */
  address: string
  /** The exact string that was signed (createAccountNameMessage). */
  message: string
  /** The personal_sign signature of `message` (EOA, EIP-1271 or EIP-6492). */
  signature: string
}

/** What `POST /v1/profile/account` answers on success (the account is left out if unreadable). */
export type RegisterAccountNameReturnType = Omit<Wire.RegisterNameResponse, 'account'> & {
  account?: AccountName | undefined
}

function client({ apiUrl, projectId, fetch }: ProfileApiParameters) {
  return createHttpClient({
    baseUrl: apiUrl,
    baseQuery: { projectId, st: SDK_TYPE, sv: SDK_VERSION },
    fetch,
  })
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Whether `value` has the shape of an AccountName (the API is a boundary: check what it says). */
export function isAccountName(value: unknown): value is AccountName {
  if (!isRecord(value)) return false
  const { name, registered, updated, addresses, attributes } = value
  return (
    typeof name === 'string' &&
    typeof registered === 'number' &&
    typeof updated === 'number' &&
    isRecord(addresses) &&
    Object.values(addresses).every(
      (entry) =>
        isRecord(entry) && typeof entry.address === 'string' && typeof entry.created === 'number',
    ) &&
    Array.isArray(attributes) &&
    attributes.every(
      (entry) => isRecord(entry) && Object.values(entry).every((v) => typeof v === 'string'),
    )
  )
}

function malformed(path: string) {
  return new UnexpectedApiAnswerError(path)
}

/**
 * The message to sign for `POST /v1/profile/account` (spec §7): JSON of name, attributes and
 * timestamp in seconds, in that order.
 */
export function createAccountNameMessage({
  name,
  attributes = {},
  timestamp = Math.floor(Date.now() / 1_000),
}: {
  name: string
  attributes?: Record<string, string> | undefined
  timestamp?: number | undefined
}): string {
  return JSON.stringify({ name, attributes, timestamp } satisfies AccountNameMessage)
}

/**
 * An account name and its records (`GET /v1/profile/account/{name}?apiVersion=2`), or null when
 * the API does not know it. Other failures throw ResolveNameError ('Error resolving name', or the
 * API's first reason).
 */
export async function readAccountName(
  parameters: ReadAccountNameParameters,
): Promise<AccountName | null> {
  const path = `/v1/profile/account/${encodeURIComponent(parameters.name)}`
  try {
    const answer = await client(parameters).get<unknown>({
      path,
      query: { apiVersion: 2 },
      signal: parameters.signal,
    })
    if (!isAccountName(answer)) throw malformed(path)
    return answer
  } catch (error) {
    if (error instanceof HttpStatusError && error.status === 404) return null
    throw new ResolveNameError({ cause: error })
  }
}

/**
 * The names whose address is `address` (`GET /v1/profile/reverse/{address}`), newest first; []
 * when none. Failures throw FetchNamesForAddressError ('Error fetching names for address').
 */
export async function readReverseNames(
  parameters: ReadReverseNamesParameters,
): Promise<AccountName[]> {
  const path = `/v1/profile/reverse/${encodeURIComponent(parameters.address)}`
  try {
    const answer = await client(parameters).get<unknown>({ path, signal: parameters.signal })
    if (!Array.isArray(answer) || !answer.every(isAccountName)) throw malformed(path)
    return answer
  } catch (error) {
    throw new FetchNamesForAddressError({ cause: error })
  }
}

/**
 * Suggestions for a wanted name (`GET /v1/profile/suggestions/{name}?zone=`): the typed name first
 * with whether it is taken, then available variants. Failures throw FetchNameSuggestionsError
 * ('Error fetching name suggestions', or the API's first reason, e.g. a name too short).
 */
export async function readNameSuggestions(
  parameters: ReadNameSuggestionsParameters,
): Promise<NameSuggestion[]> {
  const path = `/v1/profile/suggestions/${encodeURIComponent(parameters.name)}`
  try {
    const answer = await client(parameters).get<unknown>({
      path,
      query: { zone: parameters.zone ?? DEFAULT_ACCOUNT_NAME_ZONE },
      signal: parameters.signal,
    })
    const suggestions = isRecord(answer) ? answer.suggestions : undefined
    if (
      !Array.isArray(suggestions) ||
      !suggestions.every(
        (s) => isRecord(s) && typeof s.name === 'string' && typeof s.registered === 'boolean',
      )
    )
      throw malformed(path)
    return suggestions as NameSuggestion[]
  } catch (error) {
    throw new FetchNameSuggestionsError({ cause: error })
  }
}

function nameInMessage(message: string): string {
  try {
    const parsed: unknown = JSON.parse(message)
    return isRecord(parsed) && typeof parsed.name === 'string' ? parsed.name : ''
  } catch {
    return ''
  }
}

/**
 * Registers the name of a signed message (`POST /v1/profile/account`: coin_type, address,
 * message, signature). Failures throw RegisterNameError ('Error registering name {name}', or the
 * API's first reason, e.g. 'Name is already taken').
 */
export async function registerAccountName(
  parameters: RegisterAccountNameParameters,
): Promise<RegisterAccountNameReturnType> {
  const { coinType, address, message, signature } = parameters
  try {
    const answer = await client(parameters).post<unknown>({
      path: '/v1/profile/account',
      body: { coin_type: coinType, address, message, signature } satisfies Wire.RegisterNameBody,
      signal: parameters.signal,
    })
    if (!isRecord(answer) || answer.success !== true) throw malformed('/v1/profile/account')
    return { success: true, account: isAccountName(answer.account) ? answer.account : undefined }
  } catch (error) {
    throw new RegisterNameError(nameInMessage(message), { cause: error })
  }
}
