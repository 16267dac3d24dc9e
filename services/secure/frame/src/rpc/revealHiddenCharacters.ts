import { EN_SIGNING_SAFETY } from '../ui/strings.js'
import type { RequestDescription } from './RequestDescription.js'

/**
 * Characters that change how text reads without showing themselves: bidi embeddings, overrides,
 * isolates and marks; zero-width spaces and joiners, the word joiner and BOM, invisible operators,
 * the soft hyphen, the Mongolian vowel separator, and Unicode tag characters (which can carry a
 * whole hidden text).
 */
const HIDDEN_CHARACTERS =
  /[\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF\u{E0000}-\u{E007F}]/gu

/** Whether `text` holds a character `revealHiddenCharacters` would show as a code point. */
export function hasHiddenCharacters(text: string): boolean {
  return new RegExp(HIDDEN_CHARACTERS.source, 'u').test(text)
}

/**
 * `text` with each bidi-control or zero-width character written as its code point (`⟨U+202E⟩`),
 * so what a person reads on the approval screen is what is signed: no reordered or hidden text.
 * Idempotent.
 */
export function revealHiddenCharacters(text: string): string {
  return text.replace(
    HIDDEN_CHARACTERS,
    (character) => `⟨U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}⟩`,
  )
}

/**
 * The description with every row's value revealed (`revealHiddenCharacters`) and, when any held
 * a hidden character, the warning that says so added to its own.
 */
export function revealDescription(description: RequestDescription): RequestDescription {
  const hidden = description.rows.some((row) => hasHiddenCharacters(row.value))
  if (!hidden) return description
  return {
    ...description,
    rows: description.rows.map((row) => ({ ...row, value: revealHiddenCharacters(row.value) })),
    warning: [description.warning, EN_SIGNING_SAFETY.hiddenCharactersWarning]
      .filter(Boolean)
      .join(' '),
  }
}
