import type { Redis } from 'ioredis'

/**
 * Closes a connection from openRedis: QUIT when Redis answers, else a plain disconnect, which
 * also stops ioredis reconnecting to a Redis that is gone (so a closing server never hangs on it).
 */
export async function closeRedis(client: Redis): Promise<void> {
  try {
    if (client.status === 'ready') {
      await client.quit()
      return
    }
  } catch {}
  client.disconnect()
}
