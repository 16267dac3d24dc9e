import { FRAME_SCRIPT_URL_PATH } from '../../frame/src/node/paths.js'

/**
 * The secure window's page (`GET /approve`): the frame's script, which sees the path and starts in
 * its popup mode (bootSecurePopup). No config: the window shows only what its opener, the frame,
 * sends it.
 */
export function renderSecurePopupPage(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<link rel="icon" href="data:,">
<title>Portico wallet — secure window</title>
<script type="module" src="${FRAME_SCRIPT_URL_PATH}"></script>
</head>
<body>
<main id="frame-root"></main>
</body>
</html>
`
}

/**
 * The secure window's CSP: the frame's own script, nothing to fetch, and never framed (a framed
 * secure window could be covered like the frame it stands in for).
 */
export const SECURE_POPUP_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ')
