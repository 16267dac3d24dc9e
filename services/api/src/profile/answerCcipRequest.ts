import type { Kysely } from 'kysely'
import {
  type Address,
  decodeFunctionData,
  encodeAbiParameters,
  encodeFunctionResult,
  encodePacked,
  type Hex,
  keccak256,
  namehash,
  parseAbi,
  zeroAddress,
} from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import type { Database } from '../db/schema.js'
import { ETH_COIN_TYPE } from './coinTypeToChainId.js'
import { decodeDnsName } from './decodeDnsName.js'
import {
  evmAddressOf,
  readStoredName,
  readStoredNamesOfAddress,
  type StoredName,
} from './readStoredNames.js'

/** How long a signed answer stays valid (the OffchainResolver's `expires`), in seconds. */
export const GATEWAY_SIGNATURE_TTL_S = 300

/** What the OffchainResolver asks the gateway: ENSIP-10's resolve(name, data). */
const gatewayAbi = parseAbi(['function resolve(bytes name, bytes data) view returns (bytes)'])
/** The resolver profiles the gateway answers. */
const profileAbi = parseAbi([
  'function addr(bytes32 node) view returns (address)',
  'function addr(bytes32 node, uint256 coinType) view returns (bytes)',
  'function text(bytes32 node, string key) view returns (string)',
  'function name(bytes32 node) view returns (string)',
])

/** A request the gateway refuses (EIP-3668: a 4xx with a message). */
export class CcipRequestError extends Error {
  override name = 'CcipRequestError'
  constructor(
    message: string,
    readonly statusCode: 400 | 404 = 400,
  ) {
    super(message)
  }
}

/** `<40 hex digits>.addr.reverse`: the reverse name of an Ethereum address (ENSIP-3). */
const REVERSE_NAME = /^([0-9a-f]{40})\.addr\.reverse$/

async function primaryName(db: Kysely<Database>, address: string): Promise<string> {
  const names = await readStoredNamesOfAddress(db, address)
  // The newest name that resolves back to the address (so the forward check of a reverse lookup holds).
  const found = names.find((n) => evmAddressOf(n, ETH_COIN_TYPE) === address)
  return found?.name ?? ''
}

/** The ABI-encoded answer of `call` (addr/text/name of `name`), empty values when unknown. */
async function resolveCall(
  db: Kysely<Database>,
  zone: string,
  name: string,
  call: ReturnType<typeof decodeFunctionData<typeof profileAbi>>,
): Promise<Hex> {
  if (call.args[0] !== namehash(name))
    throw new CcipRequestError('The node is not the namehash of the name')
  // Names are stored lower-case (ENS normalisation of ASCII).
  const lower = name.toLowerCase()
  const reverse = REVERSE_NAME.exec(lower)
  if (call.functionName === 'name') {
    const primary = reverse ? await primaryName(db, `0x${reverse[1]}`) : ''
    return encodeFunctionResult({ abi: profileAbi, functionName: 'name', result: primary })
  }
  const stored: StoredName | undefined =
    !reverse && lower.endsWith(`.${zone}`) ? await readStoredName(db, lower) : undefined
  if (call.functionName === 'text') {
    const key = call.args[1]
    const value = stored && Object.hasOwn(stored.attributes, key) ? stored.attributes[key] : ''
    return encodeFunctionResult({ abi: profileAbi, functionName: 'text', result: value ?? '' })
  }
  // addr is overloaded: addr(node) answers an address, addr(node, coinType) its bytes (ENSIP-9).
  if (call.args.length === 1) {
    const address = stored ? evmAddressOf(stored, ETH_COIN_TYPE) : undefined
    return encodeAbiParameters(
      [{ type: 'address' }],
      [(address as Address | undefined) ?? zeroAddress],
    )
  }
  const coinType = call.args[1]
  const address =
    stored && coinType <= 0xffff_ffffn ? evmAddressOf(stored, Number(coinType)) : undefined
  return encodeAbiParameters([{ type: 'bytes' }], [(address as Hex | undefined) ?? '0x'])
}

/**
 * Answers an EIP-3668 request of the OffchainResolver (`callData` = resolve(name, data)) from the
 * stored names: addr(node) and addr(node, coinType) (see evmAddressOf), text(node, key) (the name's
 * attributes, e.g. avatar), and name(node) of `<addr>.addr.reverse` (the address's newest name that
 * resolves back to it). Unknown names get empty values, as on chain. The result is signed for
 * `sender` the way the resolver checks it: keccak256(0x1900 ‖ sender ‖ expires ‖ keccak256(callData)
 * ‖ keccak256(result)), and returned as abi.encode(result, expires, signature).
 */
export async function answerCcipRequest({
  db,
  zone,
  signer,
  sender,
  callData,
  nowS,
}: {
  db: Kysely<Database>
  zone: string
  signer: PrivateKeyAccount
  sender: Address
  callData: Hex
  nowS: number
}): Promise<Hex> {
  let outer: ReturnType<typeof decodeFunctionData<typeof gatewayAbi>>
  try {
    outer = decodeFunctionData({ abi: gatewayAbi, data: callData })
  } catch {
    throw new CcipRequestError('Expected resolve(bytes name, bytes data)')
  }
  const [encodedName, data] = outer.args
  const name = decodeDnsName(encodedName)
  if (name === undefined) throw new CcipRequestError('The name is not DNS-encoded')
  let call: ReturnType<typeof decodeFunctionData<typeof profileAbi>>
  try {
    call = decodeFunctionData({ abi: profileAbi, data })
  } catch {
    throw new CcipRequestError(
      'Unsupported resolver profile: addr, text and name are answered',
      404,
    )
  }
  const result = await resolveCall(db, zone, name, call)
  const expires = BigInt(nowS + GATEWAY_SIGNATURE_TTL_S)
  const hash = keccak256(
    encodePacked(
      ['bytes2', 'address', 'uint64', 'bytes32', 'bytes32'],
      ['0x1900', sender, expires, keccak256(callData), keccak256(result)],
    ),
  )
  const signature = await signer.sign({ hash })
  return encodeAbiParameters(
    [{ type: 'bytes' }, { type: 'uint64' }, { type: 'bytes' }],
    [result, expires, signature],
  )
}
