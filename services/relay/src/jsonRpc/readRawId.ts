/**
 * The source text of the top-level `"id"` member of a JSON object, exactly as it was sent, or
 * undefined when the object has none. Request ids are 19-digit numbers that a JS number cannot
 * hold (notes/relay.md: "echo them byte for byte"), so the relay never parses them: it echoes
 * this text. `text` must already be valid JSON (JSON.parse succeeded).
 */
export function readRawId(text: string): string | undefined {
  let i = skipSpace(text, 0)
  if (text.charCodeAt(i) !== 0x7b /* { */) return undefined
  i = skipSpace(text, i + 1)
  while (i < text.length && text.charCodeAt(i) !== 0x7d /* } */) {
    const keyEnd = skipString(text, i)
    const isId = keyEnd - i === 4 && text.startsWith('"id"', i)
    i = skipSpace(text, keyEnd)
    i = skipSpace(text, i + 1) // the colon
    const valueEnd = skipValue(text, i)
    if (isId) return text.slice(i, valueEnd)
    i = skipSpace(text, valueEnd)
    if (text.charCodeAt(i) === 0x2c /* , */) i = skipSpace(text, i + 1)
  }
  return undefined
}

function skipSpace(text: string, i: number): number {
  while (i < text.length) {
    const c = text.charCodeAt(i)
    if (c !== 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09) break
    i++
  }
  return i
}

/** `i` is at an opening quote; returns the index after the closing one. */
function skipString(text: string, i: number): number {
  i++
  while (i < text.length) {
    const c = text.charCodeAt(i)
    if (c === 0x5c /* \ */) i += 2
    else if (c === 0x22 /* " */) return i + 1
    else i++
  }
  return i
}

/** Skips one JSON value starting at `i`; returns the index after it. */
function skipValue(text: string, i: number): number {
  const first = text.charCodeAt(i)
  if (first === 0x22) return skipString(text, i)
  if (first === 0x7b || first === 0x5b) {
    let depth = 0
    while (i < text.length) {
      const c = text.charCodeAt(i)
      if (c === 0x22) {
        i = skipString(text, i)
        continue
      }
      if (c === 0x7b || c === 0x5b) depth++
      else if (c === 0x7d || c === 0x5d) {
        depth--
        if (depth === 0) return i + 1
      }
      i++
    }
    return i
  }
  // A number, true, false or null: up to the next delimiter.
  while (i < text.length) {
    const c = text.charCodeAt(i)
    if (
      c === 0x2c ||
      c === 0x7d ||
      c === 0x5d ||
      c === 0x20 ||
      c === 0x0a ||
      c === 0x0d ||
      c === 0x09
    )
      break
    i++
  }
  return i
}

/**
 * The key under which an id is remembered: the digits or text of the id whatever its JSON form.
 * JS clients (safe-json) send a BigInt id as the string `"1761…n"` and answer a 19-digit number
 * with that form, so `1761…`, `"1761…"` and `"1761…n"` are one id.
 */
export function idKey(rawId: string): string {
  let key = rawId
  if (key.startsWith('"') && key.endsWith('"')) key = key.slice(1, -1)
  if (/^\d+n$/.test(key)) key = key.slice(0, -1)
  return key
}
