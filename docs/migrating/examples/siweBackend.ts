import { type Address, getAddress } from 'viem'
import { createSiweMessage } from 'viem/siwe'

/** A signed-in account, as the dApp's backend answers `GET /api/siwe/session`. */
export type SiweBackendSession = { address: Address; chainId: number }

/**
 * The dApp's own sign-in backend (EIP-4361): four routes it already serves, called the same way
 * before and after the migration. Only how the kit is given these calls changes.
 */
export const siweBackend = {
  /** A fresh nonce for the next message. */
  async getNonce(): Promise<string> {
    return (await fetch('/api/siwe/nonce')).text()
  },
  /** The EIP-4361 text the wallet signs. */
  createMessage({ address, chainId, nonce }: { address: string; chainId: number; nonce: string }) {
    return createSiweMessage({
      domain: window.location.host,
      uri: window.location.origin,
      version: '1',
      statement: 'Sign in to My dApp',
      address: getAddress(address),
      chainId,
      nonce,
    })
  },
  /** The backend checks the signature and opens its session (an HttpOnly cookie). */
  async verifyMessage({ message, signature }: { message: string; signature: string }) {
    const response = await fetch('/api/siwe/verify', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ message, signature }),
    })
    return response.ok
  },
  /** The backend's session, null when nobody is signed in. */
  async getSession(): Promise<SiweBackendSession | null> {
    const response = await fetch('/api/siwe/session')
    return response.ok ? ((await response.json()) as SiweBackendSession) : null
  },
  /** Ends the backend's session. */
  async signOut() {
    return (await fetch('/api/siwe/signout', { method: 'POST' })).ok
  },
}
