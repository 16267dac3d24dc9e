import {
  type Address,
  appendTransactionMessageInstructions,
  createAddressWithSeed,
  createKeyPairSignerFromPrivateKeyBytes,
  createTransactionMessage,
  getTransactionEncoder,
  type Instruction,
  type KeyPairSigner,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getCreateAccountWithSeedInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstructionAsync,
  getInitializeMint2Instruction,
  getMintSize,
  getMintToInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { DEMO_ACCOUNT_LABELS } from '../accounts.js'
import { getSolanaKey, type SolanaDevnetKey } from '../keys/solanaKeys.js'
import {
  LAMPORTS_PER_SOL,
  SEED_SOL_DEPLOYER,
  SEED_SOL_PER_WALLET,
  SEED_USDC_PER_WALLET,
  USDC_DECIMALS,
  USDC_MINT_SEED,
} from './constants.js'
import type { SolanaLedger } from './createSolanaLedger.js'
import { decodeWireTransaction } from './decodeWireTransaction.js'

/** What the seed made. */
export type SolanaSeed = {
  /** The USDC mint (6 decimals, mint authority: the deployer). */
  usdcMint: Address
  /** The deployer's signer: USDC mint authority and airdrop faucet. */
  deployer: KeyPairSigner
  /** Each demo wallet's USDC associated token account. */
  usdcAccounts: { label: SolanaDevnetKey['label']; address: Address; tokenAccount: Address }[]
}

/** Signs `instructions` with the fee payer and lands them; throws when they fail. */
export async function landInstructions(
  ledger: SolanaLedger,
  feePayer: KeyPairSigner,
  instructions: readonly Instruction[],
): Promise<string> {
  const { blockhash, lastValidBlockHeight } = ledger.latestBlockhash
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(feePayer, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: blockhash as never, lastValidBlockHeight: BigInt(lastValidBlockHeight) },
        m,
      ),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  const signed = await signTransactionMessageWithSigners(message)
  const result = ledger.process(
    decodeWireTransaction(new Uint8Array(getTransactionEncoder().encode(signed))),
  )
  if (!('signature' in result)) throw new Error(`seed transaction dropped: ${result.message}`)
  if (result.err)
    throw new Error(`seed transaction failed: ${result.err.message}\n${result.logs.join('\n')}`)
  return result.signature
}

/**
 * Seeds the ledger: genesis balances (1 000 000 SOL to the deployer, 100 SOL to each demo wallet),
 * then, as transactions, the USDC mint (an account created with seed 'portico-usdc' from the
 * deployer, so its address only depends on the mnemonic) and 10 000 USDC in each demo wallet's
 * associated token account.
 */
export async function seedSolana(
  ledger: SolanaLedger,
  keys: readonly SolanaDevnetKey[],
): Promise<SolanaSeed> {
  const deployerKey = getSolanaKey(keys, 'deployer')
  const deployer = await createKeyPairSignerFromPrivateKeyBytes(deployerKey.privateKey)
  const fund = (address: string, sol: bigint) =>
    ledger.svm.setAccount({
      address: address as Address,
      lamports: (sol * LAMPORTS_PER_SOL) as never,
      programAddress: '11111111111111111111111111111111' as Address,
      executable: false,
      data: new Uint8Array(),
      space: 0n,
    })
  fund(deployer.address, SEED_SOL_DEPLOYER)
  for (const label of DEMO_ACCOUNT_LABELS)
    fund(getSolanaKey(keys, label).address, SEED_SOL_PER_WALLET)

  const usdcMint = await createAddressWithSeed({
    baseAddress: deployer.address,
    programAddress: TOKEN_PROGRAM_ADDRESS,
    seed: USDC_MINT_SEED,
  })
  const mintSize = getMintSize()
  await landInstructions(ledger, deployer, [
    getCreateAccountWithSeedInstruction({
      payer: deployer,
      newAccount: usdcMint,
      baseAccount: deployer,
      base: deployer.address,
      seed: USDC_MINT_SEED,
      amount: ledger.minimumBalanceForRentExemption(mintSize),
      space: mintSize,
      programAddress: TOKEN_PROGRAM_ADDRESS,
    }),
    getInitializeMint2Instruction({
      mint: usdcMint,
      decimals: USDC_DECIMALS,
      mintAuthority: deployer.address,
    }),
  ])

  const usdcAccounts: SolanaSeed['usdcAccounts'] = []
  for (const label of DEMO_ACCOUNT_LABELS) {
    const owner = getSolanaKey(keys, label).address as Address
    const [tokenAccount] = await findAssociatedTokenPda({
      mint: usdcMint,
      owner,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
    await landInstructions(ledger, deployer, [
      await getCreateAssociatedTokenIdempotentInstructionAsync({
        payer: deployer,
        owner,
        mint: usdcMint,
      }),
      getMintToInstruction({
        mint: usdcMint,
        token: tokenAccount,
        mintAuthority: deployer,
        amount: SEED_USDC_PER_WALLET * 10n ** BigInt(USDC_DECIMALS),
      }),
    ])
    usdcAccounts.push({ label, address: owner, tokenAccount })
  }
  return { usdcMint, deployer, usdcAccounts }
}
