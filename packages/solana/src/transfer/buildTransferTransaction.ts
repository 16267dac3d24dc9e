import { TokenNotFoundError } from '@portico/core'
import {
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getTransactionEncoder,
  type Instruction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
} from '@solana-program/token'
import { solanaRpc } from '../rpc/solanaRpc.js'

/** Parameters of {@link buildTransferTransaction}. */
export type BuildTransferTransactionParameters = {
  /** The cluster's RPC URLs, tried in order (`rpcUrls.default.http`). */
  rpcUrls: readonly string[]
  /** The sender (fee payer and signer). */
  from: string
  to: string
  /** In the smallest unit (lamports, or the token's base units). */
  amount: bigint
  /** An SPL token (its mint and decimals); absent for SOL. */
  token?: { address: string; decimals: number } | undefined
}

/**
 * Builds an unsigned transfer as wire bytes, against the network's RPC (its latest blockhash):
 * SOL through the System program's transfer; an SPL token through its token program's
 * `transferChecked` between the associated token accounts, creating the receiver's when it does
 * not exist yet (paid by the sender). The token program is the mint's owner (Token or
 * Token-2022). The sender's signature slot is left empty for the wallet.
 */
export async function buildTransferTransaction({
  rpcUrls,
  from,
  to,
  amount,
  token,
}: BuildTransferTransactionParameters): Promise<Uint8Array> {
  const rpc = solanaRpc({ rpcUrls })
  const sender = createNoopSigner(address(from))
  const receiver = address(to)
  const instructions: Instruction[] = []
  if (!token) {
    instructions.push(getTransferSolInstruction({ source: sender, destination: receiver, amount }))
  } else {
    const mint = address(token.address)
    const { value: mintAccount } = await rpc
      .getAccountInfo(mint, { encoding: 'base64', commitment: 'confirmed' })
      .send()
    if (!mintAccount) throw new TokenNotFoundError(token.address)
    const tokenProgram = mintAccount.owner
    const [[source], [destination]] = await Promise.all([
      findAssociatedTokenPda({ owner: sender.address, mint, tokenProgram }),
      findAssociatedTokenPda({ owner: receiver, mint, tokenProgram }),
    ])
    const { value: destinationAccount } = await rpc
      .getAccountInfo(destination, { encoding: 'base64', commitment: 'confirmed' })
      .send()
    if (!destinationAccount)
      instructions.push(
        getCreateAssociatedTokenIdempotentInstruction({
          payer: sender,
          ata: destination,
          owner: receiver,
          mint,
          tokenProgram,
        }),
      )
    instructions.push(
      getTransferCheckedInstruction(
        { source, mint, destination, authority: sender, amount, decimals: token.decimals },
        { programAddress: tokenProgram },
      ),
    )
  }
  const { value: blockhash } = await rpc.getLatestBlockhash({ commitment: 'confirmed' }).send()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(sender, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)))
}
