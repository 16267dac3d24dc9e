/**
 * List items that stand in for wallets while they load. Decorative: the list says aria-busy and
 * the view announces the loading.
 */
export function WalletSkeletonRows({ count }: { count: number }) {
  return Array.from({ length: count }, (_, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity of their own.
    <li key={i} aria-hidden="true" data-testid="portico-wallet-skeleton">
      <span className="option skeleton-row">
        <span className="skeleton-box image" />
        <span className="skeleton-box text" />
      </span>
    </li>
  ))
}
