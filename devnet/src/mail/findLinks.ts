/** Most links listed for one mail. */
export const MAX_LISTED_LINKS = 50

const TEXT_URL = /https?:\/\/[^\s<>"'`)\]]+/g
const HREF = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)')/gi
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
}

/**
 * The http(s) links of a mail (hrefs of its HTML, then URLs in its text), deduplicated, so the
 * inbox can offer them as plain links: a device-approval link is then one click away without
 * letting the mail's own HTML run.
 */
export function findLinks({ text, html }: { text: string; html: string | null }): string[] {
  const candidates: string[] = []
  for (const match of (html ?? '').matchAll(HREF))
    candidates.push(
      (match[1] ?? match[2] ?? '').replace(/&(?:amp|quot|#39|lt|gt);/g, (e) => ENTITIES[e] ?? e),
    )
  for (const match of text.matchAll(TEXT_URL)) candidates.push(match[0].replace(/[.,;:!?]+$/, ''))
  const links: string[] = []
  for (const candidate of candidates) {
    const link = toHttpUrl(candidate.trim())
    if (link && !links.includes(link)) links.push(link)
    if (links.length === MAX_LISTED_LINKS) break
  }
  return links
}

function toHttpUrl(value: string): string | undefined {
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined
  } catch {
    return undefined
  }
}
