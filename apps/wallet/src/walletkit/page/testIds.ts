/**
 * The `data-testid`s of the sample wallet page (docs/sample-wallet.md lists them for e2e specs).
 * Shared by the server-rendered skeleton and the page script.
 */
export const TEST_IDS = {
  status: 'wc-status',
  accountSelect: 'wc-account-select',
  address: 'wc-address',
  uriForm: 'wc-uri-form',
  uriInput: 'wc-uri-input',
  pairButton: 'wc-pair-button',
  scanButton: 'wc-scan-button',
  pairError: 'wc-pair-error',
  proposals: 'wc-proposals',
  proposal: 'wc-proposal',
  proposalName: 'wc-proposal-name',
  proposalUrl: 'wc-proposal-url',
  proposalIcon: 'wc-proposal-icon',
  proposalNamespaces: 'wc-proposal-namespaces',
  proposalApprove: 'wc-proposal-approve',
  proposalReject: 'wc-proposal-reject',
  requests: 'wc-requests',
  request: 'wc-request',
  requestMethod: 'wc-request-method',
  requestChain: 'wc-request-chain',
  requestField: 'wc-request-field',
  requestApprove: 'wc-request-approve',
  requestReject: 'wc-request-reject',
  sessionList: 'wc-session-list',
  session: 'wc-session',
  sessionName: 'wc-session-name',
  sessionDisconnect: 'wc-session-disconnect',
  activity: 'wc-activity',
  announcer: 'wc-announcer',
} as const

/** Id of the `<script type="application/json">` that carries the page's config. */
export const PAGE_CONFIG_ELEMENT_ID = 'portico-sample-wallet-config'

/** Path of the page script on the wallet server. */
export const PAGE_SCRIPT_PATH = '/sample-wallet/sample-wallet.js'
