/** ANSI colours of service names, in the order services are given them. */
const SERVICE_COLOR_CODES = [36, 35, 33, 32, 34, 96, 95, 93, 92, 94] as const

/** Something the launcher writes to; `isTTY` is set on terminals. */
export type OutputStream = { write(text: string): unknown; isTTY?: boolean }

/** Colours are used only on a terminal, and never when NO_COLOR is set (https://no-color.org). */
export function shouldUseColor(
  stream: OutputStream,
  env: Record<string, string | undefined>,
): boolean {
  return stream.isTTY === true && (env.NO_COLOR === undefined || env.NO_COLOR === '')
}

/** Text → text, possibly wrapped in ANSI escapes. */
export type Paint = (text: string) => string

const ansi =
  (open: number, close: number): Paint =>
  (text) =>
    `\u001b[${open}m${text}\u001b[${close}m`

const plain: Paint = (text) => text

/** The colours the launcher uses; every one leaves text unchanged when `enabled` is false. */
export function createPalette(enabled: boolean) {
  return {
    /** The colour of the `index`-th service. */
    service: (index: number): Paint =>
      enabled ? ansi(SERVICE_COLOR_CODES[index % SERVICE_COLOR_CODES.length]!, 39) : plain,
    dim: enabled ? ansi(2, 22) : plain,
    bold: enabled ? ansi(1, 22) : plain,
    red: enabled ? ansi(31, 39) : plain,
  }
}

/** The colours of {@link createPalette}. */
export type Palette = ReturnType<typeof createPalette>

/** Removes ANSI colour escapes, so output can be matched as plain text. */
export function stripAnsi(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: ESC is exactly what ANSI escapes start with
  return text.replace(/\u001b\[[0-9;]*m/g, '')
}
