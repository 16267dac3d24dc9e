/**
 * How many guesses (log10) a recovery secret must be estimated to need: 10^14. Each guess costs
 * an scrypt of 128 MiB (RECOVERY_SCRYPT_PARAMS), so 10^14 of them are out of reach of a rig that
 * holds the blob — and the server now releases it rarely and tells the owner each time. Four
 * uncommon words pass (~10^19), so do 14 random characters; xkcd's "correcthorsebatterystaple"
 * (~10^12.8) and "Tr0ub4dor&3" patterns do not.
 */
export const MIN_RECOVERY_SECRET_GUESSES_LOG10 = 14

/** What the estimator says of a recovery secret. */
export type SecretStrength = {
  /** Whether the frame accepts it. */
  acceptable: boolean
  /** log10 of the estimated guesses (zxcvbn-ts: dictionaries, keyboard patterns, dates, l33t…). */
  guessesLog10: number
  /** 0 (too guessable) … 4 (very unguessable), zxcvbn's scale. */
  score: number
  /** Why it is weak, in English, when the estimator can say. */
  warning: string | undefined
  /** How to make it stronger. */
  suggestions: string[]
}

/** The advice for a secret that is weak without a pattern zxcvbn names. */
export const MORE_WORDS_SUGGESTION =
  'Add another word or two, or more random characters: a few uncommon words make a strong secret.'

type Estimator = (secret: string, userInputs: string[]) => SecretStrength

let loading: Promise<Estimator> | undefined

/**
 * zxcvbn-ts with the common and English dictionaries, loaded on first use (a chunk of its own: a
 * page that never sets a secret never downloads it). The loaded estimator is pure, so one per page
 * is shared.
 */
function loadEstimator(): Promise<Estimator> {
  loading ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(([core, common, en]) => {
    const factory = new core.ZxcvbnFactory({
      translations: en.translations,
      graphs: common.adjacencyGraphs,
      dictionary: { ...common.dictionary, ...en.dictionary },
      useLevenshteinDistance: true,
    })
    return (secret, userInputs) => {
      const result = factory.check(secret, userInputs)
      const acceptable = result.guessesLog10 >= MIN_RECOVERY_SECRET_GUESSES_LOG10
      // zxcvbn says nothing of a secret it rates fair: the bar here is higher than its own.
      const suggestions =
        !acceptable && result.feedback.suggestions.length === 0
          ? [MORE_WORDS_SUGGESTION]
          : result.feedback.suggestions
      return {
        acceptable,
        guessesLog10: result.guessesLog10,
        score: result.score,
        warning: result.feedback.warning ?? undefined,
        suggestions,
      }
    }
  })
  loading.catch(() => {
    loading = undefined
  })
  return loading
}

/**
 * Estimates how guessable a recovery secret is (zxcvbn-ts, not a length rule): "correct horse
 * battery staple"-style passphrases of uncommon words pass, long but patterned ones
 * ("aaaaaaaaaaaaaaaa", "password12345678", the user's email) do not. `userInputs` (the email, the
 * site's name) count as known words.
 */
export async function estimateSecretStrength(
  secret: string,
  userInputs: readonly string[] = [],
): Promise<SecretStrength> {
  const estimate = await loadEstimator()
  // zxcvbn's cost grows with length; beyond 100 characters the estimate only rises.
  const normalized = secret.normalize('NFKC')
  return estimate(normalized.slice(0, 100), ['portico', 'wallet', 'recovery', ...userInputs])
}
