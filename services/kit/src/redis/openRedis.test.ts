import { getFreePorts } from '@portico/devnet/testing'
import { describe, expect, it } from 'vitest'
import { startRedisServer } from '../testing/startRedisServer.js'
import { closeRedis } from './closeRedis.js'
import { openRedis } from './openRedis.js'

describe('openRedis: "never log a password"', () => {
  it('a Redis that cannot be reached at start: an error naming the URL without its password', async () => {
    const [port] = (await getFreePorts(1)) as [number]
    const lines: string[] = []
    const opening = openRedis(`redis://:s3cret-pw@127.0.0.1:${port}/0`, {
      name: 'the test',
      connectTimeoutMs: 500,
      log: (line) => lines.push(line),
    })
    await expect(opening).rejects.toThrow(
      `the test: cannot reach Redis at redis://:***@127.0.0.1:${port}/0`,
    )
    await opening.catch((error: Error) => expect(error.message).not.toContain('s3cret-pw'))
    expect(lines.join('\n')).not.toContain('s3cret-pw')
  })

  it('an outage is reported once, not once per reconnect attempt; commands fail at once meanwhile', async () => {
    const redis = await startRedisServer()
    const lines: string[] = []
    const client = await openRedis(redis.url, { name: 'the test', log: (line) => lines.push(line) })
    try {
      expect(await client.ping()).toBe('PONG')
      let attempts = 0
      client.on('reconnecting', () => attempts++)
      await redis.stop()
      await expect(client.ping()).rejects.toThrow()
      // Several reconnect attempts fail (waited for, not slept on): still one line.
      while (attempts < 3) await new Promise((resolve) => setTimeout(resolve, 50))
      expect(lines.filter((line) => line.includes('does not answer'))).toHaveLength(1)
      expect(lines.join('\n')).not.toContain('answers again')
    } finally {
      await closeRedis(client)
      await redis.stop()
    }
  })
})
