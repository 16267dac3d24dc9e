import { accessSync, constants } from 'node:fs'
import { delimiter, join } from 'node:path'

/** Where Debian's nginx packages put the binary (it is not on a non-root user's PATH). */
const DEBIAN_NGINX = '/usr/sbin/nginx'

/**
 * The nginx binary: `/usr/sbin/nginx`, else `nginx` on PATH. Throws, naming the package to
 * install, when there is none: a cluster test must say what is missing rather than skip.
 */
export function findNginx(path: string | undefined = process.env.PATH): string {
  const candidates = [
    DEBIAN_NGINX,
    ...(path ?? '')
      .split(delimiter)
      .filter(Boolean)
      .map((dir) => join(dir, 'nginx')),
  ]
  for (const candidate of candidates) {
    try {
      accessSync(candidate, constants.X_OK)
      return candidate
    } catch {}
  }
  throw new Error(
    'nginx is not installed: the cluster tests and benches put it in front of the nodes. ' +
      'Install it with `apt-get install -y nginx-light` (Debian; .ci/run does this).',
  )
}
