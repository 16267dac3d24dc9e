import type { PopupSocialProvider } from '../../adapter/AuthAdapter.js'
import type { PorticoContext } from '../../context.js'
import { PorticoError } from '../../errors/PorticoError.js'
import { reportError } from '../analytics/reportError.js'
import { FailedToConnectError, ModalClosedError } from '../connect/errors.js'
import { getAccount } from '../connect/getAccount.js'
import { setAccount } from '../connect/setAccount.js'
import { connectAuthConnector } from '../embeddedWallet/connectAuthConnector.js'
import type { AuthConnection } from '../embeddedWallet/getAuthAdapter.js'
import { PopupClosedError, SocialConnectionInitError } from './errors.js'
import { waitForSocialLogin } from './waitForSocialLogin.js'

export type FinishSocialLoginParameters = AuthConnection & {
  provider: PopupSocialProvider
  /** The popup connectSocial opened inside the click. */
  popup: Window
}

/**
 * The rest of a social login once its popup is open and ConnectingSocial shows (connectSocial): the
 * frame gives the provider's authorize URL and the popup goes there; at once the frame is asked to
 * finish the login (ConnectSocial), which it does with the result the secure site's callback hands
 * it — the dApp never sees that result (issue 16). Answered, the popup closes, the AUTH connector
 * connects and Account shows. Errors: no authorize URL → 'Failed to initiate social connection';
 * the popup closed first → 'Popup closed'; the modal closed → 'Modal closed' (the frame's request
 * aborted in both); the frame refusing → 'Failed to connect'. The error is also kept in
 * `stores.connectAttempt`.
 * Analytics: SOCIAL_LOGIN_STARTED, _REQUEST_USER_DATA, _SUCCESS, _CANCELED, _ERROR.
 */
export async function finishSocialLogin(
  context: PorticoContext,
  { adapter, connector, popup, provider }: FinishSocialLoginParameters,
): Promise<void> {
  const { events, stores } = context
  const namespace = stores.chains.getState().activeNamespace
  const previousProvider = getAccount(context, namespace).socialProvider
  events.emit({ type: 'SOCIAL_LOGIN_STARTED', provider })
  stores.connectAttempt.setState({ connectorId: connector.id, pending: true, error: undefined })
  setAccount(context, namespace, { socialProvider: provider, socialWindow: popup })
  try {
    try {
      const { uri } = await adapter.getSocialRedirectUri({ provider })
      popup.location.href = uri
    } catch (error) {
      throw new SocialConnectionInitError({ cause: error })
    }
    // The frame waits for the popup's result (the callback page hands it to the frame alone).
    events.emit({ type: 'SOCIAL_LOGIN_REQUEST_USER_DATA', provider })
    await waitForSocialLogin(context, { popup, adapter })
    popup.close()
    await connectAuthConnector(context)
    setAccount(context, namespace, { socialWindow: undefined })
    events.emit({ type: 'SOCIAL_LOGIN_SUCCESS', provider })
  } catch (reason) {
    if (!popup.closed) popup.close()
    const error =
      reason instanceof PorticoError ? reason : new FailedToConnectError({ cause: reason })
    const canceled = error instanceof PopupClosedError || error instanceof ModalClosedError
    events.emit(
      canceled
        ? { type: 'SOCIAL_LOGIN_CANCELED', provider }
        : { type: 'SOCIAL_LOGIN_ERROR', provider, message: error.shortMessage },
    )
    if (!canceled) reportError(context, { event: 'SOCIAL_LOGIN_ERROR', error })
    stores.connectAttempt.setState({ pending: false, error })
    if (getAccount(context, namespace).status !== 'connected')
      setAccount(context, namespace, { socialProvider: previousProvider, socialWindow: undefined })
    throw error
  }
}
