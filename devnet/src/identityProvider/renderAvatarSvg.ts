import { escapeHtml } from '../mail/html.js'

const COLOURS = ['#6d5dfc', '#e5484d', '#12a594', '#f76b15', '#3e63dd', '#d6409f'] as const

/** A round avatar with the name's initial, coloured from the name (test users' `picture` / `pfpUrl`). */
export function renderAvatarSvg(name: string): string {
  let hash = 0
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0
  const colour = COLOURS[hash % COLOURS.length]
  const initial = escapeHtml((name.trim()[0] ?? '?').toUpperCase())
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${escapeHtml(name)}"><circle cx="48" cy="48" r="48" fill="${colour}"/><text x="48" y="62" font-family="system-ui, sans-serif" font-size="44" font-weight="600" text-anchor="middle" fill="#fff">${initial}</text></svg>`
}
