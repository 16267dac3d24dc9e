import { type ServiceLoggerOption, serviceLoggerOptions } from '@portico/kit'
import type { FastifyServerOptions } from 'fastify'

/** Logger options of the secure server (kit's ServiceLoggerOption). */
export type SecureLoggerOption = ServiceLoggerOption

/**
 * Fastify's logger options of the secure site: kit's serviceLoggerOptions — every service's
 * credential headers and secret field names (one-time codes, sessions, key shares, recovery
 * blobs, client secrets, the SMTP URL, the share key…) redacted, request lines without their
 * query (a callback's `code` and `state`, an approval link's `token` travel there), errors
 * without a library's attached request; false for none.
 */
export function secureLoggerOptions(
  logger: SecureLoggerOption | undefined,
): FastifyServerOptions['logger'] {
  return serviceLoggerOptions(logger)
}
