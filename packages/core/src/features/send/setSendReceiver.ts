import type { PorticoContext } from '../../context.js'

/** A receiver of a send: its address and, when it was found by name, the name and avatar. */
export type SendReceiver = {
  address: string
  profileName?: string | undefined
  profileImageUrl?: string | undefined
}

/**
 * Sets the receiver of the send (spec §3: receiverAddress, receiverProfileName,
 * receiverProfileImageUrl together); undefined clears all three.
 */
export function setSendReceiver(context: PorticoContext, receiver: SendReceiver | undefined): void {
  context.stores.send.setState({
    receiverAddress: receiver?.address,
    receiverProfileName: receiver?.profileName,
    receiverProfileImageUrl: receiver?.profileImageUrl,
  })
}
