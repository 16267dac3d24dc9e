/** `data-testid`s of the frame page's interactive parts (tests and the e2e specs find them by these). */
export const FRAME_TEST_IDS = {
  status: 'frame-status',
  statusTitle: 'frame-status-title',
  approval: 'frame-approval',
  approvalTitle: 'frame-approval-title',
  approve: 'frame-approve',
  reject: 'frame-reject',
  setSecret: 'frame-set-secret',
  secretInput: 'frame-secret-input',
  secretConfirmInput: 'frame-secret-confirm-input',
  showSecret: 'frame-show-secret',
  createWallet: 'frame-create-wallet',
  enterSecret: 'frame-enter-secret',
  recoverySecretInput: 'frame-recovery-secret-input',
  unlock: 'frame-unlock',
  cancel: 'frame-cancel',
  formError: 'frame-form-error',
  exportKey: 'frame-export',
  sendCode: 'frame-export-send-code',
  codeInput: 'frame-export-code-input',
  confirmCode: 'frame-export-confirm',
  continueSocial: 'frame-export-continue-social',
  revealKey: 'frame-export-reveal',
  copyKey: 'frame-export-copy',
  keyValue: 'frame-export-key',
  done: 'frame-done',
  announcer: 'frame-announcer',
} as const

/** Test ids of the approval screen's safeguards (issue 16): its warning. */
export const FRAME_SIGNING_SAFETY_TEST_IDS = {
  approvalWarning: 'frame-approval-warning',
} as const

/** Test ids of the code, device and email-change screens (issue 16). */
export const FRAME_CODE_TEST_IDS = {
  codeScreen: 'frame-code',
  codeInput: 'frame-code-input',
  verify: 'frame-code-verify',
  resend: 'frame-code-resend',
  codeError: 'frame-code-error',
  codeStatus: 'frame-code-status',
  deviceScreen: 'frame-device',
  deviceResend: 'frame-device-resend',
  changeEmail: 'frame-change-email',
  changeEmailConfirm: 'frame-change-email-confirm',
} as const

/** Test ids of the clickjacking defences (issue 16, finding 2): the wait, the secure window. */
export const FRAME_VISIBILITY_TEST_IDS = {
  visibilityReason: 'frame-visibility-reason',
  continueInSecureWindow: 'frame-continue-in-secure-window',
  secureWindowStatus: 'frame-secure-window-status',
} as const

/** Test ids of passkey unlock and the secret's strength (issue 16, finding 8). */
export const FRAME_PASSKEY_TEST_IDS = {
  protectWithPasskey: 'frame-protect-with-passkey',
  useSecretOnly: 'frame-use-secret-only',
  passkeyStatus: 'frame-passkey-status',
  unlockWithPasskey: 'frame-unlock-with-passkey',
  secretStrength: 'frame-secret-strength',
} as const
