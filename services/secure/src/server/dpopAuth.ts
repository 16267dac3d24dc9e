import type { FastifyRequest } from 'fastify'
import { hashDeviceId } from '../auth/devices.js'
import { rememberDpopProof } from '../auth/dpop/rememberDpopProof.js'
import { type DpopProof, verifyDpopProof } from '../auth/dpop/verifyDpopProof.js'
import type { SecureContext } from './context.js'
import { SecureError } from './errors.js'
import { readBearer } from './sessionAuth.js'

/** The frame's key as a request proved it: the proof and the device it stands for. */
export type RequestDevice = DpopProof & {
  /** The stored form of the device: codes, device approvals, logins and sessions are bound to it. */
  deviceHash: string
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on every auth API request by proveDevice (absent on the pages opened from a link). */
    device?: RequestDevice
  }
}

/**
 * Checks the request's DPoP proof (RFC 9449) against its method, its URL on the secure origin and
 * its bearer session, refuses a replayed proof, and records the device on the request. A device
 * is the frame's non-extractable WebCrypto key: a client without it — a dApp's server faking
 * Origin, a script holding a leaked session or a phished code — cannot act as that device.
 */
export async function proveDevice(context: SecureContext, request: FastifyRequest): Promise<void> {
  const header = request.headers.dpop
  const proof = verifyDpopProof({
    proof: typeof header === 'string' ? header : undefined,
    method: request.method,
    url: `${context.publicUrl}${request.url.split('?')[0] ?? ''}`,
    now: context.now(),
    accessToken: readBearer(request),
  })
  await rememberDpopProof(context.db, proof)
  request.device = { ...proof, deviceHash: hashDeviceId(proof.jkt) }
}

/** The device the request proved (every auth API route has one). */
export function requireDevice(request: FastifyRequest): RequestDevice {
  if (!request.device) throw new SecureError('DPOP_INVALID', { details: 'no proof' })
  return request.device
}
