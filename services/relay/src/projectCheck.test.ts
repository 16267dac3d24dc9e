/**
 * "The project id checked against the API's projects when the relay is configured with the API's
 * address": the real Portico API (SQLite in memory) on a free port, and the relay asking it.
 */
import {
  type ApiDatabase,
  createDatabase,
  createProjectRepository,
  createServer,
  migrateToLatest,
} from '@portico/api'
import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { CLOSE_CODES } from './jsonRpc/relayErrors.js'
import type { RelayHandle } from './startRelay.js'
import { startTestRelay } from './testing.js'
import { closeClient } from './testkit/answerWalletRequests.js'
import { connectRawClient, type RawClient } from './testkit/connectRawClient.js'
import { createDappClient } from './testkit/walletConnectClients.js'

let database: ApiDatabase
let api: FastifyInstance
let apiUrl: string
let relay: RelayHandle
const clients: RawClient[] = []

beforeAll(async () => {
  database = createDatabase({ dataDir: ':memory:' })
  await migrateToLatest(database.db)
  await createProjectRepository(database.db).create({
    id: 'relay-project',
    name: 'A project the relay serves',
    allowedOrigins: ['*'],
  })
  api = await createServer({ database })
  apiUrl = await api.listen({ host: '127.0.0.1', port: 0 })
  relay = await startTestRelay({ apiUrl })
})
afterAll(async () => {
  await relay?.close()
  await api?.close()
  await database?.destroy()
})
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()))
})

async function client(projectId: string, waitOpen = false) {
  const c = await connectRawClient(relay.url, { projectId, waitOpen })
  clients.push(c)
  return c
}

describe('the project check', () => {
  it('a project of the API connects and is served', async () => {
    const c = await client('relay-project', true)
    const answer = await c.request('irn_subscribe', { topic: 'ef'.repeat(32) })
    expect(answer.value.result).toMatch(/^[0-9a-f]{64}$/)
  })

  it.each([
    ['an id the API does not know', 'no-such-project', 'unknown project id'],
    ['an empty id', '', 'projectId missing'],
  ])('%s is refused with 3000 and a reason', async (_name, projectId, reason) => {
    const c = await client(projectId)
    expect(await c.closed).toEqual({ code: CLOSE_CODES.UNAUTHORIZED, reason })
  })

  it('the real SignClient with an unknown project is told why ("closed abnormally with code: 3000 (unknown project id)")', async () => {
    const dapp = await createDappClient(relay.url, 'no-such-project')
    const error = new Promise<string>((resolve) =>
      dapp.core.relayer.once('relayer_error', (e: Error) => resolve(e.message)),
    )
    // connect() itself gives up only after 60 s (notes/relay.md); its rejection is expected.
    dapp
      .connect({
        optionalNamespaces: {
          eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: [] },
        },
      })
      .catch(() => {})
    expect(await error).toBe(
      'WebSocket connection closed abnormally with code: 3000 (unknown project id)',
    )
    await closeClient(dapp)
  })

  it('when the API does not answer, connections are refused with 1013 (try again later), not let in', async () => {
    const lonely = await startTestRelay({ apiUrl: 'http://127.0.0.1:9' })
    try {
      const c = await connectRawClient(lonely.url, { projectId: 'relay-project', waitOpen: false })
      expect(await c.closed).toEqual({
        code: CLOSE_CODES.TRY_AGAIN_LATER,
        reason: 'project check unavailable, try again later',
      })
    } finally {
      await lonely.close()
    }
  })
})
