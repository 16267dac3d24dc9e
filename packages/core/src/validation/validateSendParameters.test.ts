import { describe, expect, it } from 'vitest'
import {
  SendAmountAndReceiverRequiredError,
  SendChainRequiredError,
  SendTokenRequiredError,
  SendUnsupportedChainError,
} from '../features/send/errors.js'
import {
  type ValidateSendParametersParameters,
  validateSendParameters,
} from './validateSendParameters.js'

const AMOUNT_RULE =
  "spec §5: Send: amount and receiver address required ('An amount and receiver address are required')"
const TOKEN_RULE = "spec §5: token required ('A token is required')"
const CHAIN_RULE = 'spec §5: active chain namespace required'
const UNSUPPORTED_RULE =
  "spec §5: Send supported for EVM and Solana only; other chains give 'Unsupported chain'"
const GAS_RULE = 'spec §5: Gas estimation only for EVM'

type Token = { address?: string; symbol: string; quantity: { decimals: string } }
const usdc: Token = {
  address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  symbol: 'USDC',
  quantity: { decimals: '6' },
}
const valid: ValidateSendParametersParameters<Token> = {
  amount: '1.5',
  receiverAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  token: usdc,
  chainNamespace: 'eip155',
}

describe('validateSendParameters', () => {
  it.each([
    [GAS_RULE, 'EVM estimates gas', { chainNamespace: 'eip155' }, true],
    [GAS_RULE, 'Solana does not', { chainNamespace: 'solana' }, false],
    [AMOUNT_RULE, 'a numeric amount', { amount: 2 }, true],
  ])('%s — %s', (_rule, _case, change, estimateGas) => {
    const parameters = { ...valid, ...change }
    expect(validateSendParameters(parameters)).toEqual({
      amount: parameters.amount,
      receiverAddress: valid.receiverAddress,
      token: usdc,
      chainNamespace: parameters.chainNamespace,
      estimateGas,
    })
  })

  it.each([
    [AMOUNT_RULE, 'no amount', { amount: undefined }, SendAmountAndReceiverRequiredError],
    [AMOUNT_RULE, 'null amount', { amount: null }, SendAmountAndReceiverRequiredError],
    [AMOUNT_RULE, 'empty amount', { amount: '' }, SendAmountAndReceiverRequiredError],
    [AMOUNT_RULE, 'blank amount', { amount: '  ' }, SendAmountAndReceiverRequiredError],
    [AMOUNT_RULE, 'zero amount', { amount: '0' }, SendAmountAndReceiverRequiredError],
    [AMOUNT_RULE, 'numeric zero', { amount: 0 }, SendAmountAndReceiverRequiredError],
    [AMOUNT_RULE, 'negative amount', { amount: '-1' }, SendAmountAndReceiverRequiredError],
    [AMOUNT_RULE, 'not a number', { amount: 'abc' }, SendAmountAndReceiverRequiredError],
    [
      AMOUNT_RULE,
      'no receiver',
      { receiverAddress: undefined },
      SendAmountAndReceiverRequiredError,
    ],
    [AMOUNT_RULE, 'empty receiver', { receiverAddress: '' }, SendAmountAndReceiverRequiredError],
    [AMOUNT_RULE, 'blank receiver', { receiverAddress: ' ' }, SendAmountAndReceiverRequiredError],
    [
      AMOUNT_RULE,
      'neither, before the token',
      { amount: '', token: null },
      SendAmountAndReceiverRequiredError,
    ],
    [TOKEN_RULE, 'no token', { token: undefined }, SendTokenRequiredError],
    [TOKEN_RULE, 'null token', { token: null }, SendTokenRequiredError],
    [CHAIN_RULE, 'no namespace', { chainNamespace: undefined }, SendChainRequiredError],
    [CHAIN_RULE, 'empty namespace', { chainNamespace: '' }, SendChainRequiredError],
    [UNSUPPORTED_RULE, 'bip122', { chainNamespace: 'bip122' }, SendUnsupportedChainError],
    [UNSUPPORTED_RULE, 'polkadot', { chainNamespace: 'polkadot' }, SendUnsupportedChainError],
    [UNSUPPORTED_RULE, 'cosmos', { chainNamespace: 'cosmos' }, SendUnsupportedChainError],
  ])('%s — %s', (_rule, _case, change, ErrorClass) => {
    expect(() => validateSendParameters({ ...valid, ...change })).toThrow(ErrorClass)
  })

  it('uses the spec messages', () => {
    expect(
      [
        new SendAmountAndReceiverRequiredError(),
        new SendTokenRequiredError(),
        new SendChainRequiredError(),
        new SendUnsupportedChainError('bip122'),
      ].map((error) => error.shortMessage),
    ).toMatchInlineSnapshot(`
      [
        "An amount and receiver address are required",
        "A token is required",
        "An active chain is required",
        "Unsupported chain",
      ]
    `)
  })
})
