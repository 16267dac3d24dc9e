/** A fenced code block of a Markdown document. */
export type CodeBlock = {
  /** The 1-based line of its opening fence. */
  line: number
  /** The fence's info string's first word (`tsx`, `sh`, …), '' without one. */
  lang: string
  /** The lines between the fences. */
  code: string
  /**
   * The example file and region the block shows, from an `<!-- example: path#region -->` comment
   * on the line just above the fence (path relative to the document).
   */
  example: { path: string; region: string | undefined } | undefined
}

const FENCE = /^ {0,3}(`{3,}|~{3,})\s*([\w-]*)/
const EXAMPLE = /^<!--\s*example:\s*([^\s#]+)(?:#([\w-]+))?\s*-->$/

/** The fenced code blocks of a Markdown document, with the example each one says it shows. */
export function readCodeBlocks(markdown: string): CodeBlock[] {
  const lines = markdown.split('\n')
  const blocks: CodeBlock[] = []
  for (let index = 0; index < lines.length; index++) {
    const open = FENCE.exec(lines[index] ?? '')
    if (!open) continue
    const [, fence = '```', lang = ''] = open
    let close = index + 1
    while (
      close < lines.length &&
      !(
        lines[close]?.trimStart().startsWith(fence) &&
        lines[close]?.trim().replace(/[`~]/g, '') === ''
      )
    )
      close++
    const marker = EXAMPLE.exec(lines[index - 1]?.trim() ?? '')
    blocks.push({
      line: index + 1,
      lang,
      code: lines
        .slice(index + 1, close)
        .map((line) => line.trimEnd())
        .join('\n'),
      example: marker?.[1] ? { path: marker[1], region: marker[2] } : undefined,
    })
    index = close
  }
  return blocks
}
