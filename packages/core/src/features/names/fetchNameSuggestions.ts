import type { PorticoContext } from '../../context.js'
import { validateAccountName } from '../../validation/validateAccountName.js'
import { FetchNameSuggestionsError } from './errors.js'
import { isAccountNameNamespace } from './isAccountNameNamespace.js'
import type { NameSuggestion } from './profileApi.js'

export type { NameSuggestion }

export type FetchNameSuggestionsParameters = {
  /** The name typed, with or without the zone (`alice` or `alice.portico.eth`). */
  name: string
  /** Stops the lookup (the view aborts it when the user types on). */
  signal?: AbortSignal | undefined
}

export type FetchNameSuggestionsReturnType = {
  /** The full name looked up, lower-case, in the zone (`alice.portico.eth`). */
  name: string
  /** Whether that name is registered already. */
  registered: boolean
  /** Other names in the zone, with whether each is taken. */
  suggestions: readonly NameSuggestion[]
}

export type FetchNameSuggestionsErrorType = FetchNameSuggestionsError

/**
 * The label of `name` in `zone`: the zone suffix, when typed, is dropped, and the label is
 * lower-cased (ENS names are case-insensitive; the zone's names are stored lower-case).
 */
export function toAccountNameLabel(name: string, zone: string): string {
  const trimmed = name.trim().toLowerCase()
  const suffix = `.${zone}`
  return trimmed.endsWith(suffix) ? trimmed.slice(0, -suffix.length) : trimmed
}

/**
 * Looks up a wanted account name in the options' zone (spec §7 `GET /v1/profile/suggestions/{name}`
 * with the zone): whether it is taken, and other names with whether each is. The name is checked
 * first (spec §5: letters, digits, hyphens, at least 4 characters; InvalidAccountNameError). EVM
 * only (spec §9). Failures are FetchNameSuggestionsError: the API's first reason description, else
 * 'Error fetching name suggestions'. The view debounces calls; core does not.
 */
export async function fetchNameSuggestions(
  context: PorticoContext,
  { name, signal }: FetchNameSuggestionsParameters,
): Promise<FetchNameSuggestionsReturnType> {
  const { apiUrl, accountNameZone: zone } = context.stores.options.getState().options
  const label = validateAccountName(toAccountNameLabel(name, zone))
  const fullName = `${label}.${zone}`
  if (!isAccountNameNamespace(context))
    throw new FetchNameSuggestionsError({ details: 'Account names are EVM only (spec §9)' })
  if (!apiUrl || !context.projectId)
    throw new FetchNameSuggestionsError({ details: 'No Portico API is configured (apiUrl)' })
  const api = { apiUrl, projectId: context.projectId, signal }
  const { readAccountName, readNameSuggestions } = await import('./profileApi.js')
  const suggestions = await readNameSuggestions({ ...api, name: label, zone })
  // The API lists the typed name first with whether it is taken; ask for it only if it did not.
  const own = suggestions.find((s) => s.name === fullName)
  let registered = own?.registered
  if (registered === undefined)
    try {
      registered = (await readAccountName({ ...api, name: fullName })) !== null
    } catch (cause) {
      throw new FetchNameSuggestionsError({ cause })
    }
  return {
    name: fullName,
    registered,
    suggestions: suggestions
      .filter((s) => s.name !== fullName)
      .map((s) => ({ name: s.name, registered: s.registered })),
  }
}
