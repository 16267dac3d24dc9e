import { spawn } from 'node:child_process'

/** The command that opens a URL in the default browser on each platform. */
function openerCommand(platform: NodeJS.Platform, url: string): [string, string[]] {
  if (platform === 'darwin') return ['open', [url]]
  if (platform === 'win32') return ['cmd', ['/c', 'start', '""', url]]
  return ['xdg-open', [url]]
}

/** Parameters of {@link openBrowser}. */
export type OpenBrowserParameters = {
  url: string
  /** Environment of the opener (its PATH decides which opener runs). */
  env: Record<string, string | undefined>
  /** @default process.platform */
  platform?: NodeJS.Platform
}

/**
 * Asks the desktop to open a URL in a browser. Never throws: without a desktop (CI, a container,
 * no xdg-open) it resolves `false` and nothing else happens.
 */
export function openBrowser(parameters: OpenBrowserParameters): Promise<boolean> {
  const [command, args] = openerCommand(parameters.platform ?? process.platform, parameters.url)
  return new Promise((resolve) => {
    try {
      const child = spawn(command, args, { env: parameters.env, stdio: 'ignore', detached: true })
      child.once('error', () => resolve(false))
      child.once('spawn', () => {
        child.unref()
        resolve(true)
      })
    } catch {
      resolve(false)
    }
  })
}
