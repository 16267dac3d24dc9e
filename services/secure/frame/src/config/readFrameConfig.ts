import {
  FRAME_CONFIG_ELEMENT_ID,
  type FramePageConfig,
  FramePageConfigSchema,
} from './framePageConfig.js'

/** The page config the server rendered into the page, or undefined when it is missing or malformed. */
export function readFrameConfig(document: Document): FramePageConfig | undefined {
  const text = document.getElementById(FRAME_CONFIG_ELEMENT_ID)?.textContent
  if (!text) return undefined
  try {
    const parsed = FramePageConfigSchema.safeParse(JSON.parse(text))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}
