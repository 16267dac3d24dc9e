import { useState } from 'react'
import { avatarGradient } from '../components/shared/avatarGradient.js'
import { isSafeImageUrl } from '../components/shared/isSafeImageUrl.js'
import { useT } from '../hooks/useT.js'

/**
 * The account's picture: its profile image when it has a safe one that loads, else a gradient
 * drawn from the address.
 */
export function Avatar({
  address,
  profileImage,
  name,
  size = 64,
}: {
  address: string
  profileImage?: string | null | undefined
  /** What the image shows (the profile name or the short address), for its alternative text. */
  name: string
  size?: number
}) {
  const { t } = useT()
  const [failed, setFailed] = useState(false)
  if (isSafeImageUrl(profileImage) && !failed)
    return (
      <img
        className="avatar"
        src={profileImage}
        alt={t('profileImage', { name })}
        width={size}
        height={size}
        loading="lazy"
        referrerPolicy="no-referrer"
        onError={() => setFailed(true)}
        data-testid="portico-avatar-image"
      />
    )
  return (
    <span
      className="avatar"
      aria-hidden="true"
      data-testid="portico-avatar-gradient"
      style={{ width: size, height: size, background: avatarGradient(address) }}
    />
  )
}
