import type { ServiceUrl } from './services'

/**
 * The box printed once the stack is ready: one line per link, then "Open <url>" for the link
 * marked `open`, if any.
 *
 * @example
 * formatReadyBox({ urls: [{ label: 'demo', url: 'http://127.0.0.1:5173', open: true }] })
 */
export function formatReadyBox(parameters: { urls: readonly ServiceUrl[] }): string {
  const { urls } = parameters
  const labelWidth = Math.max(0, ...urls.map((link) => link.label.length))
  const body = ['Portico is ready', '']
  for (const link of urls) body.push(`${link.label.padEnd(labelWidth)}  ${link.url}`)
  const start = urls.find((link) => link.open)
  body.push('')
  if (start) body.push(`Open ${start.url}`)
  body.push('Press Ctrl-C to stop everything.')
  const width = Math.max(...body.map((line) => line.length))
  const rule = '─'.repeat(width + 4)
  return [`╭${rule}╮`, ...body.map((line) => `│  ${line.padEnd(width)}  │`), `╰${rule}╯`, ''].join(
    '\n',
  )
}
