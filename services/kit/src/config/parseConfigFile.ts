import { readFile } from 'node:fs/promises'
import { extname, resolve } from 'node:path'
import { LineCounter, parseDocument } from 'yaml'
import { ConfigError, type ConfigProblem } from './configErrors.js'
import { OPERATOR_CONFIG_FORMATS } from './operatorConfigConstants.js'

const formats = OPERATOR_CONFIG_FORMATS as Readonly<Record<string, 'json' | 'yaml' | undefined>>

/** `line 3, column 5` of an offset in `text` (both 1-based). */
function lineAndColumn(text: string, offset: number): string {
  const before = text.slice(0, offset).split('\n')
  return `line ${before.length}, column ${(before.at(-1)?.length ?? 0) + 1}`
}

function parseJson(text: string): { value: unknown } | { problems: ConfigProblem[] } {
  try {
    return { value: JSON.parse(text) }
  } catch (error) {
    const message = (error as Error).message
    const offset = /at position (\d+)/.exec(message)?.[1]
    const where = offset === undefined ? '' : `${lineAndColumn(text, Number(offset))}: `
    return { problems: [{ path: '', message: `${where}not valid JSON: ${message}` }] }
  }
}

function parseYaml(text: string): { value: unknown } | { problems: ConfigProblem[] } {
  const lineCounter = new LineCounter()
  const document = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true })
  if (document.errors.length > 0)
    return {
      problems: document.errors.map((error) => {
        const { line, col } = lineCounter.linePos(error.pos[0])
        return {
          path: '',
          message: `line ${line}, column ${col}: not valid YAML: ${error.message}`,
        }
      }),
    }
  return { value: document.toJS() }
}

/**
 * The configuration file's content, parsed as JSON (`.json`) or YAML (`.yaml`, `.yml`) and not
 * yet checked. Throws a ConfigError naming the line of a syntax error.
 */
export async function parseConfigFile(path: string): Promise<unknown> {
  const format = formats[extname(path).toLowerCase()]
  if (format === undefined)
    throw new ConfigError(path, [
      { path: '', message: `expected a ${Object.keys(formats).join(', ')} file` },
    ])
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    throw new ConfigError(
      path,
      [
        {
          path: '',
          message:
            code === 'ENOENT'
              ? `no such file: ${resolve(path)}`
              : `cannot be read: ${code ?? error}`,
        },
      ],
      { cause: error },
    )
  }
  const parsed = format === 'json' ? parseJson(text) : parseYaml(text)
  if ('problems' in parsed) throw new ConfigError(path, parsed.problems)
  return parsed.value
}
