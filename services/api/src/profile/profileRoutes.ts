import { createEvmRpcClient, createIpLimitHook, type RateLimitRule } from '@portico/kit'
import {
  AccountName,
  NameSuggestionsResponse,
  RegisterNameBody,
  RegisterNameResponse,
  ReverseNamesResponse,
} from '@portico/protocol'
import type { Static } from '@sinclair/typebox'
import type { FastifyReply } from 'fastify'
import { type Address, getAddress, namehash, type PublicClient, parseAbi, zeroAddress } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { RoutePlugin } from '../routes/index.js'
import { rateLimited } from '../server/errors.js'
import { answerCcipRequest, CcipRequestError } from './answerCcipRequest.js'
import { ProfileError, withReasons } from './ProfileError.js'
import { parseAccountName } from './parseAccountName.js'
import { type ProfileChain, resolveProfileOptions } from './profileOptions.js'
import {
  readStoredName,
  readStoredNamesOfAddress,
  toAccountNameResponse,
} from './readStoredNames.js'
import { registerName } from './registerName.js'
import {
  AccountParams,
  AccountQuery,
  CcipBody,
  CcipErrorResponse,
  CcipParams,
  CcipResponse,
  CcipSenderParams,
  PROFILE_ROUTE_ERRORS,
  RegisterQuery,
  ReverseParams,
  ReverseQuery,
  SuggestionsParams,
  SuggestionsQuery,
} from './schemas.js'
import { suggestNames } from './suggestNames.js'

const registryAbi = parseAbi(['function owner(bytes32 node) view returns (address)'])

/**
 * The account-name routes (spec §7): `GET /v1/profile/account/:name`, `GET
 * /v1/profile/reverse/:address`, `GET /v1/profile/suggestions/:name`, `POST /v1/profile/account`,
 * and, when a gateway key is configured, the EIP-3668 gateway the devnet's OffchainResolver sends
 * ENS-aware apps to (`GET /v1/profile/ccip/:sender/:data.json`, `POST /v1/profile/ccip[/:sender]`;
 * public: no project, open CORS). Refusals carry `reasons: [{ description }]` besides the API's
 * error shape.
 */
export const profileRoutes: RoutePlugin = ({ db, now, profile, rateLimitStore }) =>
  async function profileRoutesPlugin(app) {
    const options = resolveProfileOptions(profile)
    const { zone } = options
    const clients = new Map<string, PublicClient>()
    const getClient = (chain: ProfileChain) => {
      const key = `${chain.chainId} ${chain.rpcUrls.join(' ')}`
      let client = clients.get(key)
      if (!client) {
        client = createEvmRpcClient({ chainId: chain.chainId, rpcUrls: chain.rpcUrls })
        clients.set(key, client)
      }
      return client
    }
    // The operator's chains (chainServices: every chain of the file, its ENS registry if any).
    const getChains = async (): Promise<readonly ProfileChain[]> => options.chains ?? []
    /** Which of `names` have an owner in a chain's ENS registry (the devnet's seed names). */
    async function heldOnChain(names: readonly string[]): Promise<Set<string>> {
      const registries = (await getChains()).filter((c) => c.ensRegistry)
      const held = new Set<string>()
      try {
        await Promise.all(
          registries.flatMap((chain) =>
            names.map(async (name) => {
              const owner = await getClient(chain).readContract({
                address: chain.ensRegistry as Address,
                abi: registryAbi,
                functionName: 'owner',
                args: [namehash(name)],
              })
              if (owner !== zeroAddress) held.add(name)
            }),
          ),
        )
      } catch (error) {
        throw new ProfileError('CHAIN_UNAVAILABLE', { cause: error })
      }
      return held
    }
    // Counted cluster-wide with REDIS_URL; when Redis does not answer, on this node meanwhile.
    const limiter = (name: string, rule: RateLimitRule) =>
      createIpLimitHook({
        ...rule,
        name,
        now,
        store: rateLimitStore,
        whenStoreFails: 'count-locally',
        refuse: rateLimited,
      })

    app.setErrorHandler((error, _request, reply) => {
      if (error instanceof ProfileError) return reply.code(error.statusCode).send(error.toBody())
      if (error instanceof CcipRequestError)
        return reply.code(error.statusCode).send({
          message: error.message,
          error: { code: 'BAD_REQUEST', message: error.message },
        })
      // Validation, project and rate-limit errors: the API's own handler answers them.
      throw error
    })
    // Every refusal of these routes carries `reasons` (spec §8), whoever raised it.
    app.addHook('onSend', async (request, reply, payload) => {
      if (reply.statusCode < 400 || typeof payload !== 'string') return payload
      if (request.routeOptions.url?.startsWith('/v1/profile/ccip')) return payload
      try {
        return JSON.stringify(withReasons(JSON.parse(payload)))
      } catch {
        return payload
      }
    })

    app.get<{ Params: Static<typeof AccountParams>; Querystring: Static<typeof AccountQuery> }>(
      '/v1/profile/account/:name',
      {
        schema: {
          tags: ['names'],
          summary: 'An account name with its addresses and text records (apiVersion 2)',
          params: AccountParams,
          querystring: AccountQuery,
          response: { 200: AccountName, ...PROFILE_ROUTE_ERRORS },
        },
      },
      async (request) => {
        const typed = request.params.name
        if (!typed.toLowerCase().endsWith(`.${zone}`)) throw new ProfileError('NAME_NOT_FOUND')
        const { name } = parseAccountName(typed, { zone })
        const stored = await readStoredName(db, name)
        if (!stored) throw new ProfileError('NAME_NOT_FOUND')
        return toAccountNameResponse(stored)
      },
    )

    app.get<{ Params: Static<typeof ReverseParams>; Querystring: Static<typeof ReverseQuery> }>(
      '/v1/profile/reverse/:address',
      {
        schema: {
          tags: ['names'],
          summary: 'The names of an address, newest first',
          params: ReverseParams,
          querystring: ReverseQuery,
          response: { 200: ReverseNamesResponse, ...PROFILE_ROUTE_ERRORS },
        },
      },
      async (request) => {
        const names = await readStoredNamesOfAddress(db, request.params.address)
        return names.map(toAccountNameResponse)
      },
    )

    app.get<{
      Params: Static<typeof SuggestionsParams>
      Querystring: Static<typeof SuggestionsQuery>
    }>(
      '/v1/profile/suggestions/:name',
      {
        schema: {
          tags: ['names'],
          summary: 'The typed name with its availability, then free variants',
          params: SuggestionsParams,
          querystring: SuggestionsQuery,
          response: { 200: NameSuggestionsResponse, ...PROFILE_ROUTE_ERRORS },
        },
      },
      async (request) => {
        const wanted = request.query.zone?.toLowerCase() ?? zone
        if (wanted !== zone)
          throw new ProfileError('INVALID_ZONE', {
            message: `Unknown zone: names are registered in ${zone}`,
          })
        const { label } = parseAccountName(request.params.name, { zone, allowLabel: true })
        const suggestions = await suggestNames({
          label,
          zone,
          year: new Date(now()).getUTCFullYear(),
          takenOf: async (names) => {
            const [rows, held] = await Promise.all([
              db.selectFrom('profile_names').select('name').where('name', 'in', names).execute(),
              heldOnChain(names),
            ])
            return new Set([...rows.map((r) => r.name), ...held])
          },
        })
        return { suggestions }
      },
    )

    app.post<{ Body: RegisterNameBody; Querystring: Static<typeof RegisterQuery> }>(
      '/v1/profile/account',
      {
        onRequest: limiter('profileRegisterPerIp', options.registerPerIp),
        schema: {
          tags: ['names'],
          summary: 'Registers a name signed by its account (EOA, ERC-1271 or ERC-6492)',
          body: RegisterNameBody,
          querystring: RegisterQuery,
          response: { 200: RegisterNameResponse, ...PROFILE_ROUTE_ERRORS },
        },
      },
      async (request) => {
        const stored = await registerName({
          db,
          now,
          zone,
          chains: await getChains(),
          getClient,
          isHeldOnChain: async (name) => (await heldOnChain([name])).has(name),
          body: request.body,
        })
        request.log.info(
          { name: stored.name, address: request.body.address, coinType: request.body.coin_type },
          'account name registered',
        )
        return { success: true as const, account: toAccountNameResponse(stored) }
      },
    )

    const { gatewayKey } = options
    if (!gatewayKey) return
    const signer = privateKeyToAccount(gatewayKey)
    const gatewayLimit = limiter('profileGatewayPerIp', options.gatewayPerIp)
    const answer = async (reply: FastifyReply, sender: string, data: string) => {
      // EIP-3668: gateways are called from any page, so any origin may read the answer.
      void reply.header('access-control-allow-origin', '*').header('cache-control', 'no-store')
      const result = await answerCcipRequest({
        db,
        zone,
        signer,
        sender: getAddress(sender),
        callData: data as `0x${string}`,
        nowS: Math.floor(now() / 1_000),
      })
      return { data: result }
    }
    const ccipSchema = {
      tags: ['names'],
      response: { 200: CcipResponse, 400: CcipErrorResponse, 404: CcipErrorResponse },
    }
    app.get<{ Params: Static<typeof CcipParams> }>(
      '/v1/profile/ccip/:sender/*',
      {
        config: { public: true },
        onRequest: gatewayLimit,
        schema: {
          ...ccipSchema,
          summary: 'EIP-3668 gateway of the names’ OffchainResolver (signed answers)',
          params: CcipParams,
        },
      },
      async (request, reply) =>
        answer(reply, request.params.sender, request.params['*'].slice(0, -'.json'.length)),
    )
    for (const path of ['/v1/profile/ccip', '/v1/profile/ccip/:sender'])
      app.post<{ Body: Static<typeof CcipBody>; Params: { sender?: string } }>(
        path,
        {
          config: { public: true },
          onRequest: gatewayLimit,
          schema: {
            ...ccipSchema,
            summary: 'EIP-3668 gateway, POST form ({ sender, data })',
            body: CcipBody,
            ...(path.endsWith(':sender') ? { params: CcipSenderParams } : {}),
          },
        },
        async (request, reply) => {
          const { sender, data } = request.body
          if (request.params.sender && request.params.sender.toLowerCase() !== sender.toLowerCase())
            throw new CcipRequestError('The sender of the path and of the body differ')
          return answer(reply, sender, data)
        },
      )
  }
