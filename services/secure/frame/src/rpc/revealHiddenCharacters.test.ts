import { base58 } from '@scure/base'
import { toHex } from 'viem'
import { describe, expect, test } from 'vitest'
import { DEVNET_EVM_NETWORKS } from '../config/devnetNetworks.js'
import { EN_SIGNING_SAFETY } from '../ui/strings.js'
import { createPublicClients } from './evm/evmClients.js'
import { prepareEvmSigning } from './evm/prepareEvmSigning.js'
import { hasHiddenCharacters, revealHiddenCharacters } from './revealHiddenCharacters.js'
import { prepareSolanaSigning } from './solana/prepareSolanaSigning.js'

const RULE = '"bidi and zero-width characters neutralised in displayed messages"'
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe(`${RULE}: shown as code points, never as live control characters`, () => {
  test.each([
    ['right-to-left override', 'pay \u202Eevil', 'pay ⟨U+202E⟩evil'],
    ['left-to-right override and pop', '\u202Dabc\u202C', '⟨U+202D⟩abc⟨U+202C⟩'],
    ['embeddings', '\u202A\u202B', '⟨U+202A⟩⟨U+202B⟩'],
    ['isolates', '\u2066\u2067\u2068\u2069', '⟨U+2066⟩⟨U+2067⟩⟨U+2068⟩⟨U+2069⟩'],
    ['direction marks', '\u200E\u200F\u061C', '⟨U+200E⟩⟨U+200F⟩⟨U+061C⟩'],
    [
      'zero-width space, non-joiner, joiner',
      'a\u200Bb\u200Cc\u200Dd',
      'a⟨U+200B⟩b⟨U+200C⟩c⟨U+200D⟩d',
    ],
    ['word joiner and byte order mark', '\u2060\uFEFF', '⟨U+2060⟩⟨U+FEFF⟩'],
    [
      'invisible tag characters (text smuggled in tags)',
      'hi\u{E0041}\u{E0042}',
      'hi⟨U+E0041⟩⟨U+E0042⟩',
    ],
    ['soft hyphen and Mongolian vowel separator', 'a\u00ADb\u180E', 'a⟨U+00AD⟩b⟨U+180E⟩'],
    ['plain text, accents, line breaks, emoji', 'Héllo\nwörld 🙂', 'Héllo\nwörld 🙂'],
  ])('%s', (_, text, shown) => {
    expect(revealHiddenCharacters(text)).toBe(shown)
    expect(hasHiddenCharacters(text)).toBe(text !== shown)
    // Shown text holds no hidden character, so showing it twice changes nothing.
    expect(revealHiddenCharacters(shown)).toBe(shown)
  })
})

describe(`${RULE}: in what the approval screen shows`, () => {
  const evm = (method: string, params: unknown) =>
    prepareEvmSigning({
      method,
      params,
      network: DEVNET_EVM_NETWORKS[0]!,
      address: ADDRESS,
      publicClient: createPublicClients(),
    })
  const typedData = JSON.stringify({
    domain: { name: 'Safe \u202Eexe.tset', chainId: 31337 },
    types: { Greeting: [{ name: 'text', type: 'string' }] },
    primaryType: 'Greeting',
    message: { text: 'gm\u200Bgm' },
  })

  const solanaMessage = (text: string) =>
    prepareSolanaSigning({
      method: 'solana_signMessage',
      params: { message: base58.encode(new TextEncoder().encode(text)) },
      network: { chainId: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1', name: 'Solana Devnet' },
      address: 'unused',
    })

  test.each([
    [
      'personal_sign text',
      () => evm('personal_sign', [toHex('Approve \u202Eredro'), ADDRESS]),
      ['Approve ⟨U+202E⟩redro'],
    ],
    [
      'typed-data strings',
      () => evm('eth_signTypedData_v4', [ADDRESS, typedData]),
      ['Safe ⟨U+202E⟩exe.tset', 'gm⟨U+200B⟩gm'],
    ],
    ['Solana message text', () => solanaMessage('Log in\u2066 here'), ['Log in⟨U+2066⟩ here']],
  ])('%s: revealed, with a warning', async (_, prepare, expected) => {
    const { description } = await prepare()
    const shown = description.rows.map((row) => row.value).join('\n')
    expect(hasHiddenCharacters(shown)).toBe(false)
    for (const part of expected) expect(shown).toContain(part)
    expect(description.warning).toBe(EN_SIGNING_SAFETY.hiddenCharactersWarning)
  })
})
