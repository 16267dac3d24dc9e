/** Parameters of `formatTable`. */
export type FormatTableParameters = {
  header: readonly string[]
  rows: readonly (readonly string[])[]
  /** Columns from this index on are right-aligned (numbers). @default 1 */
  firstNumericColumn?: number
}

/**
 * A plain-text table in Markdown pipe syntax, columns padded to their widest cell, so it reads
 * well in a terminal and pastes into a report as is.
 */
export function formatTable({
  header,
  rows,
  firstNumericColumn = 1,
}: FormatTableParameters): string {
  const columns = header.length
  for (const row of rows)
    if (row.length !== columns)
      throw new Error(`row has ${row.length} cells, header has ${columns}: ${row.join(' | ')}`)
  const widths = header.map((cell, i) =>
    Math.max(cell.length, 3, ...rows.map((row) => row[i]!.length)),
  )
  const pad = (cell: string, i: number) =>
    i >= firstNumericColumn ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)
  const line = (cells: readonly string[]) => `| ${cells.map(pad).join(' | ')} |`
  const rule = `|${widths
    .map((width, i) =>
      i >= firstNumericColumn ? `${'-'.repeat(width + 1)}:` : '-'.repeat(width + 2),
    )
    .join('|')}|`
  return [line(header), rule, ...rows.map(line)].join('\n')
}
