import { ACCOUNT_NAME_MIN_CHARS } from '../../constants.js'
import { PorticoError, type PorticoErrorParameters } from '../../errors/PorticoError.js'

function firstReason(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || !('reasons' in value)) return undefined
  const { reasons } = value
  if (!Array.isArray(reasons)) return undefined
  const first: unknown = reasons[0]
  if (typeof first !== 'object' || first === null || !('description' in first)) return undefined
  const { description } = first
  return typeof description === 'string' && description.trim() ? description : undefined
}

/**
 * The first reason's description of a name API error (`{ reasons: [{ description }] }`), looked
 * for in the value itself, in an HTTP error's `body` and down the cause chain; undefined if none.
 */
export function getNameApiErrorReason(error: unknown): string | undefined {
  let current: unknown = error
  for (let depth = 0; depth < 10 && current != null; depth++) {
    const reason =
      firstReason(current) ??
      (typeof current === 'object' && 'body' in current ? firstReason(current.body) : undefined)
    if (reason) return reason
    current = current instanceof Error ? current.cause : undefined
  }
  return undefined
}

/**
 * Base of the name API errors. Spec §8: "Name API errors show the first reason description if
 * present, else a default message": shortMessage is the cause's reason, else `defaultMessage`.
 */
export class NameApiError extends PorticoError {
  override name = 'NameApiError'
  static override readonly docsPath: string = '/errors#name-api'
  /** What the user sees when the API gave no reason. */
  readonly defaultMessage: string
  constructor(defaultMessage: string, parameters: PorticoErrorParameters = {}) {
    super(getNameApiErrorReason(parameters.cause) ?? defaultMessage, parameters)
    this.defaultMessage = defaultMessage
  }
}

/** An account name could not be resolved to an address. */
export class ResolveNameError extends NameApiError {
  override name = 'ResolveNameError'
  static override readonly docsPath: string = '/errors#resolve-name'
  constructor(parameters: PorticoErrorParameters = {}) {
    super('Error resolving name', parameters)
  }
}

/** Suggestions for a wanted account name could not be fetched. */
export class FetchNameSuggestionsError extends NameApiError {
  override name = 'FetchNameSuggestionsError'
  static override readonly docsPath: string = '/errors#fetch-name-suggestions'
  constructor(parameters: PorticoErrorParameters = {}) {
    super('Error fetching name suggestions', parameters)
  }
}

/** The names of an address (reverse lookup) could not be fetched. */
export class FetchNamesForAddressError extends NameApiError {
  override name = 'FetchNamesForAddressError'
  static override readonly docsPath: string = '/errors#fetch-names-for-address'
  constructor(parameters: PorticoErrorParameters = {}) {
    super('Error fetching names for address', parameters)
  }
}

/** Registering an account name failed: 'Error registering name {name}'. */
export class RegisterNameError extends NameApiError {
  override name = 'RegisterNameError'
  static override readonly docsPath: string = '/errors#register-name'
  /** The name that could not be registered. */
  readonly accountName: string
  constructor(accountName: string, parameters: PorticoErrorParameters = {}) {
    super(`Error registering name ${accountName}`, parameters)
    this.accountName = accountName
  }
}

/** An EVM chain id that cannot become an ENSIP-11 coin type (spec §5: 'Invalid chainId'). */
export class InvalidChainIdError extends PorticoError {
  override name = 'InvalidChainIdError'
  static override readonly docsPath: string = '/errors#invalid-chain-id'
  constructor(chainId: unknown, parameters: PorticoErrorParameters = {}) {
    super('Invalid chainId', {
      details: `Chain id ${String(chainId)} is not a positive integer below 2^31`,
      code: 'INVALID_CHAIN_ID',
      ...parameters,
    })
  }
}

/** Why an account name was refused. */
export type InvalidAccountNameReason = 'invalid-characters' | 'too-short'

/** An account name that breaks spec §5 (letters, digits, hyphens only, at least 4 characters). */
export class InvalidAccountNameError extends PorticoError {
  override name = 'InvalidAccountNameError'
  static override readonly docsPath: string = '/errors#invalid-account-name'
  readonly reason: InvalidAccountNameReason
  constructor(reason: InvalidAccountNameReason, parameters: PorticoErrorParameters = {}) {
    super(
      reason === 'invalid-characters'
        ? 'Account name can only contain letters, digits and hyphens'
        : `Account name must be at least ${ACCOUNT_NAME_MIN_CHARS} characters`,
      { code: 'INVALID_ACCOUNT_NAME', ...parameters },
    )
    this.reason = reason
  }
}
