import type { DevnetConfig } from './devnetFile.js'

/** Printed by `npm run devnet` once everything is up; launchers and tests wait for this exact line. */
export const READY_LINE = 'devnet ready'

/** Parameters of {@link formatSummary}. */
export type FormatSummaryParameters = {
  config: DevnetConfig
  configPath: string | undefined
  startupMs: number
}

function table(rows: string[][], indent = '  '): string[] {
  const widths =
    rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? []
  return rows.map(
    (row) =>
      indent +
      row
        .map((cell, i) => cell.padEnd(widths[i] ?? 0))
        .join('  ')
        .trimEnd(),
  )
}

/** The human-readable report `npm run devnet` prints: chains, contracts, accounts and URLs. */
export function formatSummary({ config, configPath, startupMs }: FormatSummaryParameters): string {
  const lines: string[] = ['', 'Portico devnet', '']
  for (const chain of config.chains) {
    lines.push(`chain ${chain.key}: ${chain.name}, chain id ${chain.chainId}, ${chain.rpcUrl}`)
    const { pairs, ...contracts } = chain.contracts
    const rows = [
      ...Object.entries(contracts).map(([name, address]) => [name, address]),
      ...Object.entries(pairs).map(([name, address]) => [`pair ${name}`, address]),
    ]
    lines.push(...table(rows), '')
  }
  lines.push('accounts (anvil dev keys, prefunded with 10000 ETH):')
  lines.push(
    ...table(config.accounts.map((a) => [a.label, `#${a.index}`, a.address, a.privateKey])),
    '',
  )
  const owned = new Map<string, string[]>()
  for (const nft of config.nfts.filter((n) => n.chainId === config.chains[0]?.chainId))
    owned.set(nft.owner, [...(owned.get(nft.owner) ?? []), `#${nft.tokenId}`])
  lines.push(
    `${config.nftCollection.name} (${config.nftCollection.symbol}) owners, on every chain:`,
  )
  lines.push(
    ...table(
      config.accounts
        .filter((a) => owned.has(a.address))
        .map((a) => [a.label, owned.get(a.address)?.join(' ') ?? '']),
    ),
    '',
  )
  lines.push(
    ...table(
      [
        ['assets', config.assetsUrl],
        ['config', `${config.assetsUrl}/devnet.json`],
        ...(configPath ? [['config file', configPath]] : []),
        ['mnemonic', config.mnemonic],
        ['started in', `${startupMs} ms`],
      ],
      '',
    ),
  )
  return lines.join('\n')
}
