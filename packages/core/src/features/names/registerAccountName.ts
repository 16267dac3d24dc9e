import type { PorticoContext } from '../../context.js'
import { PorticoError } from '../../errors/PorticoError.js'
import type { RouterEntry } from '../../state/types.js'
import { chainIdToCoinType } from '../../validation/chainIdToCoinType.js'
import { validateAccountName } from '../../validation/validateAccountName.js'
import { reportError } from '../analytics/reportError.js'
import { getActiveAccount } from '../connect/getAccount.js'
import { setAccount } from '../connect/setAccount.js'
import { AddressOrAuthConnectorNotFoundError } from '../embeddedWallet/errors.js'
import { forgetAddressName } from './addressNameCache.js'
import { RegisterNameError } from './errors.js'
import { toAccountNameLabel } from './fetchNameSuggestions.js'
import { isAccountNameNamespace } from './isAccountNameNamespace.js'

export type RegisterAccountNameParameters = {
  /** The name wanted, with or without the zone (`alice` or `alice.portico.eth`). */
  name: string
  /** Text records to set with the name (e.g. `{ avatar }`). @default {} */
  attributes?: Readonly<Record<string, string>> | undefined
}

export type RegisterAccountNameReturnType = {
  /** The full name registered (`alice.portico.eth`). */
  name: string
}

export type RegisterAccountNameErrorType = RegisterNameError | PorticoError

/** An EIP-1193 provider, as far as signing needs it. */
type Eip1193Provider = { request(args: { method: string; params?: unknown }): Promise<unknown> }

function isEip1193Provider(value: unknown): value is Eip1193Provider {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { request?: unknown }).request === 'function'
  )
}

/** UTF-8 text as 0x-prefixed hex, the form personal_sign takes (EIP-191). */
function utf8ToHex(text: string): string {
  let hex = '0x'
  for (const byte of new TextEncoder().encode(text)) hex += byte.toString(16).padStart(2, '0')
  return hex
}

/**
 * Shows `entry` in place of the RegisterAccountName view the flow started from, dropping what was
 * pushed above it meanwhile (an embedded wallet's approval view). Without such a view in the
 * history, an open modal gets `entry` pushed and a closed one is left alone.
 */
function routeFromRegisterView(context: PorticoContext, entry: RouterEntry): void {
  const { history } = context.stores.router.getState()
  let index = history.length - 1
  while (index >= 0 && history[index]?.view !== 'RegisterAccountName') index--
  if (index >= 0) context.stores.router.setState({ history: [...history.slice(0, index), entry] })
  else if (context.stores.modal.getState().open)
    context.stores.router.setState({ history: [...history, entry] })
}

/**
 * Registers an account name for the active EVM account (spec §2 "Name registration: sign message,
 * register, success view; on error return to RegisterAccountName"):
 * 1. the name is checked (spec §5: letters, digits, hyphens, at least 4 characters) and put in the
 *    options' zone; the chain id becomes its ENSIP-11 coin type ('Invalid chainId' at 2^31 or above);
 * 2. the connected wallet signs the message — JSON of name, attributes and timestamp in seconds
 *    (spec §7) — with personal_sign through its EIP-1193 provider (an embedded wallet routes it to
 *    its approval view);
 * 3. `POST /v1/profile/account` with coin_type, address, message and signature;
 * 4. the account's profileName becomes the name, its avatar is read again, and RegisterAccountName
 *    is replaced by RegisterAccountNameSuccess.
 * On any failure the flow goes back to RegisterAccountName with the name typed and the error's
 * message (the API's first reason description, else 'Error registering name {name}', spec §8),
 * and the error is thrown.
 */
export async function registerAccountName(
  context: PorticoContext,
  { name, attributes = {} }: RegisterAccountNameParameters,
): Promise<RegisterAccountNameReturnType> {
  const { apiUrl, accountNameZone: zone } = context.stores.options.getState().options
  const label = toAccountNameLabel(name, zone)
  const fullName = `${label}.${zone}`
  try {
    validateAccountName(label)
    if (!isAccountNameNamespace(context))
      throw new RegisterNameError(fullName, { details: 'Account names are EVM only (spec §9)' })
    if (!apiUrl || !context.projectId)
      throw new RegisterNameError(fullName, {
        details: 'No Portico API is configured (apiUrl)',
      })
    const { activeNamespace, activeNetwork } = context.stores.chains.getState()
    const coinType = chainIdToCoinType(Number(activeNetwork.id))
    const account = getActiveAccount(context)
    const connector = context.stores.connectors
      .getState()
      .connectors.find((c) => c.id === account.connectorId)
    const address = account.address
    if (account.status !== 'connected' || !address || !connector)
      throw new AddressOrAuthConnectorNotFoundError()
    const provider = connector.provider
    if (!isEip1193Provider(provider))
      throw new RegisterNameError(fullName, {
        details: `The connector '${connector.id}' has no EIP-1193 provider to sign with`,
      })
    const api = await import('./profileApi.js')
    const message = api.createAccountNameMessage({
      name: fullName,
      attributes: { ...attributes },
      timestamp: Math.floor(context.now() / 1_000),
    })
    let signature: unknown
    try {
      signature = await context.requests.track(() =>
        provider.request({ method: 'personal_sign', params: [utf8ToHex(message), address] }),
      )
    } catch (cause) {
      throw new RegisterNameError(fullName, { cause, details: 'The wallet did not sign' })
    }
    if (typeof signature !== 'string' || !/^0x[0-9a-fA-F]+$/.test(signature))
      throw new RegisterNameError(fullName, { details: 'The wallet returned no signature' })
    // Fails with RegisterNameError: the API's first reason, else 'Error registering name {name}'.
    await context.requests.track((signal) =>
      api.registerAccountName({
        apiUrl,
        projectId: context.projectId,
        signal,
        coinType,
        address,
        message,
        signature,
      }),
    )
    // What was known of the address (no name, or an older one) is stale now.
    forgetAddressName(context, address)
    if (getActiveAccount(context).address === address)
      setAccount(context, activeNamespace, { profileName: fullName })
    void refreshAvatar(context, { apiUrl, address, fullName })
    routeFromRegisterView(context, {
      view: 'RegisterAccountNameSuccess',
      data: { accountName: fullName },
    })
    return { name: fullName }
  } catch (caught) {
    const error =
      caught instanceof PorticoError ? caught : new RegisterNameError(fullName, { cause: caught })
    reportError(context, { event: 'REGISTER_NAME_ERROR', error })
    routeFromRegisterView(context, {
      view: 'RegisterAccountName',
      data: { accountName: label, errorMessage: error.shortMessage },
    })
    throw error
  }
}

/**
 * Reads the identity of `address` again after a registration, for the avatar of the new name.
 * The name stays the one registered: an identity that names another (an older primary name) or
 * none yet does not replace it.
 */
async function refreshAvatar(
  context: PorticoContext,
  { apiUrl, address, fullName }: { apiUrl: string; address: string; fullName: string },
): Promise<void> {
  try {
    const { readIdentity } = await import('../account/readIdentity.js')
    const identity = await context.requests.track(() =>
      readIdentity({ apiUrl, projectId: context.projectId, address }),
    )
    const account = getActiveAccount(context)
    if (account.address === address && account.profileName === fullName)
      setAccount(context, context.stores.chains.getState().activeNamespace, {
        profileImage: identity.name === fullName ? identity.avatar : null,
      })
  } catch {
    // The avatar is a nicety: the name shows without it.
  }
}
