/**
 * Every text of the frame page, in English. The frame is its own app on its own origin, so its
 * strings live with it (not in the widget's catalogue). Placeholders are `{name}`; fill them with
 * `format`. Another language is another object of the same shape.
 */
export const EN = {
  pageTitle: 'Portico embedded wallet',
  // States in which the frame refuses to run (spec §8 alerts).
  invalidProjectId: 'Invalid Project ID',
  invalidProjectIdText: 'The embedded wallet does not know the project id this site uses.',
  projectIdNotConfigured: 'Project ID Not Configured',
  projectIdNotConfiguredText: 'This site passed no project id to the embedded wallet.',
  originNotAllowed: 'Origin Not Allowed',
  originNotAllowedText: "{origin} is not one of this project's allowed origins.",
  unverifiedDomain: 'Unverified Domain',
  unverifiedDomainText:
    "The embedded wallet cannot verify the site it is loaded in. Add the site to the project's allowed origins.",
  serverError: 'Server Error',
  serverErrorText: 'The embedded wallet could not load its configuration. Please try again later.',
  rateLimited: 'Rate Limited',
  rateLimitedText: 'Too many requests. Wait a moment and reload.',
  notFramed: 'Embedded wallet',
  notFramedText: 'This page runs inside the sites that use it. There is nothing to do here.',
  // Approval.
  requestFrom: 'Request from',
  network: 'Network',
  account: 'Account',
  approve: 'Approve',
  reject: 'Reject',
  approving: 'Approving…',
  signMessageTitle: 'Sign message',
  signTypedDataTitle: 'Sign typed data',
  sendTransactionTitle: 'Send transaction',
  sendCallsTitle: 'Send {count} calls',
  solanaSignMessageTitle: 'Sign message',
  solanaSignTransactionTitle: 'Sign transaction',
  solanaSignAllTitle: 'Sign {count} transactions',
  solanaSendTitle: 'Sign and send transaction',
  message: 'Message',
  messageHex: 'Message (bytes, not text)',
  domain: 'Domain',
  primaryType: 'Type',
  to: 'To',
  contractCreation: 'New contract',
  value: 'Value',
  data: 'Data',
  noData: 'None',
  call: 'Call {index}',
  feePayer: 'Fee payer',
  instructions: 'Instructions',
  transfer: 'Transfer {amount} SOL to {to}',
  programCall: 'Program {program}, {accounts} accounts, {bytes} bytes of data',
  approvalHint: 'Only approve requests you expect. Signing can move your funds.',
  // First wallet: the recovery secret.
  setSecretTitle: 'Protect your wallet',
  setSecretText:
    'Choose a recovery secret. You will need it to use your wallet in another browser or on a new device. Nobody can recover it for you, not even the operator of this service.',
  secretLabel: 'Recovery secret',
  confirmSecretLabel: 'Repeat the recovery secret',
  secretHint: 'At least {min} characters. A few unrelated words work well.',
  secretTooShort: 'The recovery secret needs at least {min} characters.',
  secretMismatch: 'The two entries are not the same.',
  createWallet: 'Create wallet',
  creatingWallet: 'Creating your wallet…',
  createFailed: 'The wallet could not be created: {message}',
  showSecret: 'Show the recovery secret',
  // New device: enter the recovery secret.
  enterSecretTitle: 'Unlock your wallet in this browser',
  enterSecretText:
    'This browser does not hold a key share of your wallet yet. Enter the recovery secret you chose when you created the wallet.',
  unlock: 'Unlock',
  unlocking: 'Unlocking…',
  wrongSecret: 'This recovery secret does not open your wallet.',
  unlockFailed: 'The wallet could not be unlocked: {message}',
  cancel: 'Cancel',
  // Export.
  exportTitle: 'Export private key',
  reauthEmailText: 'To show your private key, confirm it is you with a code sent to {email}.',
  sendCode: 'Send code',
  sendingCode: 'Sending…',
  codeSent: 'A code was sent to {email}.',
  codeLabel: 'Code from the email',
  confirm: 'Confirm',
  confirming: 'Checking…',
  reauthSocialText: 'To show your private key, sign in with {provider} again.',
  continueWith: 'Continue with {provider}',
  reauthFarcasterText:
    'To show your private key, approve the sign-in in your Farcaster app: open the link below.',
  openFarcaster: 'Open Farcaster',
  reauthFailed: 'That did not confirm it is you: {message}',
  popupBlocked: 'The sign-in window could not open. Allow pop-ups for this site and try again.',
  exportWarning:
    'Anyone who has this key controls your wallet and everything in it. Never share it, and never paste it into a website.',
  evmKeyLabel: 'EVM private key',
  solanaKeyLabel: 'Solana secret key',
  hiddenKey: 'Hidden',
  reveal: 'Reveal',
  hide: 'Hide',
  revealLabel: 'Reveal the {label}',
  hideLabel: 'Hide the {label}',
  copy: 'Copy',
  copyLabel: 'Copy the {label}',
  copied: 'Copied to the clipboard.',
  copyFailed: 'Copying failed: select the key and copy it yourself.',
  done: 'Done',
  // Generic.
  working: 'Working…',
  errorPrefix: 'Error: {message}',
}

/** The catalogue's shape: one string per key. */
export type FrameStrings = typeof EN

/** Fills `{name}` placeholders of `template` with `values` (as text). */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  )
}

/**
 * The approval screen's safeguards (issue 16, findings 4 and 5 and the hidden-character rule):
 * the fees and nonce the frame sets, the warning on messages that are not text, and how hidden
 * characters are shown. Kept in a block of their own; same `{name}` placeholders as EN.
 */
export const EN_SIGNING_SAFETY = {
  nonce: 'Nonce',
  gasLimit: 'Gas limit',
  maxFeePerGas: 'Max fee per gas',
  gwei: '{amount} gwei',
  maxFee: 'Maximum network fee',
  maxFeeAllCalls: 'Maximum network fee, all calls',
  feeWithUsd: '{amount} (about {usd} USD)',
  feeWithUsdBelowCent: '{amount} (less than 0.01 USD)',
  feeWithoutUsd: '{amount} (no trustworthy USD price)',
  notTextWarning:
    'This message is not text. Sign it only if you know what these bytes are: another app could read them as an approval.',
  hiddenCharactersWarning:
    'This request contains invisible or text-direction characters, shown here as ⟨U+…⟩. They can make text look different from what is signed.',
}

/**
 * The login and email-change steps typed only into the frame (issue 16: "Codes and device approval
 * are typed only into the secure origin's own UI"). Same `{name}` placeholders as EN.
 */
export const EN_CODE_ENTRY = {
  confirmEmailTitle: 'Confirm your email',
  codeSentTo: 'Enter the 6-digit code we sent to {email}.',
  codeInputLabel: 'Code from the email',
  codeSecureHint: 'Type it only here: this box belongs to your wallet, not to the site.',
  verify: 'Verify',
  verifying: 'Checking the code…',
  resendCode: 'Send a new code',
  resending: 'Sending…',
  codeResent: 'A new code is on its way to {email}.',
  wrongCode: 'Invalid code. {left} tries left.',
  codeFailed: '{message}',
  deviceTitle: 'Approve this browser',
  deviceText: 'We sent a link to {email}. Open it and approve this browser to continue.',
  deviceWaiting: 'Waiting for your approval…',
  resendEmail: 'Send the email again',
  emailResent: 'We sent the link again to {email}.',
  changeEmailTitle: 'Change your email',
  changeEmailText: 'Your wallet’s email would change from {current} to {next}.',
  changeEmailNotice:
    'We send a code to each address. Once changed, your other sessions are signed out and {current} is told.',
  changeEmailConfirm: 'Change email',
  currentCodeTitle: 'Confirm your current email',
  newCodeTitle: 'Confirm your new email',
}

/**
 * Clickjacking defences (issue 16, finding 2): why a button waits, and the secure window that
 * takes value-moving approvals and the key export where the browser cannot tell whether the frame
 * is seen. Same `{name}` placeholders as EN.
 */
export const EN_VISIBILITY = {
  waitingUntilVisible: 'Waiting until this window is fully visible',
  continueInSecureWindow: 'Continue in a secure window',
  secureWindowText:
    'This browser cannot confirm that the wallet is fully visible on this page, so you decide in a separate wallet window that no site can cover.',
  secureWindowOpen: 'Continue in the wallet window that opened.',
  secureWindowBlocked:
    'The secure window could not open. Allow pop-ups for this site and try again.',
  secureWindowClosed: 'The secure window was closed. Open it again to continue.',
  exportInSecureWindow:
    'Your keys are shown in a separate wallet window, where no site can cover them.',
  popupPageTitle: 'Portico wallet — secure window',
  popupWaitingTitle: 'Waiting for the wallet…',
  popupWaitingText: 'This window shows what your wallet asks you to decide.',
  popupRefusedTitle: 'Nothing to show',
  popupRefusedText: 'This window was not opened by your wallet. Close it.',
  popupDoneTitle: 'Done',
  popupDoneText: 'You can close this window.',
}

/**
 * Passkey unlock and the recovery secret's strength (issue 16, finding 8): the first-wallet and
 * new-device screens.
 */
export const EN_PASSKEY = {
  protectTitle: 'Protect your wallet',
  protectText:
    'Protect your wallet with a passkey. On a new device or site, you unlock it with the same passkey: no secret to remember. Nobody can recover it for you, not even the operator of this service.',
  protectWithPasskey: 'Protect with a passkey',
  creatingPasskey: 'Waiting for your passkey…',
  optionalSecretTitle: 'Also set a recovery secret (optional)',
  optionalSecretText:
    'Add one if your passkeys do not sync between your devices: it unlocks the wallet where the passkey is missing.',
  useSecretOnly: 'Create with the recovery secret only',
  passkeyUnavailable:
    'Passkeys cannot protect a wallet in this browser. Choose a recovery secret instead.',
  passkeyFailed: 'The passkey was not made: {message}',
  secretHintStrength:
    'A few unrelated words work well. It is checked against common passwords, names and patterns, not only its length.',
  secretTooWeak: 'This recovery secret is too easy to guess.',
  secretStrengthChecking: 'Checking the strength…',
  secretRequired: 'Choose a recovery secret.',
  unlockTitle: 'Unlock your wallet in this browser',
  unlockText:
    'This browser does not hold a key share of your wallet yet. Use the passkey you made when you created the wallet.',
  unlockWithPasskey: 'Unlock with your passkey',
  unlockingWithPasskey: 'Waiting for your passkey…',
  wrongPasskey: 'This passkey does not open your wallet. Try another one, or your recovery secret.',
  passkeyGetFailed: 'The passkey did not unlock the wallet: {message}',
  orUseSecret: 'Or enter your recovery secret',
  signInAgain:
    'For your safety the recovery data is given only shortly after a sign-in. Sign in again, then unlock.',
}
