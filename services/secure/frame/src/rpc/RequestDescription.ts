/** One line of what a request asks to sign, as the approval screen shows it (text only). */
export type DescriptionRow = {
  label: string
  value: string
  /** Addresses, hex, keys: monospace. */
  mono?: boolean | undefined
  /** Long values (a message, calldata) in a scrollable box of their own. */
  block?: boolean | undefined
}

/** What a not-safe request asks, decoded for a person: a title, rows, and a warning to heed. */
export type RequestDescription = {
  title: string
  rows: DescriptionRow[]
  /** Shown prominently above the buttons: why this request needs a second look. */
  warning?: string | undefined
}
