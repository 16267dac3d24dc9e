import { IMAGE_URL_MAX_CHARS } from './constants.js'

/**
 * Whether an image URL a history source gave may reach the widget: an absolute http(s) URL
 * (never `javascript:` or another scheme), of reasonable length.
 */
export function isSafeImageUrl(value: string): boolean {
  if (value.length > IMAGE_URL_MAX_CHARS) return false
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}
