import { base58, base64 } from '@scure/base'
import { TxBody } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { COMMON_TOKENS, parseInstruction, Transaction } from 'micro-sol-signer'
import { formatEther, hexToBigInt, isHex } from 'viem'
import type { SampleWalletRequest } from './types.js'

/** One line of a request card: a label and the value to show as text. */
export type RequestField = {
  label: string
  value: string
  /** `code` values are shown in a monospace block (hex, JSON); `text` as prose. */
  kind: 'text' | 'code'
}

/** What a request card shows: a title line and the decoded params. */
export type SessionRequestDescription = {
  /** A short summary, e.g. "Sign a message", "Send a transaction". */
  title: string
  fields: RequestField[]
}

const MAX_FIELD_LENGTH = 4_000

function clip(value: string): string {
  return value.length > MAX_FIELD_LENGTH ? `${value.slice(0, MAX_FIELD_LENGTH)}…` : value
}

function text(label: string, value: unknown): RequestField {
  return { label, value: clip(String(value)), kind: 'text' }
}

function code(label: string, value: unknown): RequestField {
  return {
    label,
    value: clip(
      typeof value === 'string' ? value : (JSON.stringify(value, null, 2) ?? String(value)),
    ),
    kind: 'code',
  }
}

/** UTF-8 text of bytes when they decode cleanly and hold no control characters but newlines/tabs. */
export function bytesToReadableText(bytes: Uint8Array): string | undefined {
  try {
    const decoded = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find them
    return /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(decoded) ? undefined : decoded
  } catch {
    return undefined
  }
}

function hexMessage(message: string): RequestField {
  if (isHex(message) && message.length % 2 === 0) {
    const bytes = new Uint8Array((message.length - 2) / 2)
    for (let i = 0; i < bytes.length; i++)
      bytes[i] = Number.parseInt(message.slice(2 + 2 * i, 4 + 2 * i), 16)
    const decoded = bytesToReadableText(bytes)
    return decoded === undefined ? code('Message (hex)', message) : text('Message', decoded)
  }
  return text('Message', message)
}

function obj(params: unknown): Record<string, unknown> {
  return typeof params === 'object' && params !== null && !Array.isArray(params)
    ? (params as Record<string, unknown>)
    : {}
}

function arr(params: unknown): unknown[] {
  return Array.isArray(params) ? params : []
}

function evmTransaction(params: unknown): RequestField[] {
  const tx = obj(arr(params)[0])
  const fields: RequestField[] = []
  if (typeof tx.from === 'string') fields.push(code('From', tx.from))
  fields.push(code('To', typeof tx.to === 'string' ? tx.to : '(contract creation)'))
  let value = '0 ETH'
  if (typeof tx.value === 'string' && isHex(tx.value) && tx.value !== '0x')
    value = `${formatEther(hexToBigInt(tx.value))} ETH`
  fields.push(text('Value', value))
  const data = tx.data ?? tx.input
  fields.push(code('Data', typeof data === 'string' && data !== '0x' ? data : '(none)'))
  const gas = tx.gas ?? tx.gasLimit
  if (typeof gas === 'string' && isHex(gas) && gas !== '0x')
    fields.push(text('Gas limit', hexToBigInt(gas)))
  return fields
}

function solanaTransaction(transaction: unknown): RequestField[] {
  if (typeof transaction !== 'string') return [text('Transaction', '(missing)')]
  try {
    const decoded = Transaction.decode(base64.decode(transaction))
    const hints = decoded.msg.instructions.map((instruction) => {
      try {
        return parseInstruction(instruction, COMMON_TOKENS)?.hint ?? instruction.program
      } catch {
        return `Instruction of program ${instruction.program}`
      }
    })
    return [
      code('Fee payer', decoded.msg.feePayer),
      text('Instructions', hints.join('\n') || '(none)'),
      code('Transaction (base64)', transaction),
    ]
  } catch {
    return [code('Transaction (base64, not decodable here)', transaction)]
  }
}

function cosmosBody(bodyBytes: unknown): RequestField[] {
  if (typeof bodyBytes !== 'string') return []
  try {
    const body = TxBody.decode(base64.decode(bodyBytes))
    return [
      text('Messages', body.messages.map((m) => m.typeUrl).join('\n') || '(none)'),
      ...(body.memo ? [text('Memo', body.memo)] : []),
    ]
  } catch {
    return [code('Body (base64)', bodyBytes)]
  }
}

/**
 * An ADR-36 arbitrary message (a sign doc with one `sign/MsgSignData` of `{ signer, data }`, data
 * base64) as a message to sign: its data as text (or base64 when it is not readable text).
 */
function adr36Message(doc: Record<string, unknown>): SessionRequestDescription | undefined {
  const msgs = arr(doc.msgs)
  const msg = obj(msgs[0])
  if (msgs.length !== 1 || msg.type !== 'sign/MsgSignData') return undefined
  const value = obj(msg.value)
  let message: RequestField = code('Message (base64)', value.data)
  try {
    const decoded = bytesToReadableText(base64.decode(String(value.data)))
    if (decoded !== undefined) message = text('Message', decoded)
  } catch {}
  return {
    title: 'Sign a message (ADR-36)',
    fields: [message, code('Signer', value.signer), text('Chain', doc.chain_id || '(none)')],
  }
}

/**
 * Decodes a session request's params for the request card: personal_sign messages as text,
 * transactions as to/value/data, typed data as JSON, Solana/Cosmos transactions by instruction.
 * Every value is meant to be rendered as text (the dApp wrote it).
 */
export function describeSessionRequest({
  method,
  params,
}: SampleWalletRequest): SessionRequestDescription {
  switch (method) {
    case 'personal_sign': {
      const [message, address] = arr(params)
      return {
        title: 'Sign a message',
        fields: [hexMessage(String(message ?? '')), code('Account', address)],
      }
    }
    case 'eth_signTypedData_v4': {
      const [address, data] = arr(params)
      let typed: Record<string, unknown> = {}
      try {
        typed = obj(typeof data === 'string' ? JSON.parse(data) : data)
      } catch {}
      const domain = obj(typed.domain)
      return {
        title: 'Sign typed data',
        fields: [
          code('Account', address),
          text('Primary type', typed.primaryType ?? '(missing)'),
          ...(domain.name !== undefined ? [text('Domain', domain.name)] : []),
          ...(domain.verifyingContract !== undefined
            ? [code('Verifying contract', domain.verifyingContract)]
            : []),
          code('Message', typed.message ?? data),
        ],
      }
    }
    case 'eth_sendTransaction':
      return { title: 'Send a transaction', fields: evmTransaction(params) }
    case 'eth_signTransaction':
      return { title: 'Sign a transaction (not sent)', fields: evmTransaction(params) }
    case 'wallet_switchEthereumChain': {
      const hex = obj(arr(params)[0]).chainId
      const id = typeof hex === 'string' ? Number.parseInt(hex, 16) : Number.NaN
      return {
        title: 'Switch network',
        fields: [text('To chain', Number.isNaN(id) ? String(hex) : `eip155:${id}`)],
      }
    }
    case 'solana_signMessage': {
      const p = obj(params)
      let message: RequestField = code('Message (base58)', p.message)
      try {
        const decoded = bytesToReadableText(base58.decode(String(p.message)))
        if (decoded !== undefined) message = text('Message', decoded)
      } catch {}
      return { title: 'Sign a message', fields: [message, code('Account', p.pubkey)] }
    }
    case 'solana_signTransaction':
      return {
        title: 'Sign a transaction (not sent)',
        fields: solanaTransaction(obj(params).transaction),
      }
    case 'solana_signAllTransactions': {
      const transactions = arr(obj(params).transactions)
      return {
        title: `Sign ${transactions.length} transactions (not sent)`,
        fields: transactions.flatMap(solanaTransaction),
      }
    }
    case 'signMessage': {
      const p = obj(params)
      return {
        title: 'Sign a message',
        fields: [
          text('Message', p.message),
          code('Address', p.address),
          text('Protocol', p.protocol ?? 'ecdsa'),
        ],
      }
    }
    case 'polkadot_signMessage': {
      const p = obj(params)
      return {
        title: 'Sign a message',
        fields: [hexMessage(String(p.message ?? '')), code('Address', p.address)],
      }
    }
    case 'cosmos_signDirect': {
      const p = obj(params)
      const doc = obj(p.signDoc)
      return {
        title: 'Sign a transaction (direct)',
        fields: [
          code('Signer', p.signerAddress),
          text('Chain', doc.chainId),
          text('Account number', doc.accountNumber),
          ...cosmosBody(doc.bodyBytes),
        ],
      }
    }
    case 'cosmos_signAmino': {
      const p = obj(params)
      const doc = obj(p.signDoc)
      const adr36 = adr36Message(doc)
      if (adr36) return adr36
      return {
        title: 'Sign a transaction (amino)',
        fields: [
          code('Signer', p.signerAddress),
          text('Chain', doc.chain_id),
          text('Memo', doc.memo ?? ''),
          code('Messages', doc.msgs),
          code('Fee', doc.fee),
        ],
      }
    }
    default:
      return { title: method, fields: [code('Params', params)] }
  }
}
