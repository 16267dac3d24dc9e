import { testInstance } from '@portico/core/testing'
import { encode } from 'uqr'
import { expect, test } from 'vitest'
import { render } from 'vitest-browser-react'
import { PorticoProvider } from '../PorticoProvider.js'
import { QrCode, qrPath } from './QrCode.js'

/** Rebuilds the module matrix from the path QrCode draws, to compare it with the encoder's. */
function matrixFromPath(path: string, size: number): boolean[][] {
  const matrix = Array.from({ length: size }, () => Array<boolean>(size).fill(false))
  for (const [, x, y, width] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let i = 0; i < Number(width); i++) (matrix[Number(y)] as boolean[])[Number(x) + i] = true
  }
  return matrix
}

test('qrPath: the path covers exactly the dark modules of the matrix', () => {
  const uri =
    'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn'
  const { data, size } = encode(uri, { ecc: 'M', border: 0 })
  expect(matrixFromPath(qrPath(data), size)).toEqual(data)
})

test('QrCode: busy while the encoder loads, then an SVG image named by its label; a new value redraws', async () => {
  const portico = testInstance()
  const first = 'https://farcaster.xyz/~/siwf?channelToken=one'
  const screen = await render(
    <PorticoProvider instance={portico}>
      <QrCode value={undefined} label="QR code to sign in" />
    </PorticoProvider>,
  )
  await expect
    .element(screen.getByTestId('portico-qr-code-loading'))
    .toHaveAttribute('aria-busy', 'true')
  await screen.rerender(
    <PorticoProvider instance={portico}>
      <QrCode value={first} label="QR code to sign in" />
    </PorticoProvider>,
  )
  const image = screen.getByRole('img', { name: 'QR code to sign in' })
  await expect.element(screen.getByTestId('portico-qr-code')).toHaveAttribute('data-value', first)
  const path = image.element().querySelector('path')?.getAttribute('d') ?? ''
  const expected = encode(first, { ecc: 'M', border: 0 })
  expect(matrixFromPath(path, expected.size)).toEqual(expected.data)

  const second = 'https://farcaster.xyz/~/siwf?channelToken=two'
  await screen.rerender(
    <PorticoProvider instance={portico}>
      <QrCode value={second} label="QR code to sign in" />
    </PorticoProvider>,
  )
  await expect.element(screen.getByTestId('portico-qr-code')).toHaveAttribute('data-value', second)
})
