import { readFileSync } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { resolve } from 'node:path'
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv'
import addFormats from 'ajv-formats'
import { type ConfigProblem, pointerToFieldPath } from './configErrors.js'
import type { ListedToken } from './operatorConfig.js'
import {
  TOKEN_LIST_FETCH_TIMEOUT_MS,
  TOKEN_LIST_MAX_BYTES,
  TOKEN_LIST_MAX_REPORTED_ERRORS,
} from './operatorConfigConstants.js'

/** A token list as the Token Lists schema (https://tokenlists.org) defines it; the fields read. */
export type TokenList = {
  name: string
  tokens: {
    chainId: number
    address: string
    symbol: string
    name: string
    decimals: number
    logoURI?: string
  }[]
}

/** A list read and checked, or what is wrong with it (paths inside the list: `tokens[3].decimals`). */
export type ReadTokenListResult = { list: TokenList } | { problems: ConfigProblem[] }

export type ReadTokenListParameters = {
  /** As the configuration file names it: a path relative to `baseDir`, or an http(s) URL. */
  source: string
  /** The configuration file's folder. */
  baseDir: string
  fetch: typeof fetch
  /** From {@link createTokenListValidator}: one per read of the configuration. */
  validate: ValidateFunction
}

/**
 * The Token Lists JSON Schema as published in `@uniswap/token-lists`, compiled (draft-07, with
 * its `uri` and `date-time` formats).
 */
export function createTokenListValidator(): ValidateFunction {
  const require = createRequire(import.meta.url)
  const schemaPath = require.resolve('@uniswap/token-lists/src/tokenlist.schema.json')
  const schema = JSON.parse(readFileSync(schemaPath, 'utf8'))
  const ajv = new Ajv({ allErrors: true, strict: false })
  addFormats(ajv)
  return ajv.compile(schema)
}

const isUrl = (source: string) => /^https?:\/\//i.test(source)
const failed = (message: string): ReadTokenListResult => ({ problems: [{ path: '', message }] })

async function readListText(
  parameters: ReadTokenListParameters,
): Promise<{ text: string } | ReadTokenListResult> {
  const { source, baseDir } = parameters
  if (isUrl(source)) {
    let response: Response
    try {
      response = await parameters.fetch(source, {
        signal: AbortSignal.timeout(TOKEN_LIST_FETCH_TIMEOUT_MS),
        headers: { accept: 'application/json' },
      })
    } catch (error) {
      const name = (error as Error).name
      if (name === 'TimeoutError' || name === 'AbortError')
        return failed(`no answer within ${TOKEN_LIST_FETCH_TIMEOUT_MS} ms`)
      return failed(`could not be fetched: ${(error as Error).message}`)
    }
    if (!response.ok) return failed(`HTTP ${response.status} ${response.statusText}`.trim())
    const length = Number(response.headers.get('content-length') ?? 0)
    if (length > TOKEN_LIST_MAX_BYTES)
      return failed(`larger than ${TOKEN_LIST_MAX_BYTES} bytes (${length})`)
    const text = await response.text()
    if (Buffer.byteLength(text) > TOKEN_LIST_MAX_BYTES)
      return failed(`larger than ${TOKEN_LIST_MAX_BYTES} bytes`)
    return { text }
  }
  const file = resolve(baseDir, source)
  try {
    const { size } = await stat(file)
    if (size > TOKEN_LIST_MAX_BYTES)
      return failed(`larger than ${TOKEN_LIST_MAX_BYTES} bytes (${size})`)
    return { text: await readFile(file, 'utf8') }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    return failed(code === 'ENOENT' ? `no such file: ${file}` : `cannot be read: ${code ?? error}`)
  }
}

/** ajv's errors as problems: one per place, `tokens[3].decimals: must be <= 255`. */
function schemaProblems(errors: readonly ErrorObject[]): ConfigProblem[] {
  const byPath = new Map<string, ErrorObject[]>()
  for (const error of errors) {
    let pointer = error.instancePath
    if (error.keyword === 'required') pointer += `/${error.params.missingProperty}`
    if (error.keyword === 'additionalProperties') pointer += `/${error.params.additionalProperty}`
    byPath.set(pointer, [...(byPath.get(pointer) ?? []), error])
  }
  const problems = [...byPath].map(([pointer, group]): ConfigProblem => {
    // `name` and `symbol` are "empty or a pattern" (anyOf): the pattern says what is wrong.
    const error = group.find((e) => e.keyword === 'pattern') ?? group[0]
    const message =
      error?.keyword === 'required'
        ? 'missing'
        : error?.keyword === 'additionalProperties'
          ? 'unknown field'
          : (error?.message ?? 'invalid')
    return { path: pointerToFieldPath(pointer), message }
  })
  if (problems.length <= TOKEN_LIST_MAX_REPORTED_ERRORS) return problems
  return [
    ...problems.slice(0, TOKEN_LIST_MAX_REPORTED_ERRORS),
    { path: '', message: `and ${problems.length - TOKEN_LIST_MAX_REPORTED_ERRORS} more` },
  ]
}

/**
 * A token list read from a file or a URL and checked against the Token Lists schema. Problems
 * name the place inside the list; the caller names the list.
 */
export async function readTokenList(
  parameters: ReadTokenListParameters,
): Promise<ReadTokenListResult> {
  const read = await readListText(parameters)
  if (!('text' in read)) return read
  let json: unknown
  try {
    json = JSON.parse(read.text)
  } catch (error) {
    return failed(`not JSON: ${(error as Error).message}`)
  }
  if (!parameters.validate(json))
    return { problems: schemaProblems(parameters.validate.errors ?? []) }
  return { list: json as TokenList }
}

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/

/**
 * The tokens of one chain in a checked list: those whose `chainId` is the chain's, with an
 * address of the chain's kind (0x for EVM, base58 for Solana). A list with none of them is an
 * error: it is the wrong list for the chain (docs/operating.md).
 */
export function tokensOfChain(
  list: TokenList,
  chainId: number,
  kind: 'evm' | 'solana',
): { tokens: ListedToken[] } | { problems: ConfigProblem[] } {
  const problems: ConfigProblem[] = []
  const tokens: ListedToken[] = []
  const seen = new Set<string>()
  list.tokens.forEach((token, index) => {
    if (token.chainId !== chainId) return
    if (EVM_ADDRESS.test(token.address) !== (kind === 'evm')) {
      problems.push({
        path: `tokens[${index}].address`,
        message:
          kind === 'evm'
            ? `expected a 0x-prefixed 20-byte hex address on an EVM chain, got "${token.address}"`
            : `expected a base58 mint address on a Solana cluster, got "${token.address}"`,
      })
      return
    }
    const key = kind === 'evm' ? token.address.toLowerCase() : token.address
    if (seen.has(key)) return
    seen.add(key)
    tokens.push({
      chainId,
      address: token.address,
      symbol: token.symbol,
      name: token.name,
      decimals: token.decimals,
      ...(token.logoURI === undefined ? {} : { logoURI: token.logoURI }),
    })
  })
  if (problems.length > 0) return { problems }
  if (tokens.length === 0)
    return {
      problems: [
        {
          path: '',
          message: `"${list.name}" has no token with chainId ${chainId}; is it the list of another chain?`,
        },
      ],
    }
  return { tokens }
}
