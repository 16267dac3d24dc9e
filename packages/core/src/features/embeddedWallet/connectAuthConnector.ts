import type { PorticoContext } from '../../context.js'
import { connect } from '../connect/connect.js'
import { getAuthAdapter } from './getAuthAdapter.js'

/**
 * The last step of every email, social and Farcaster login: connects the AUTH connector (the
 * adapter asks the frame for the user, spec §3) and shows Account (spec §2 "EmailLogin →
 * EmailVerifyOtp → Account").
 */
export async function connectAuthConnector(context: PorticoContext): Promise<void> {
  const { connector } = getAuthAdapter(context)
  await connect(context, { connectorId: connector.id })
  if (context.stores.modal.getState().open)
    context.stores.router.setState({ history: [{ view: 'Account' }] })
}
