import { useState } from 'react'
import { avatarGradient } from './avatarGradient.js'
import { isSafeImageUrl } from './isSafeImageUrl.js'

/**
 * The account's picture in a button: its profile image when it is a safe URL that loads, else a
 * gradient drawn from the address. Decorative: the button's accessible name says whose it is.
 */
export function ButtonAvatar({
  address,
  profileImage,
}: {
  address: string
  profileImage?: string | null | undefined
}) {
  const [failed, setFailed] = useState<string | undefined>(undefined)
  if (isSafeImageUrl(profileImage) && failed !== profileImage)
    return (
      <img
        className="portico-button__avatar"
        src={profileImage}
        alt=""
        width={26}
        height={26}
        referrerPolicy="no-referrer"
        onError={() => setFailed(profileImage)}
        data-testid="portico-button-avatar-image"
      />
    )
  return (
    <span
      className="portico-button__avatar"
      aria-hidden="true"
      style={{ background: avatarGradient(address) }}
      data-testid="portico-button-avatar-gradient"
    />
  )
}
