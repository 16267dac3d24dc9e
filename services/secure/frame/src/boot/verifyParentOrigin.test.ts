import { describe, expect, test } from 'vitest'
import { type ParentOriginCheck, verifyParentOrigin } from './verifyParentOrigin.js'

const DAPP = 'https://app.example.com'
const ALLOWED = ['https://app.example.com', 'http://localhost:*']

describe('verifyParentOrigin: the frame answers only a parent on the project allow-list (issue 7: "refuses to run for … a parent origin outside the project\'s allowed origins")', () => {
  test.each<[string, Parameters<typeof verifyParentOrigin>[0], ParentOriginCheck]>([
    [
      'an allowed parent, from ancestorOrigins and the referrer',
      {
        framed: true,
        ancestorOrigins: [DAPP],
        referrer: `${DAPP}/page?x=1`,
        allowedOrigins: ALLOWED,
      },
      { ok: true, origin: DAPP },
    ],
    [
      'an allowed parent, ancestorOrigins alone (the dApp sends no referrer)',
      { framed: true, ancestorOrigins: [DAPP], referrer: '', allowedOrigins: ALLOWED },
      { ok: true, origin: DAPP },
    ],
    [
      'an allowed parent, referrer alone (a browser without ancestorOrigins)',
      {
        framed: true,
        ancestorOrigins: undefined,
        referrer: 'http://localhost:5173/',
        allowedOrigins: ALLOWED,
      },
      { ok: true, origin: 'http://localhost:5173' },
    ],
    [
      'a wildcard pattern of the allow-list',
      {
        framed: true,
        ancestorOrigins: ['https://a.b.example.org'],
        referrer: '',
        allowedOrigins: ['https://*.example.org'],
      },
      { ok: true, origin: 'https://a.b.example.org' },
    ],
    [
      "'Origin Not Allowed': a parent outside the list",
      {
        framed: true,
        ancestorOrigins: ['https://evil.example'],
        referrer: 'https://evil.example/',
        allowedOrigins: ALLOWED,
      },
      { ok: false, reason: 'ORIGIN_NOT_ALLOWED', origin: 'https://evil.example' },
    ],
    [
      "'Origin Not Allowed': a look-alike host",
      {
        framed: true,
        ancestorOrigins: ['https://app.example.com.evil.org'],
        referrer: '',
        allowedOrigins: ALLOWED,
      },
      { ok: false, reason: 'ORIGIN_NOT_ALLOWED', origin: 'https://app.example.com.evil.org' },
    ],
    [
      "'Origin Not Allowed': another port of an allowed host",
      {
        framed: true,
        ancestorOrigins: ['https://app.example.com:8443'],
        referrer: '',
        allowedOrigins: ALLOWED,
      },
      { ok: false, reason: 'ORIGIN_NOT_ALLOWED', origin: 'https://app.example.com:8443' },
    ],
    [
      "'Unverified Domain': ancestorOrigins and referrer disagree (a forged referrer)",
      {
        framed: true,
        ancestorOrigins: ['https://evil.example'],
        referrer: `${DAPP}/`,
        allowedOrigins: ALLOWED,
      },
      { ok: false, reason: 'UNVERIFIED_DOMAIN', origin: 'https://evil.example' },
    ],
    [
      "'Unverified Domain': no way to know the parent",
      { framed: true, ancestorOrigins: undefined, referrer: '', allowedOrigins: ALLOWED },
      { ok: false, reason: 'UNVERIFIED_DOMAIN' },
    ],
    [
      "'Unverified Domain': an opaque parent (sandboxed, data: URL)",
      { framed: true, ancestorOrigins: ['null'], referrer: '', allowedOrigins: ['*'] },
      { ok: false, reason: 'UNVERIFIED_DOMAIN' },
    ],
    [
      "'Unverified Domain': the project allows no origin at all",
      { framed: true, ancestorOrigins: [DAPP], referrer: '', allowedOrigins: [] },
      { ok: false, reason: 'UNVERIFIED_DOMAIN', origin: DAPP },
    ],
    [
      'not framed: nobody to answer',
      { framed: false, ancestorOrigins: [], referrer: '', allowedOrigins: ALLOWED },
      { ok: false, reason: 'NOT_FRAMED' },
    ],
  ])('%s', (_, parameters, expected) => {
    expect(verifyParentOrigin(parameters)).toEqual(expected)
  })
})
