import {
  ACCOUNT_NAME_MIN_CHARS,
  type FetchNameSuggestionsReturnType,
  InvalidAccountNameError,
  type PorticoError,
  toAccountNameLabel,
  validateAccountName,
} from '@portico/core/internal'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { usePortico } from '../../hooks/usePortico.js'
import { useT } from '../../hooks/useT.js'
import type { ViewProps } from '../../modal/ViewProps.js'
import { registerAccountNameCss } from '../../ui/registerAccountNameCss.js'

/**
 * How long typing must pause before the name is looked up: the wait spec §9 gives wallet searches
 * (300 ms), so a lookup goes out per pause, not per key.
 */
export const NAME_LOOKUP_DEBOUNCE_MS = 300

/** The lookup of the label typed: under way, answered, or failed with a message. */
type Lookup =
  | { label: string; status: 'checking' }
  | { label: string; status: 'done'; result: FetchNameSuggestionsReturnType }
  | { label: string; status: 'error'; message: string }

/** Which rule of spec §5 the label breaks, if any ('' is no name yet). */
function nameProblem(label: string): 'empty' | 'invalid-characters' | 'too-short' | undefined {
  if (label === '') return 'empty'
  try {
    validateAccountName(label)
    return undefined
  } catch (error) {
    if (error instanceof InvalidAccountNameError) return error.reason
    throw error
  }
}

/**
 * RegisterAccountName: type a name (spec §5: letters, digits, hyphens, at least 4 characters),
 * shown with the zone after it; the rule it breaks, or whether it is free, is announced as the user
 * types, with suggestions in the zone as rows to pick. Register runs core's registerAccountName
 * (the wallet signs, the API registers, then RegisterAccountNameSuccess); an error comes back here
 * in the router data (spec §2) and is shown until the name is changed.
 */
export function RegisterAccountName({ data }: ViewProps<'RegisterAccountName'>) {
  const portico = usePortico()
  const { t, tError } = useT()
  const zone = portico.options.accountNameZone
  const inputId = useId()
  const zoneId = useId()
  const statusId = useId()
  const suggestionsId = useId()
  const [value, setValue] = useState(data?.accountName ?? '')
  const [lookup, setLookup] = useState<Lookup | undefined>()
  const [busy, setBusy] = useState(false)
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  const supported = portico.names.canRegister()
  const label = toAccountNameLabel(value, zone)
  const problem = nameProblem(label)
  const fullName = `${label}.${zone}`

  // The lookup waits for a pause in typing; typing on aborts the one under way.
  useEffect(() => {
    if (problem !== undefined || !supported) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      setLookup({ label, status: 'checking' })
      portico.names.fetchSuggestions({ name: label, signal: controller.signal }).then(
        (result) => {
          if (!controller.signal.aborted) setLookup({ label, status: 'done', result })
        },
        (error: unknown) => {
          if (controller.signal.aborted) return
          const message = (error as Partial<PorticoError>).shortMessage ?? t('somethingWentWrong')
          setLookup({ label, status: 'error', message })
        },
      )
    }, NAME_LOOKUP_DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [portico, label, problem, supported, t])

  const current = lookup?.label === label ? lookup : undefined
  const taken = current?.status === 'done' && current.result.registered
  const available = current?.status === 'done' && !current.result.registered
  // A failed registration's message stays while the name is the one it was about.
  const registerError =
    data?.errorMessage && data.accountName !== undefined && label === data.accountName
      ? data.errorMessage
      : undefined

  const status = (() => {
    const min = String(ACCOUNT_NAME_MIN_CHARS)
    if (problem === 'empty') return { text: t('registerNameRules', { min }), tone: 'muted' }
    if (problem === 'invalid-characters')
      return { text: t('registerNameInvalidCharacters'), tone: 'error' }
    if (problem === 'too-short') return { text: t('registerNameTooShort', { min }), tone: 'error' }
    if (current?.status === 'error') return { text: tError(current.message), tone: 'error' }
    if (taken) return { text: t('registerNameTaken', { name: fullName }), tone: 'error' }
    if (available) return { text: t('registerNameAvailable', { name: fullName }), tone: 'success' }
    return { text: t('registerNameChecking', { name: fullName }), tone: 'muted' }
  })()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (busy || !available) return
    setBusy(true)
    // Success and failure are routed by core (the success view, or this view with the error).
    portico.names
      .register({ name: label })
      .catch(() => undefined)
      .finally(() => {
        if (mounted.current) setBusy(false)
      })
  }

  const suggestions = current?.status === 'done' ? current.result.suggestions : []
  const invalid = (problem !== undefined && problem !== 'empty') || taken

  if (!supported)
    return (
      <div className="register-name" data-testid="portico-register-name">
        <style>{registerAccountNameCss}</style>
        <p className="muted" data-testid="portico-register-name-unavailable">
          {t('registerNameEvmOnly')}
        </p>
      </div>
    )

  return (
    <form
      className="register-name"
      noValidate
      onSubmit={submit}
      aria-busy={busy || undefined}
      data-testid="portico-register-name"
    >
      <style>{registerAccountNameCss}</style>
      <p className="muted">{t('registerNameIntro')}</p>
      <label htmlFor={inputId} className="name-label">
        {t('registerNameLabel')}
      </label>
      <div className="name-field" data-invalid={invalid || undefined}>
        <input
          id={inputId}
          className="name-input"
          type="text"
          autoComplete="off"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          // biome-ignore lint/a11y/noAutofocus: the view exists to type a name; focus goes where the user is expected to type.
          autoFocus
          value={value}
          readOnly={busy}
          aria-invalid={invalid || undefined}
          aria-describedby={`${zoneId} ${statusId}`}
          data-testid="portico-register-name-input"
          onChange={(event) => setValue(event.target.value)}
        />
        <span id={zoneId} className="name-zone" data-testid="portico-register-name-zone">
          .{zone}
        </span>
      </div>
      <p
        id={statusId}
        className={`name-status ${status.tone}`}
        aria-live="polite"
        data-testid="portico-register-name-status"
        data-state={
          problem ??
          (current?.status === 'done' ? (taken ? 'taken' : 'available') : current?.status)
        }
      >
        {status.text}
      </p>
      {suggestions.length > 0 && (
        <section className="name-suggestions" aria-labelledby={suggestionsId}>
          <h3 id={suggestionsId} className="name-suggestions-title">
            {t('registerNameSuggestions')}
          </h3>
          <ul className="list" data-testid="portico-name-suggestions">
            {suggestions.map((suggestion) => (
              <li key={suggestion.name}>
                <button
                  type="button"
                  className="option name-suggestion"
                  disabled={suggestion.registered || busy}
                  data-testid={`portico-name-suggestion-${suggestion.name}`}
                  onClick={() => setValue(toAccountNameLabel(suggestion.name, zone))}
                >
                  <span className="name-suggestion-name">{suggestion.name}</span>
                  <span className={suggestion.registered ? 'tag' : 'tag accent'}>
                    {t(suggestion.registered ? 'nameRegistered' : 'nameAvailable')}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <div aria-live="assertive">
        {registerError && (
          <p className="error" data-testid="portico-register-name-error">
            {tError(registerError)}
          </p>
        )}
      </div>
      <button
        type="submit"
        className="primary name-submit"
        disabled={busy || !available}
        aria-busy={busy || undefined}
        data-testid="portico-register-name-submit"
      >
        {busy && <span className="spinner small" aria-hidden="true" />}
        <span>{busy ? t('registerNameSigning') : t('registerNameSubmit')}</span>
      </button>
    </form>
  )
}
