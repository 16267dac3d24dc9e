import { StringDecoder } from 'node:string_decoder'

/** Parameters of {@link createLinePrefixer}. */
export type CreateLinePrefixerParameters = {
  /** Put in front of every line, e.g. `devnet  │ `. */
  prefix: string
  /** Receives each complete line, prefixed and ending in a newline. */
  write: (text: string) => void
  /** Receives each complete line as the process printed it (no prefix, no newline). */
  onLine?: (line: string) => void
}

/** Turns chunks of a process's output into whole prefixed lines. */
export type LinePrefixer = {
  /** Takes a chunk of output; complete lines are written, a trailing partial line is kept. */
  push(chunk: Buffer | string): void
  /** Writes the partial line left over, if any (call when the stream ends). */
  flush(): void
}

/**
 * Splits a process's output into lines and writes each with a prefix, so several processes can
 * share one readable log. Multi-byte characters split across chunks and CRLF endings are handled.
 */
export function createLinePrefixer(parameters: CreateLinePrefixerParameters): LinePrefixer {
  const decoder = new StringDecoder('utf8')
  let pending = ''
  const emit = (line: string) => {
    const clean = line.endsWith('\r') ? line.slice(0, -1) : line
    parameters.onLine?.(clean)
    parameters.write(`${parameters.prefix}${clean}\n`)
  }
  return {
    push(chunk) {
      pending += typeof chunk === 'string' ? chunk : decoder.write(chunk)
      const lines = pending.split('\n')
      pending = lines.pop() ?? ''
      for (const line of lines) emit(line)
    },
    flush() {
      pending += decoder.end()
      if (pending !== '') emit(pending)
      pending = ''
    },
  }
}
