import type { PopupSocialProvider } from '../adapter/AuthAdapter.js'
import type { PorticoContext } from '../context.js'
import {
  FailedToConnectError,
  ModalClosedError,
  PopupClosedError,
  SocialConnectionInitError,
} from '../errors/connection.js'
import { PorticoError } from '../errors/PorticoError.js'
import { connectAuthConnector } from './connectAuthConnector.js'
import type { AuthConnection } from './getAuthAdapter.js'
import { getAccount } from './isConnected.js'
import { setAccount } from './setAccount.js'
import { waitForSocialResult } from './waitForSocialResult.js'

export type FinishSocialLoginParameters = AuthConnection & {
  provider: PopupSocialProvider
  /** The popup connectSocial opened inside the click. */
  popup: Window
}

/**
 * The rest of a social login once its popup is open and ConnectingSocial shows (connectSocial): the
 * frame gives the provider's authorize URL and the popup goes there; the popup's SocialResult is
 * accepted only from the secure origin, the frame finishes the login (ConnectSocial), the AUTH
 * connector connects and Account shows. Errors: no authorize URL → 'Failed to initiate social
 * connection'; the popup closed first → 'Popup closed'; the modal closed → 'Modal closed'; the
 * frame refusing the result → 'Failed to connect'. The error is also kept in `stores.connection`.
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
  stores.connection.setState({ connectorId: connector.id, pending: true, error: undefined })
  setAccount(context, namespace, { socialProvider: provider, socialWindow: popup })
  try {
    try {
      const { uri } = await adapter.getSocialRedirectUri({ provider })
      popup.location.href = uri
    } catch (error) {
      throw new SocialConnectionInitError({ cause: error })
    }
    const resultUri = await waitForSocialResult(context, {
      popup,
      secureOrigin: adapter.secureOrigin,
    })
    popup.close()
    events.emit({ type: 'SOCIAL_LOGIN_REQUEST_USER_DATA', provider })
    try {
      await adapter.connectSocial({ uri: resultUri })
    } catch (error) {
      throw new FailedToConnectError({ cause: error })
    }
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
    stores.connection.setState({ pending: false, error })
    if (getAccount(context, namespace).status !== 'connected')
      setAccount(context, namespace, { socialProvider: previousProvider, socialWindow: undefined })
    throw error
  }
}
