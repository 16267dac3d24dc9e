import { join, normalize, sep } from 'node:path'

/**
 * The file under `root` a request path names (`/` → index.html), or `undefined` when the path is
 * malformed or escapes `root`.
 */
export function resolveStaticPath(root: string, requestUrl: string): string | undefined {
  let pathname: string
  try {
    pathname = decodeURIComponent(new URL(requestUrl, 'http://localhost').pathname)
  } catch {
    return undefined
  }
  if (pathname.includes('\0')) return undefined
  if (pathname.endsWith('/')) pathname += 'index.html'
  const base = normalize(root.endsWith(sep) ? root : root + sep)
  const file = normalize(join(base, pathname))
  return file.startsWith(base) ? file : undefined
}
