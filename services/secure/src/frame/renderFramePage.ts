import type { FramePageConfig } from '../../frame/src/config/framePageConfig.js'
import { FRAME_CONFIG_ELEMENT_ID } from '../../frame/src/config/framePageConfig.js'
import { FRAME_SCRIPT_URL_PATH } from '../../frame/src/node/paths.js'
import { escapeHtml, toScriptJson } from '../server/renderPage.js'

/** Parameters of `renderFramePage`. */
export type RenderFramePageParameters = {
  /** What the page's script reads (services/secure/frame/src/config/framePageConfig.ts). */
  config: FramePageConfig
  /** A message shown before (and without) the script: the refusals ('Invalid Project ID' …). */
  message?: { title: string; text: string } | undefined
}

/**
 * The frame page: the config as a JSON block (`<script type="application/json"
 * id="portico-frame-config">`: data, not code, so the strict CSP holds), the root the script
 * renders into, and the built script (`/frame/frame.js`). A refusal's message is in the HTML
 * itself, so it shows even where the script does not run.
 */
export function renderFramePage({ config, message }: RenderFramePageParameters): string {
  const body = message
    ? `<h1 data-testid="secure-page-title">${escapeHtml(message.title)}</h1><p>${escapeHtml(message.text)}</p>`
    : ''
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<link rel="icon" href="data:,">
<title>${escapeHtml(message?.title ?? 'Portico embedded wallet')}</title>
<script type="application/json" id="${FRAME_CONFIG_ELEMENT_ID}">${toScriptJson(config)}</script>
<script type="module" src="${FRAME_SCRIPT_URL_PATH}"></script>
</head>
<body>
<main id="frame-root">${body}</main>
</body>
</html>
`
}
