import { describe, expect, it } from 'vitest'
import {
  ERROR_REPORT_MESSAGE_MAX_CHARS,
  ERROR_REPORT_STACK_MAX_CHARS,
  ERROR_REPORT_TYPE_MAX_CHARS,
} from '../../constants.js'
import { PorticoError } from '../../errors/PorticoError.js'
import { FailedToConnectError } from '../connect/errors.js'
import { redactErrorText, toErrorProps } from './toErrorProps.js'

const EVM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SOLANA = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
const TX = `0x${'ab'.repeat(32)}`

describe('redactErrorText — no address, key, e-mail or URL query in a report', () => {
  it.each([
    ['an EVM address', `insufficient funds for ${EVM}`, 'insufficient funds for <hex>'],
    ['a transaction hash', `reverted: ${TX}`, 'reverted: <hex>'],
    ['a Solana address', `no account ${SOLANA}`, 'no account <base58>'],
    ['an e-mail', 'no wallet for ada.lovelace+w3@example.co.uk', 'no wallet for <email>'],
    [
      'a URL query and fragment',
      'at f (https://dapp.example/a.js?code=SECRET#t=1:3:5)',
      'at f (https://dapp.example/a.js:3:5)',
    ],
    [
      'a package path with @ (kept)',
      'at file:///app/node_modules/@vitest/runner/dist/index.js:1:2',
      'at file:///app/node_modules/@vitest/runner/dist/index.js:1:2',
    ],
    [
      'short numbers and names (kept)',
      'chain 0x1 code 4001 in connect',
      'chain 0x1 code 4001 in connect',
    ],
  ])('%s', (_case, text, redacted) => {
    expect(redactErrorText(text)).toBe(redacted)
  })
})

describe('toErrorProps — spec §7 "props (type, event, errorType, errorMessage, stackTrace)"', () => {
  it("a PorticoError: its class, its spec message (not the details), the stack's frames", () => {
    const error = new FailedToConnectError({ details: `wallet of ${EVM} said no` })
    const props = toErrorProps(error, 'CONNECT_ERROR')
    expect(props).toMatchObject({
      type: 'error',
      event: 'CONNECT_ERROR',
      errorType: 'FailedToConnectError',
      errorMessage: 'Failed to connect',
    })
    // The stack's header repeats the message with its details: only the frames travel.
    expect(props.stackTrace).toMatch(/^at /)
    expect(props.stackTrace).toContain('toErrorProps.test.ts')
    expect(JSON.stringify(props)).not.toMatch(/0x7099|said no/)
  })

  it("another error's message is redacted", () => {
    const props = toErrorProps(new TypeError(`cannot read ${EVM}`), 'SEND_ERROR')
    expect(props).toMatchObject({ errorType: 'TypeError', errorMessage: 'cannot read <hex>' })
  })

  it('a thrown non-error: its type and its text, redacted, no stack', () => {
    expect(toErrorProps(`bad ${EVM}`, 'SWAP_ERROR')).toEqual({
      type: 'error',
      event: 'SWAP_ERROR',
      errorType: 'string',
      errorMessage: 'bad <hex>',
    })
  })

  it('clips each field to what the API takes', () => {
    const error = new PorticoError('x'.repeat(ERROR_REPORT_MESSAGE_MAX_CHARS + 10))
    error.name = 'N'.repeat(ERROR_REPORT_TYPE_MAX_CHARS + 10)
    error.stack = `${error.name}: ${error.message}\n${'    at f (a.js:1:1)\n'.repeat(1_000)}`
    const props = toErrorProps(error, 'ALERT')
    expect(props.errorType).toHaveLength(ERROR_REPORT_TYPE_MAX_CHARS)
    expect(props.errorMessage).toHaveLength(ERROR_REPORT_MESSAGE_MAX_CHARS)
    expect(props.stackTrace).toHaveLength(ERROR_REPORT_STACK_MAX_CHARS)
  })
})
