import { mnemonicToAccount } from 'viem/accounts'
import type { SampleWalletPageConfig } from '../page/readPageConfig.js'
import { STRINGS } from '../page/strings.js'
import { PAGE_CONFIG_ELEMENT_ID, PAGE_SCRIPT_PATH, TEST_IDS } from '../page/testIds.js'
import { escapeHtml } from './escapeHtml.js'

/** Parameters of `renderSampleWalletPage`. */
export type RenderSampleWalletPageParameters = {
  /** The wallet server's own URL (for the inject script snippet). */
  url: string
  config: SampleWalletPageConfig
}

/** The page config as a JSON script body: `<` is escaped so no `</script>` can end it early. */
function configJson(config: SampleWalletPageConfig): string {
  return JSON.stringify(config)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/** The page's icon, inline so the page asks the server for nothing else. */
const FAVICON = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#2f4bdb"/><text x="16" y="22" font-family="sans-serif" font-size="16" font-weight="700" fill="#fff" text-anchor="middle">W</text></svg>')}`

const STYLES = `
:root { color-scheme: light; --fg: #16182b; --muted: #555a74; --line: #d5d8e6; --bg: #f6f7fb; --card: #fff; --accent: #2f4bdb; --danger: #b3261e; --ok: #16794c }
* { box-sizing: border-box }
body { font: 15px/1.5 system-ui, sans-serif; color: var(--fg); background: var(--bg); margin: 0 }
header, main, footer { max-width: 56rem; margin: 0 auto; padding: 0 1rem }
header { padding-top: 1.5rem }
h1 { font-size: 1.6rem; margin: 0 0 .25rem } h2 { font-size: 1.15rem; margin: 0 0 .75rem } h3 { font-size: 1rem; margin: 0 }
section, footer > div { background: var(--card); border: 1px solid var(--line); border-radius: 10px; padding: 1rem 1.25rem; margin: 1rem 0 }
.muted { color: var(--muted) } .warning { color: var(--danger) }
code, pre, .code { font-family: ui-monospace, SFMono-Regular, monospace; font-size: 13px; overflow-wrap: anywhere }
pre.code { white-space: pre-wrap; background: var(--bg); border: 1px solid var(--line); border-radius: 6px; padding: .5rem; margin: 0; max-height: 16rem; overflow: auto }
label { font-weight: 600; display: block; margin-bottom: .25rem }
input[type=text], select { font: inherit; padding: .45rem .6rem; border: 1px solid #9aa0ba; border-radius: 6px; width: 100% }
select { width: auto }
button { font: inherit; padding: .45rem .9rem; border-radius: 6px; border: 1px solid var(--accent); background: var(--accent); color: #fff; cursor: pointer }
button.secondary { background: #fff; color: var(--accent) }
button.danger { background: #fff; color: var(--danger); border-color: var(--danger) }
button:disabled { opacity: .55; cursor: progress }
:focus-visible { outline: 3px solid #f5a623; outline-offset: 2px }
.row { display: flex; gap: .5rem; align-items: center; flex-wrap: wrap }
.row > input { flex: 1 1 20rem }
.card { border: 1px solid var(--line); border-radius: 8px; padding: .9rem; margin: .75rem 0; background: #fff }
.card:focus { outline: 3px solid #f5a623 }
.dapp { display: flex; gap: .75rem; align-items: center }
.dapp img, .dapp .fallback-icon { width: 48px; height: 48px; border-radius: 10px; flex: none; object-fit: cover }
.fallback-icon { display: grid; place-items: center; background: #e3e7fb; color: var(--accent); font-weight: 700; font-size: 1.25rem }
.badge { display: inline-block; font-size: 12px; border-radius: 999px; padding: 0 .5rem; border: 1px solid var(--line) }
.badge.VALID { color: var(--ok); border-color: var(--ok) } .badge.INVALID, .badge.scam { color: var(--danger); border-color: var(--danger) }
table { border-collapse: collapse; width: 100%; margin: .5rem 0 } th, td { border: 1px solid var(--line); padding: .3rem .5rem; text-align: left; vertical-align: top }
dl { display: grid; grid-template-columns: minmax(7rem, max-content) 1fr; gap: .35rem .75rem; margin: .75rem 0 } dt { font-weight: 600 } dd { margin: 0; min-width: 0 }
.actions { display: flex; gap: .5rem; margin-top: .75rem }
.addresses dd { font-family: ui-monospace, monospace; font-size: 13px }
#sessions { list-style: none; padding: 0; margin: 0 }
ol.activity { margin: 0; padding-left: 2.25rem; max-height: 14rem; overflow: auto }
.visually-hidden { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0 }
video { max-width: 100%; border-radius: 8px; margin-top: .5rem }
`

/**
 * The sample wallet page served at `/`: a static, accessible skeleton (headings, the URI form,
 * empty lists, the devnet account #0 address) plus the config as JSON; the page script
 * (createSampleWallet in the browser) fills the lists. Without the script the page still says
 * how to load the injected test wallet.
 */
export function renderSampleWalletPage({ url, config }: RenderSampleWalletPageParameters): string {
  let address = ''
  try {
    address = mnemonicToAccount(config.mnemonic).address
  } catch {}
  const t = TEST_IDS
  const s = STRINGS
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(s.title)}</title>
<meta name="referrer" content="no-referrer">
<link rel="icon" href="${FAVICON}">
<style>${STYLES}</style>
<script type="application/json" id="${PAGE_CONFIG_ELEMENT_ID}">${configJson(config)}</script>
<script type="module" src="${PAGE_SCRIPT_PATH}"></script>
</head>
<body>
<header>
<h1>${escapeHtml(s.title)}</h1>
<p class="warning">${escapeHtml(s.devnetWarning)}</p>
<p id="wallet-status" role="status" data-testid="${t.status}">${escapeHtml(s.loading)}</p>
</header>
<main>
<section aria-labelledby="account-heading">
<h2 id="account-heading">${escapeHtml(s.accountHeading)}</h2>
<div class="row">
<label for="account-index">${escapeHtml(s.accountLabel)}</label>
<select id="account-index" data-testid="${t.accountSelect}" aria-describedby="account-hint" disabled>
${Array.from({ length: 10 }, (_, i) => `<option value="${i}"${i === 0 ? ' selected' : ''}>#${i}</option>`).join('')}
</select>
<span id="account-hint" class="muted"></span>
</div>
<dl class="addresses" id="addresses">
<dt>${escapeHtml(s.addressLabels.eip155!)}</dt><dd data-testid="${t.address}" data-namespace="eip155">${escapeHtml(address)}</dd>
</dl>
</section>
<section aria-labelledby="pair-heading">
<h2 id="pair-heading">${escapeHtml(s.pairHeading)}</h2>
<form id="pair-form" data-testid="${t.uriForm}" novalidate>
<label for="wc-uri">${escapeHtml(s.uriLabel)}</label>
<p id="wc-uri-hint" class="muted">${escapeHtml(s.uriHint)}</p>
<div class="row">
<input id="wc-uri" name="uri" type="text" data-testid="${t.uriInput}" autocomplete="off" spellcheck="false" placeholder="wc:…" aria-describedby="wc-uri-hint pair-error" required>
<button type="submit" id="pair-button" data-testid="${t.pairButton}" disabled>${escapeHtml(s.pairButton)}</button>
<button type="button" id="scan-button" class="secondary" data-testid="${t.scanButton}" hidden>${escapeHtml(s.scanButton)}</button>
</div>
<p id="pair-error" class="warning" role="alert" data-testid="${t.pairError}"></p>
<div id="scanner"></div>
</form>
</section>
<section aria-labelledby="proposals-heading">
<h2 id="proposals-heading" tabindex="-1">${escapeHtml(s.proposalsHeading)}</h2>
<div id="proposals" data-testid="${t.proposals}"><p class="muted empty">${escapeHtml(s.noProposals)}</p></div>
</section>
<section aria-labelledby="requests-heading">
<h2 id="requests-heading" tabindex="-1">${escapeHtml(s.requestsHeading)}</h2>
<div id="requests" data-testid="${t.requests}"><p class="muted empty">${escapeHtml(s.noRequests)}</p></div>
</section>
<section aria-labelledby="sessions-heading">
<h2 id="sessions-heading" tabindex="-1">${escapeHtml(s.sessionsHeading)}</h2>
<ul id="sessions" data-testid="${t.sessionList}"></ul>
<p id="no-sessions" class="muted">${escapeHtml(s.noSessions)}</p>
</section>
<section aria-labelledby="activity-heading">
<h2 id="activity-heading">${escapeHtml(s.activityHeading)}</h2>
<div role="log" aria-labelledby="activity-heading"><ol id="activity" class="activity" data-testid="${t.activity}"></ol></div>
</section>
<p id="announcer" class="visually-hidden" aria-live="assertive" data-testid="${t.announcer}"></p>
</main>
<footer>
<div>
<h2>${escapeHtml(s.testWalletHeading)}</h2>
<p>${escapeHtml(s.testWalletText)}</p>
<pre class="code">&lt;script src="${escapeHtml(url)}/inject.js"&gt;&lt;/script&gt;</pre>
<p><a href="/test-wallet">${escapeHtml(s.testWalletMore)}</a></p>
</div>
</footer>
</body>
</html>
`
}
