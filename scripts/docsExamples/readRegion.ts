import { readFileSync } from 'node:fs'

/** A line that opens or closes a region: `// #region name`, `// #endregion name` (also in JSX braces). */
const MARKER = /^\s*(?:\/\/|\{?\/\*)\s*#(region|endregion)\b\s*([\w-]*)/

/**
 * The text of region `region` of the example file at `path` (the whole file without one), as a
 * document shows it: the marker lines of nested regions left out, blank lines at either end
 * dropped and the common indentation removed. What lies outside the region is the example's hidden
 * preamble (imports, declarations) that it needs to compile.
 */
export function readRegion(path: string, region?: string): string {
  const lines = readFileSync(path, 'utf8').split('\n')
  let picked = lines
  if (region) {
    const isMarker = (kind: string) => (line: string) => {
      const match = MARKER.exec(line)
      return match?.[1] === kind && match[2] === region
    }
    const start = lines.findIndex(isMarker('region'))
    const end = lines.findIndex((line, index) => index > start && isMarker('endregion')(line))
    if (start < 0) throw new Error(`${path} has no '#region ${region}'`)
    if (end < 0)
      throw new Error(`${path} has no '#endregion ${region}' after its '#region ${region}'`)
    picked = lines.slice(start + 1, end)
  }
  const kept = picked.filter((line) => !MARKER.test(line)).map((line) => line.trimEnd())
  while (kept[0] === '') kept.shift()
  while (kept.at(-1) === '') kept.pop()
  const indent = Math.min(
    ...kept.filter((line) => line !== '').map((line) => line.length - line.trimStart().length),
  )
  return kept.map((line) => line.slice(indent)).join('\n')
}
