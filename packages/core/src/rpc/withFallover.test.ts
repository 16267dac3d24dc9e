import { describe, expect, it } from 'vitest'
import { RPC_RETRY_COUNT } from '../constants.js'
import { NoRpcUrlError } from '../errors/network.js'
import { ExecutionRevertedError } from '../errors/node.js'
import { HttpStatusError } from '../http/errors.js'
import { withFallover } from './withFallover.js'

const A = 'https://a.example'
const B = 'https://b.example'
const C = 'https://c.example'

/** A request per URL that fails with that URL's errors in turn, then answers the URL. */
function scripted(script: Record<string, unknown[]>) {
  const tries: Record<string, number> = {}
  const request = async (url: string) => {
    const n = tries[url] ?? 0
    tries[url] = n + 1
    const error = script[url]?.[n]
    if (error !== undefined) throw error
    return url
  }
  return { request, tries }
}

const times = (n: number, error: () => unknown) => Array.from({ length: n }, error)
const spent = () => times(RPC_RETRY_COUNT + 1, () => new HttpStatusError(503))

describe('withFallover — spec §9 "RPC retry: 3 retries, base delay 150 ms doubling", then the next URL', () => {
  it.each([
    ['the first URL answers: no other is tried', {}, A, { [A]: 1 }, []],
    [
      'a transient failure is retried on the same URL',
      { [A]: [new HttpStatusError(503)] },
      A,
      { [A]: 2 },
      [150],
    ],
    [
      "the first URL's tries spent: the second answers",
      { [A]: spent() },
      B,
      { [A]: 4, [B]: 1 },
      [150, 300, 600],
    ],
    [
      'two URLs spent: the third answers, each URL retried afresh',
      { [A]: spent(), [B]: spent() },
      C,
      { [A]: 4, [B]: 4, [C]: 1 },
      [150, 300, 600, 150, 300, 600],
    ],
  ])('%s', async (_rule, script, answer, tries, waits) => {
    const { request, tries: made } = scripted(script as Record<string, unknown[]>)
    const waited: number[] = []
    await expect(
      withFallover(request, { urls: [A, B, C], sleep: async (ms) => void waited.push(ms) }),
    ).resolves.toBe(answer)
    expect(made).toEqual(tries)
    expect(waited).toEqual(waits)
  })

  it.each([
    ["a node's answer (revert)", new ExecutionRevertedError({ reason: 'boom' })],
    ["HTTP 400, not in spec §8's list", new HttpStatusError(400)],
  ])('%s is thrown at once: no retry, no fallover', async (_rule, error) => {
    const { request, tries } = scripted({ [A]: [error] })
    await expect(withFallover(request, { urls: [A, B], sleep: async () => {} })).rejects.toBe(error)
    expect(tries).toEqual({ [A]: 1 })
  })

  it("every URL spent: the last URL's last error is thrown", async () => {
    const last = new HttpStatusError(504)
    const { request, tries } = scripted({ [A]: spent(), [B]: [...spent().slice(1), last] })
    await expect(withFallover(request, { urls: [A, B], sleep: async () => {} })).rejects.toBe(last)
    expect(tries).toEqual({ [A]: 4, [B]: 4 })
  })

  it('no URL: NoRpcUrlError naming the chain', async () => {
    const error = await withFallover(async () => 'x', { urls: [], chainId: 8453 }).catch((e) => e)
    expect(error).toBeInstanceOf(NoRpcUrlError)
    expect(error.message).toMatchInlineSnapshot(`
      "No RPC url provided for chainId

      Details: Chain id: 8453"
    `)
  })
})
