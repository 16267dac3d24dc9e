/**
 * The `partnerUserId` of an on-ramp purchase: a stable id of the buyer at the partner that does
 * not reveal the address — the first 32 hex digits of SHA-256 over the project id and the
 * lowercased CAIP-10 address. The same account of the same project always gets the same id (the
 * provider can show past purchases); it cannot be read back into the address, though anyone who
 * knows both inputs can recompute it (pseudonymous, not anonymous). Coinbase Onramp takes at most
 * 49 characters.
 */
export async function onrampPartnerUserId({
  projectId,
  caipAddress,
}: {
  projectId: string
  caipAddress: string
}): Promise<string> {
  const input = new TextEncoder().encode(`portico-onramp:${projectId}:${caipAddress.toLowerCase()}`)
  const digest = new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', input))
  return Array.from(digest.subarray(0, 16), (b) => b.toString(16).padStart(2, '0')).join('')
}
