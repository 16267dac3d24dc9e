/**
 * Every error the relay answers, as JSON-RPC 2.0 error objects `{ code, message }`. The standard
 * codes (-32700…-32603) keep their meaning; the relay's own limits use -32000…-32099.
 */
export const RELAY_ERRORS = {
  PARSE_ERROR: { code: -32700, message: 'Parse error: the frame is not valid JSON' },
  INVALID_REQUEST: { code: -32600, message: 'Invalid request' },
  METHOD_NOT_FOUND: { code: -32601, message: 'Method not found' },
  INVALID_PARAMS: { code: -32602, message: 'Invalid params' },
  INTERNAL_ERROR: { code: -32603, message: 'Internal error' },
  MESSAGE_TOO_LARGE: { code: -32010, message: 'Message too large' },
  TOO_MANY_TOPICS: { code: -32011, message: 'Too many topics' },
  RATE_LIMITED: { code: -32012, message: 'Rate limit exceeded' },
  TTL_OUT_OF_RANGE: { code: -32013, message: 'TTL out of range' },
  MAILBOX_FULL: { code: -32014, message: 'Mailbox full' },
  STORAGE_UNAVAILABLE: { code: -32015, message: 'Storage unavailable, try again' },
  SHUTTING_DOWN: { code: -32016, message: 'Relay is shutting down, reconnect' },
  QUOTA_EXCEEDED: { code: -32017, message: 'Storage quota exceeded' },
} as const

/** The name of one of RELAY_ERRORS. */
export type RelayErrorName = keyof typeof RELAY_ERRORS

/** A JSON-RPC error to answer: one of RELAY_ERRORS, with what exactly was wrong in `data`. */
export class RelayRpcError extends Error {
  readonly code: number
  readonly data: string | undefined
  /** Which of RELAY_ERRORS. */
  readonly kind: RelayErrorName
  constructor(name: RelayErrorName, data?: string) {
    super(data ? `${RELAY_ERRORS[name].message}: ${data}` : RELAY_ERRORS[name].message)
    this.name = 'RelayRpcError'
    this.kind = name
    this.code = RELAY_ERRORS[name].code
    this.data = data
  }
}

/**
 * WebSocket close codes the relay uses, with the reason sent beside each. 3000 is what
 * @walletconnect/jsonrpc-provider treats as fatal ("closed abnormally"): the client stops
 * reconnecting, which is right for a refused token or project; the others let it reconnect.
 */
export const CLOSE_CODES = {
  /** The auth JWT or the project id was refused. */
  UNAUTHORIZED: 3000,
  /** A flood of frames, or a client too slow to read what it is sent. */
  POLICY_VIOLATION: 1008,
  /** A frame over maxFrameBytes (sent by ws itself). */
  MESSAGE_TOO_BIG: 1009,
  /** The relay shuts down (SIGTERM): reconnect, to another node if there is one. */
  SERVICE_RESTART: 1012,
  /**
   * The project could not be checked (the API did not answer), the node is full or the
   * client's address holds its connections: reconnect later.
   */
  TRY_AGAIN_LATER: 1013,
} as const
