import { describe, expect, it } from 'vitest'
import {
  FailedToFetchTransactionsError,
  TokenBalanceUnavailableError,
} from '../features/activity/errors.js'
import {
  AdapterNotFoundError,
  ConnectBeforeRequestError,
  ConnectionRejectedError,
  FailedToConnectError,
  FailedToDisconnectChainsError,
  FailedToDisconnectError,
  InvalidConnectionStatusError,
  ModalClosedError,
  NoActiveCaipAddressError,
  SignClientNotInitializedError,
  WalletConnectConnectorNotFoundError,
} from '../features/connect/errors.js'
import { EmailLoginCooldownError } from '../features/email/errors.js'
import {
  AddressOrAuthConnectorNotFoundError,
  AuthConnectorNotFoundError,
  EmailLoginDependencyError,
  NotConnectedToEmailOrSocialError,
} from '../features/embeddedWallet/errors.js'
import {
  FetchNameSuggestionsError,
  FetchNamesForAddressError,
  RegisterNameError,
  ResolveNameError,
} from '../features/names/errors.js'
import {
  AuthInitializationError,
  SignMessageError,
  SiwxNotEnabledError,
} from '../features/siwx/errors.js'
import {
  FarcasterConnectionError,
  PopupClosedError,
  SocialConnectionInitError,
} from '../features/social/errors.js'
import { HttpRequestError, HttpStatusError, HttpTimeoutError } from '../http/errors.js'
import { ALERTS, AlertError } from './alerts.js'
import { GenericError, UnknownError } from './generic.js'
import {
  ChainIdNotFoundError,
  ChainNotSupportedError,
  JsonRpcProviderNotFoundError,
  NetworkControllerClientNotSetError,
  NetworkNotFoundError,
  NetworkNotSupportedError,
  NoRpcUrlError,
} from './network.js'
import { PorticoError } from './PorticoError.js'
import { RpcMethodNotAllowedError } from './provider.js'
import { RequestAbortedError } from './request.js'
import { RpcRequestError } from './rpc.js'
import { NamespaceNotConfiguredError } from './validation.js'

/**
 * Every message of spec §8 (and the few of §4 and §6 that are errors), each with the class that
 * produces it. A message without a class has no row to put here, so a gap shows in review; a
 * class whose message drifts fails. Placeholders of the spec ({message}, {name}, N, ...) are
 * filled with sample values.
 */
const CATALOGUE: [spec: string, create: () => PorticoError, shortMessage: string][] = [
  // Email throttle (errors/validation.ts)
  [
    "'Please try again after N seconds'",
    () => new EmailLoginCooldownError(12),
    'Please try again after 12 seconds',
  ],
  // Connection
  ["'Modal closed'", () => new ModalClosedError(), 'Modal closed'],
  ["'Connection rejected'", () => new ConnectionRejectedError(), 'Connection rejected'],
  ["'Failed to connect'", () => new FailedToConnectError(), 'Failed to connect'],
  ["'Popup closed'", () => new PopupClosedError(), 'Popup closed'],
  [
    "'Failed to connect to farcaster'",
    () => new FarcasterConnectionError(),
    'Failed to connect to farcaster',
  ],
  [
    "'Failed to initiate social connection'",
    () => new SocialConnectionInitError(),
    'Failed to initiate social connection',
  ],
  ["'No auth connector found'", () => new AuthConnectorNotFoundError(), 'No auth connector found'],
  [
    "'Not connected to email or social'",
    () => new NotConnectedToEmailOrSocialError(),
    'Not connected to email or social',
  ],
  ["'Failed to disconnect'", () => new FailedToDisconnectError(), 'Failed to disconnect'],
  [
    "'Failed to disconnect chains: {message}'",
    () => new FailedToDisconnectChainsError({ cause: new Error('timeout') }),
    'Failed to disconnect chains: timeout',
  ],
  [
    "'Invalid connection status'",
    () => new InvalidConnectionStatusError('paused'),
    'Invalid connection status',
  ],
  // Balance
  [
    "toast 'Token Balance Unavailable'",
    () => new TokenBalanceUnavailableError(),
    'Token Balance Unavailable',
  ],
  [
    "'Network not supported' for gas price and swaps",
    () => new NetworkNotSupportedError(),
    'Network not supported',
  ],
  // Other user-visible
  [
    "'Failed to fetch transactions'",
    () => new FailedToFetchTransactionsError(),
    'Failed to fetch transactions',
  ],
  ["'Error signing message'", () => new SignMessageError(), 'Error signing message'],
  [
    "'A problem occurred while trying initialize authentication'",
    () => new AuthInitializationError(),
    'A problem occurred while trying initialize authentication',
  ],
  [
    "'Chain is not supported' (adding chain failed)",
    () => new ChainNotSupportedError(),
    'Chain is not supported',
  ],
  [
    "'Unable to load email login dependency'",
    () => new EmailLoginDependencyError(),
    'Unable to load email login dependency',
  ],
  // Alerts
  ['Alert: Network Not Found', () => new AlertError('NETWORK_NOT_FOUND'), 'Network Not Found'],
  ['Alert: Origin Not Allowed', () => new AlertError('ORIGIN_NOT_ALLOWED'), 'Origin Not Allowed'],
  [
    'Alert: Network Error - Could not load embedded wallet',
    () => new AlertError('IFRAME_LOAD_FAILED'),
    'Network Error - Could not load embedded wallet',
  ],
  [
    'Alert: Embedded Wallet Request Timed Out',
    () => new AlertError('IFRAME_REQUEST_TIMEOUT'),
    'Embedded Wallet Request Timed Out',
  ],
  ['Alert: Unverified Domain', () => new AlertError('UNVERIFIED_DOMAIN'), 'Unverified Domain'],
  ['Alert: Session Expired', () => new AlertError('SESSION_EXPIRED'), 'Session Expired'],
  ['Alert: Invalid Project ID', () => new AlertError('INVALID_PROJECT_ID'), 'Invalid Project ID'],
  [
    'Alert: Project ID Not Configured',
    () => new AlertError('PROJECT_ID_NOT_CONFIGURED'),
    'Project ID Not Configured',
  ],
  ['Alert: Server Error', () => new AlertError('SERVER_ERROR'), 'Server Error'],
  ['Alert: Rate Limited', () => new AlertError('RATE_LIMITED'), 'Rate Limited'],
  [
    'Alert: multi-wallet not enabled (info)',
    () => new AlertError('MULTI_WALLET_NOT_ENABLED'),
    'Multi-Wallet Not Enabled',
  ],
  [
    "Analytics 403 shows 'Invalid App Configuration' once",
    () => new AlertError('INVALID_APP_CONFIGURATION'),
    'Invalid App Configuration',
  ],
  // Internal
  ["'Adapter not found'", () => new AdapterNotFoundError(), 'Adapter not found'],
  [
    'namespace-not-found errors (spec §5 wording)',
    () => new NamespaceNotConfiguredError('solana'),
    'Namespace solana is not configured. Please call connect() first with namespace config.',
  ],
  ["'SIWX is not enabled'", () => new SiwxNotEnabledError(), 'SIWX is not enabled'],
  [
    "'No ActiveCaipAddress found'",
    () => new NoActiveCaipAddressError(),
    'No ActiveCaipAddress found',
  ],
  [
    "'Please call connect() before request()'",
    () => new ConnectBeforeRequestError(),
    'Please call connect() before request()',
  ],
  [
    "'Sign Client not initialized'",
    () => new SignClientNotInitializedError(),
    'Sign Client not initialized',
  ],
  ["'ChainId not found'", () => new ChainIdNotFoundError(), 'ChainId not found'],
  [
    "'No RPC url provided for chainId'",
    () => new NoRpcUrlError(31337),
    'No RPC url provided for chainId',
  ],
  [
    "'JSON-RPC provider for ... not found'",
    () => new JsonRpcProviderNotFoundError('eip155:31337'),
    'JSON-RPC provider for eip155:31337 not found',
  ],
  ["'Network not found'", () => new NetworkNotFoundError(), 'Network not found'],
  [
    "'Address or auth connector not found'",
    () => new AddressOrAuthConnectorNotFoundError(),
    'Address or auth connector not found',
  ],
  ["'Error resolving name'", () => new ResolveNameError(), 'Error resolving name'],
  [
    "'Error fetching name suggestions'",
    () => new FetchNameSuggestionsError(),
    'Error fetching name suggestions',
  ],
  [
    "'Error fetching names for address'",
    () => new FetchNamesForAddressError(),
    'Error fetching names for address',
  ],
  [
    "'Error registering name {name}'",
    () => new RegisterNameError('alice'),
    'Error registering name alice',
  ],
  ["'Something went wrong'", () => new UnknownError(), 'Something went wrong'],
  ["'An error occurred'", () => new GenericError(), 'An error occurred'],
  [
    "'WalletConnectConnector not found'",
    () => new WalletConnectConnectorNotFoundError(),
    'WalletConnectConnector not found',
  ],
  [
    "'NetworkController client not set'",
    () => new NetworkControllerClientNotSetError(),
    'NetworkController client not set',
  ],
  ["'HTTP request failed.'", () => new HttpRequestError(), 'HTTP request failed.'],
  ["'RPC Request failed.'", () => new RpcRequestError(), 'RPC Request failed.'],
  [
    "'The request took too long to respond.'",
    () => new HttpTimeoutError(),
    'The request took too long to respond.',
  ],
  // §7 "a non-OK status throws 'HTTP status code: {status}'"
  ["'HTTP status code: {status}'", () => new HttpStatusError(503), 'HTTP status code: 503'],
  // §4 and §6
  ["§4 'Request was aborted'", () => new RequestAbortedError(), 'Request was aborted'],
  [
    "§6 'Requested RPC call is not allowed'",
    () => new RpcMethodNotAllowedError('eth_sign'),
    'Requested RPC call is not allowed',
  ],
]

describe('spec §8 error catalogue: every message is the shortMessage of a class', () => {
  it.each(CATALOGUE)('%s', (_spec, create, shortMessage) => {
    const error = create()
    expect(error).toBeInstanceOf(PorticoError)
    expect(error.shortMessage).toBe(shortMessage)
    expect(error.name).toBe(error.constructor.name)
  })

  it('lists every alert of ALERTS', () => {
    const titles = CATALOGUE.map(([, create]) => create())
      .filter((error): error is AlertError => error instanceof AlertError)
      .map((error) => error.alert.code)
    expect(titles.sort()).toEqual(Object.keys(ALERTS).sort())
  })

  it('gives each message one class', () => {
    const names = CATALOGUE.map(([, create]) => create())
      .filter((error) => !(error instanceof AlertError))
      .map((error) => error.name)
    expect(new Set(names).size).toBe(names.length)
  })
})
