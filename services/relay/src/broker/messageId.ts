import { createHash } from 'node:crypto'

/** A message's id: sha256 of its topic and envelope, so a retried publish is one message. */
export function messageId(topic: string, message: string): string {
  return createHash('sha256').update(topic).update('\n').update(message).digest('hex')
}

/** The subscription id WalletConnect clients compute themselves: sha256(topic + clientId), hex. */
export function subscriptionId(topic: string, clientId: string): string {
  return createHash('sha256')
    .update(topic + clientId)
    .digest('hex')
}
