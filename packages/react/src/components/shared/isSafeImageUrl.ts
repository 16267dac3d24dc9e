/**
 * Whether an image URL from outside (a profile image, a network icon, the dApp's icon) may be an <img> source:
 * http(s), or a data: URL of an image. Anything else (javascript:, blob:, relative paths) is not shown.
 */
export function isSafeImageUrl(url: string | null | undefined): url is string {
  if (!url) return false
  if (/^data:image\/(png|jpeg|gif|webp|svg\+xml|avif);/i.test(url)) return true
  try {
    const { protocol } = new URL(url)
    return protocol === 'https:' || protocol === 'http:'
  } catch {
    return false
  }
}
