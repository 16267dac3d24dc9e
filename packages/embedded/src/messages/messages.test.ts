import { describe, expect, it } from 'vitest'
import {
  createFrameError,
  createFrameEvent,
  createFrameRequest,
  createFrameSuccess,
  FRAME_CHANNEL,
  FRAME_REQUEST_TYPES,
  parseFrameMessage,
  parseFrameRequest,
  parseSocialResult,
} from './index.js'

const request = (type: string, payload?: unknown, id = 'r1') => ({
  channel: FRAME_CHANNEL,
  type,
  id,
  payload,
})

const user = {
  email: 'alice@example.org',
  address: '0x1111111111111111111111111111111111111111',
  chainId: 31337,
  accounts: [{ type: 'eoa', address: '0x1111111111111111111111111111111111111111' }],
  preferredAccountType: 'eoa',
  smartAccountDeployed: false,
}

describe('spec §5 "Embedded-login payloads": requests the frame accepts or ignores', () => {
  it.each([
    ['email valid', 'ConnectEmail', { email: 'alice@example.org' }, true],
    ['email valid: not an address', 'ConnectEmail', { email: 'alice' }, false],
    ['email valid: two @', 'ConnectEmail', { email: 'a@b@example.org' }, false],
    ['email valid: missing', 'ConnectEmail', {}, false],
    ['email valid (update email)', 'UpdateEmail', { email: 'bob@example.org' }, true],
    ['email valid (update email): not an address', 'UpdateEmail', { email: 'bob@' }, false],
    [
      'issue 16: the code is typed in the frame, ConnectOtp carries none',
      'ConnectOtp',
      undefined,
      true,
    ],
    ['issue 16: a dApp cannot hand the frame a code', 'ConnectOtp', { otp: '123456' }, false],
    [
      'issue 16: the social result never passes through the dApp',
      'ConnectSocial',
      { uri: 'x' },
      false,
    ],
    [
      'issue 16: ConnectSocial waits for the frame to get the result',
      'ConnectSocial',
      undefined,
      true,
    ],
    [
      "issue 16: no code request of the email change is the dApp's",
      'UpdateEmailPrimaryOtp',
      { otp: '654321' },
      false,
    ],
    ...(['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const).map(
      (provider) =>
        [
          `social provider one of …: ${provider}`,
          'GetSocialRedirectUri',
          { provider },
          true,
        ] as const,
    ),
    [
      'social provider one of google, github, apple, facebook, x, discord: farcaster is not',
      'GetSocialRedirectUri',
      { provider: 'farcaster' },
      false,
    ],
    ['social provider: unknown', 'GetSocialRedirectUri', { provider: 'myspace' }, false],
    ['theme mode light', 'SyncTheme', { themeMode: 'light' }, true],
    [
      'theme mode dark',
      'SyncTheme',
      { themeMode: 'dark', themeVariables: { accent: '#f00' } },
      true,
    ],
    ['theme mode light or dark: system is not', 'SyncTheme', { themeMode: 'system' }, false],
    ...(['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'] as const).map(
      (chainNamespace) =>
        [
          `rpc namespaces eip155, solana, polkadot, bip122, cosmos: ${chainNamespace}`,
          'RpcRequest',
          { chainNamespace, method: 'eth_chainId' },
          true,
        ] as const,
    ),
    ['rpc namespaces: tron is not', 'RpcRequest', { chainNamespace: 'tron', method: 'x' }, false],
    [
      "call items need 'to' starting 0x",
      'RpcRequest',
      {
        chainNamespace: 'eip155',
        method: 'wallet_sendCalls',
        params: [{ calls: [{ to: '0x1111111111111111111111111111111111111111', data: '0xabcd' }] }],
      },
      true,
    ],
    [
      "call items need 'to' starting 0x: data optional",
      'RpcRequest',
      {
        chainNamespace: 'eip155',
        method: 'wallet_sendCalls',
        params: [{ calls: [{ to: '0x1111111111111111111111111111111111111111' }] }],
      },
      true,
    ],
    [
      "call items need 'to' starting 0x: 'to' without 0x",
      'RpcRequest',
      {
        chainNamespace: 'eip155',
        method: 'wallet_sendCalls',
        params: [{ calls: [{ to: '1111111111111111111111111111111111111111' }] }],
      },
      false,
    ],
    [
      'call items need … optional data starting 0x: data without 0x',
      'RpcRequest',
      {
        chainNamespace: 'eip155',
        method: 'wallet_sendCalls',
        params: [{ calls: [{ to: '0x11', data: 'abcd' }] }],
      },
      false,
    ],
    [
      'call items: wallet_sendCalls without calls',
      'RpcRequest',
      { chainNamespace: 'eip155', method: 'wallet_sendCalls', params: [{}] },
      false,
    ],
    ['no-payload request: SignOut', 'SignOut', undefined, true],
    ['no-payload request: SignOut with a payload is not', 'SignOut', { x: 1 }, false],
    ['GetUser without payload', 'GetUser', undefined, true],
    [
      'GetUser with chain and account type',
      'GetUser',
      { chainId: 1, preferredAccountType: 'eoa' },
      true,
    ],
    [
      'GetUser: account type other than eoa/smartAccount',
      'GetUser',
      { preferredAccountType: 'x' },
      false,
    ],
    ['SwitchNetwork to a numeric chain', 'SwitchNetwork', { chainId: 31337 }, true],
    [
      'SwitchNetwork to a Solana chain',
      'SwitchNetwork',
      { chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' },
      true,
    ],
    ['SwitchNetwork: negative chain id', 'SwitchNetwork', { chainId: -1 }, false],
    ['SetPreferredAccount smartAccount', 'SetPreferredAccount', { type: 'smartAccount' }, true],
    [
      'SyncDappData',
      'SyncDappData',
      { projectId: 'p', sdkVersion: 'js-0.1.0', sdkType: 'portico' },
      true,
    ],
    [
      'SyncDappData needs a project id',
      'SyncDappData',
      { projectId: '', sdkVersion: '', sdkType: '' },
      false,
    ],
  ] as const)('%s', (_rule, type, payload, accepted) => {
    const parsed = parseFrameRequest(request(type, payload))
    expect(parsed !== undefined).toBe(accepted)
    if (parsed) expect(parsed).toMatchObject({ channel: FRAME_CHANNEL, type, id: 'r1' })
  })
})

describe('the envelope: anything that is not a frame request is ignored', () => {
  it.each([
    ['another channel', { channel: 'other', type: 'SignOut' }],
    ['no channel', { type: 'SignOut' }],
    ['an unknown type', request('StealKey')],
    ['an inherited property name', request('toString')],
    ['a prototype key', request('__proto__')],
    ['a reply type posted as a request', request('SignOutSuccess')],
    ['a string', 'SignOut'],
    ['null', null],
    ['an id that is not a string', { channel: FRAME_CHANNEL, type: 'SignOut', id: 5 }],
    ['an id of 65 characters', request('SignOut', undefined, 'x'.repeat(65))],
  ])('%s', (_case, data) => {
    expect(parseFrameRequest(data)).toBeUndefined()
  })

  it('strips keys a payload does not define', () => {
    const parsed = parseFrameRequest(
      request('ConnectEmail', { email: 'a@example.org', extra: 'x' }),
    )
    expect(parsed?.payload).toEqual({ email: 'a@example.org' })
  })
})

describe('replies and events the dApp accepts or ignores', () => {
  it.each([
    [
      'connect email actions VERIFY_DEVICE',
      { type: 'ConnectEmailSuccess', payload: { action: 'VERIFY_DEVICE' } },
      true,
    ],
    [
      'connect email actions VERIFY_OTP',
      { type: 'ConnectEmailSuccess', payload: { action: 'VERIFY_OTP' } },
      true,
    ],
    [
      'connect email actions CONNECT',
      { type: 'ConnectEmailSuccess', payload: { action: 'CONNECT' } },
      true,
    ],
    [
      'connect email actions VERIFY_DEVICE, VERIFY_OTP, CONNECT: no other',
      { type: 'ConnectEmailSuccess', payload: { action: 'VERIFY_PRIMARY_OTP' } },
      false,
    ],
    [
      'update email: the frame answers the new address once both codes were typed in it',
      { type: 'UpdateEmailSuccess', payload: { newEmail: 'new@example.org' } },
      true,
    ],
    [
      "update email: not an action any more (the steps are the frame's)",
      { type: 'UpdateEmailSuccess', payload: { action: 'VERIFY_PRIMARY_OTP' } },
      false,
    ],
    [
      'issue 16: the frame can ask to be shown in the code view',
      { type: 'FrameShow', payload: { view: 'EmailVerifyOtp' } },
      true,
    ],
    ['an error reply', { type: 'ConnectOtpError', payload: { message: 'Invalid code' } }, true],
    [
      'an error reply with an RPC code',
      { type: 'RpcRequestError', payload: { message: 'User rejected', code: 4001 } },
      true,
    ],
    ['an error reply without a message', { type: 'ConnectOtpError', payload: {} }, false],
    ['a User', { type: 'GetUserSuccess', payload: user }, true],
    [
      'a User with a nullable email',
      { type: 'GetUserSuccess', payload: { ...user, email: null } },
      true,
    ],
    [
      'a User whose email is not valid',
      { type: 'GetUserSuccess', payload: { ...user, email: 'x' } },
      false,
    ],
    [
      'a User without accounts',
      { type: 'GetUserSuccess', payload: { ...user, accounts: undefined } },
      false,
    ],
    ['an unknown reply', { type: 'StealKeySuccess', payload: {} }, false],
    ['a request type', { type: 'SignOut' }, false],
    ['Ready', { type: 'Ready', payload: { version: 4 } }, true],
    ['Ready without a version', { type: 'Ready' }, false],
    [
      'FrameShow ApproveTransaction',
      { type: 'FrameShow', payload: { view: 'ApproveTransaction' } },
      true,
    ],
    [
      'FrameShow EmbeddedWalletFrame',
      { type: 'FrameShow', payload: { view: 'EmbeddedWalletFrame' } },
      true,
    ],
    ['FrameShow of another view', { type: 'FrameShow', payload: { view: 'Account' } }, false],
    ['FrameHide', { type: 'FrameHide' }, true],
    ['AccountsChanged', { type: 'AccountsChanged', payload: { address: '0x11' } }, true],
    ['ChainChanged', { type: 'ChainChanged', payload: { chainId: 1 } }, true],
    ['SessionExpired', { type: 'SessionExpired' }, true],
  ] as const)('%s', (_rule, message, accepted) => {
    const parsed = parseFrameMessage({ channel: FRAME_CHANNEL, id: 'r1', ...message })
    expect(parsed !== undefined).toBe(accepted)
  })

  it('parses a reply into the request it answers', () => {
    expect(
      parseFrameMessage({
        channel: FRAME_CHANNEL,
        type: 'ConnectEmailSuccess',
        id: 'a',
        payload: { action: 'VERIFY_OTP' },
      }),
    ).toEqual({
      kind: 'reply',
      request: 'ConnectEmail',
      ok: true,
      id: 'a',
      payload: { action: 'VERIFY_OTP' },
    })
    expect(
      parseFrameMessage({
        channel: FRAME_CHANNEL,
        type: 'GetUserError',
        id: 'b',
        payload: { message: 'no' },
      }),
    ).toEqual({ kind: 'reply', request: 'GetUser', ok: false, id: 'b', payload: { message: 'no' } })
  })
})

describe('the builders make messages the parsers accept', () => {
  it.each(FRAME_REQUEST_TYPES)('%s error reply round-trips', (type) => {
    const parsed = parseFrameMessage(createFrameError(type, { message: 'm' }, 'id'))
    expect(parsed).toEqual({
      kind: 'reply',
      request: type,
      ok: false,
      id: 'id',
      payload: { message: 'm' },
    })
  })

  it('request, success and event', () => {
    expect(
      parseFrameRequest(createFrameRequest('ConnectEmail', { email: 'a@example.org' }, 'i')),
    ).toEqual({
      channel: FRAME_CHANNEL,
      type: 'ConnectEmail',
      id: 'i',
      payload: { email: 'a@example.org' },
    })
    expect(parseFrameMessage(createFrameSuccess('GetUser', user as never, 'i'))).toMatchObject({
      ok: true,
      request: 'GetUser',
    })
    expect(parseFrameMessage(createFrameEvent('Ready', { version: 4 }))).toEqual({
      kind: 'event',
      type: 'Ready',
      payload: { version: 4 },
    })
  })
})

describe('SocialResult (popup → the frames of origin S)', () => {
  it.each([
    [
      'a result URI',
      { channel: FRAME_CHANNEL, type: 'SocialResult', payload: { resultUri: 'x' } },
      true,
    ],
    [
      'an empty result URI',
      { channel: FRAME_CHANNEL, type: 'SocialResult', payload: { resultUri: '' } },
      false,
    ],
    ['another channel', { channel: 'x', type: 'SocialResult', payload: { resultUri: 'x' } }, false],
    ['another type', { channel: FRAME_CHANNEL, type: 'Ready', payload: { resultUri: 'x' } }, false],
  ])('%s', (_case, data, accepted) => {
    expect(parseSocialResult(data) !== undefined).toBe(accepted)
  })
})
