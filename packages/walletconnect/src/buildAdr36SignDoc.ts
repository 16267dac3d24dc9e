/** A Cosmos legacy Amino `StdSignDoc`, as `cosmos_signAmino` takes it. */
export type AminoSignDoc = {
  chain_id: string
  account_number: string
  sequence: string
  fee: { gas: string; amount: { denom: string; amount: string }[] }
  msgs: { type: string; value: Record<string, string> }[]
  memo: string
}

function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/**
 * The ADR-36 sign doc of an arbitrary message (Cosmos SDK ADR-036 "Arbitrary Message Signature"):
 * one `sign/MsgSignData` with the signer's bech32 address and the UTF-8 message as base64; chain
 * id and memo empty, account number and sequence `0`, a zero fee. Signed with `cosmos_signAmino`,
 * it can never be a valid transaction.
 */
export function buildAdr36SignDoc({
  signer,
  message,
}: {
  signer: string
  message: string | Uint8Array
}): AminoSignDoc {
  const bytes = typeof message === 'string' ? new TextEncoder().encode(message) : message
  return {
    chain_id: '',
    account_number: '0',
    sequence: '0',
    fee: { gas: '0', amount: [] },
    msgs: [{ type: 'sign/MsgSignData', value: { signer, data: toBase64(bytes) } }],
    memo: '',
  }
}
