import { useT } from '../hooks/useT.js'

/** A wallet's icon; the source was checked to be an image URL when the wallet was discovered. */
export function WalletImage({
  name,
  src,
  large,
}: {
  name: string
  src?: string | undefined
  large?: boolean
}) {
  const { t } = useT()
  const className = large ? 'wallet-image large' : 'wallet-image'
  if (!src)
    return (
      <span
        className={className}
        aria-hidden="true"
        style={{ background: 'var(--portico-surface-hover)' }}
      />
    )
  return (
    <img className={className} src={src} alt={t('walletIcon', { name })} width={40} height={40} />
  )
}
