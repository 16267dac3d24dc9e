import type { PorticoContext } from '../../context.js'
import { PorticoError } from '../../errors/PorticoError.js'
import type { EmbeddedFrameView } from '../../state/types.js'
import { CHAIN_NAMESPACES } from '../../types/network.js'
import { isEmail } from '../../validation/isEmail.js'
import { getAccount } from '../connect/getAccount.js'
import { setAccount } from '../connect/setAccount.js'
import type {
  AuthConnectorNotFoundError,
  NotConnectedToEmailOrSocialError,
} from '../embeddedWallet/errors.js'
import { requireAuthAccount } from '../embeddedWallet/requireAuthAccount.js'
import { waitForFrameStep } from '../embeddedWallet/waitForFrameStep.js'
import { showNotification } from '../modal/notifications.js'
import { pushView } from '../modal/router.js'
import { InvalidEmailError } from './errors.js'

export type UpdateEmailParameters = { email: string }
export type UpdateEmailReturnType = { newEmail: string }

/** The toast once the email changed; `{email}` is the new address (translated by the widget). */
export const UPDATE_EMAIL_SUCCESS_MESSAGE = 'Your email is now {email}'

const STEPS: readonly EmbeddedFrameView[] = ['UpdateEmailPrimaryOtp', 'UpdateEmailSecondaryOtp']

/**
 * UpdateEmailWallet: changes the embedded wallet's email to `email` (valid, spec §5), the whole
 * change on the frame's own screens (issue 16): UpdateEmailPrimaryOtp shows at once with the new
 * address, where the frame asks the visitor to confirm and to type the code mailed to the current
 * address; then the frame moves to UpdateEmailSecondaryOtp for the code mailed to the new one.
 * Done: every account of the AUTH connector shows the new email, the toast 'Your email is now
 * {email}', Account. Refused: back on UpdateEmailWallet with the address and the frame's message
 * (`errorMessage`), unless the visitor left the steps (Back, close: the change was aborted).
 */
export async function updateEmail(
  context: PorticoContext,
  { email }: UpdateEmailParameters,
): Promise<UpdateEmailReturnType> {
  const address = email.trim()
  if (!isEmail(address)) throw new InvalidEmailError()
  const { adapter, connector } = requireAuthAccount(context)
  const { stores } = context
  const shown = stores.modal.getState().open
  if (shown) pushView(context, { view: 'UpdateEmailPrimaryOtp', data: { email: address } })
  const { newEmail } = await waitForFrameStep(context, {
    views: STEPS,
    request: () => adapter.updateEmail({ email: address }),
  }).catch((error: unknown) => {
    if (shown) backToForm(context, { email: address, error })
    throw error
  })
  for (const namespace of CHAIN_NAMESPACES) {
    const account = getAccount(context, namespace)
    if (account.connectorId === connector.id && account.status === 'connected')
      setAccount(context, namespace, { user: { ...account.user, email: newEmail } })
  }
  showNotification(context, {
    message: UPDATE_EMAIL_SUCCESS_MESSAGE.replace('{email}', newEmail),
    variant: 'success',
  })
  if (stores.modal.getState().open) stores.router.setState({ history: [{ view: 'Account' }] })
  return { newEmail }
}

/**
 * The change was refused while its steps show: UpdateEmailWallet again, in their place, with the
 * address and why. The visitor leaving the steps (Back, close) aborted it: nothing moves then.
 */
function backToForm(context: PorticoContext, { email, error }: { email: string; error: unknown }) {
  const { stores } = context
  const { history } = stores.router.getState()
  const top = history.at(-1)
  if (!stores.modal.getState().open || !top || !STEPS.includes(top.view as EmbeddedFrameView))
    return
  const kept = history.slice(
    0,
    history.findIndex((entry) => STEPS.includes(entry.view as EmbeddedFrameView)),
  )
  const errorMessage =
    error instanceof PorticoError
      ? error.shortMessage
      : error instanceof Error
        ? error.message
        : String(error)
  stores.router.setState({
    history: [
      ...(kept.at(-1)?.view === 'UpdateEmailWallet' ? kept.slice(0, -1) : kept),
      { view: 'UpdateEmailWallet', data: { email, errorMessage } },
    ],
  })
}

/** the `updateEmail` action. */
export type UpdateEmailErrorType =
  | InvalidEmailError
  | AuthConnectorNotFoundError
  | NotConnectedToEmailOrSocialError
