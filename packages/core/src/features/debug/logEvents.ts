import type { PorticoContext } from '../../context.js'

/**
 * Writes every event of the instance to its debug log: failures (CONNECT_ERROR,
 * SOCIAL_LOGIN_ERROR) as errors, the rest as info. Returns what stops it.
 */
export function logEvents(context: PorticoContext): () => void {
  return context.events.subscribe((event) => {
    const { type, ...data } = event
    if (type === 'CONNECT_ERROR' || type === 'SOCIAL_LOGIN_ERROR')
      context.log.error(`event ${type}`, data)
    else context.log.info(`event ${type}`, data)
  })
}
