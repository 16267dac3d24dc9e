import { describe, expect, it } from 'vitest'
import { findLinks, MAX_LISTED_LINKS } from './findLinks.js'

describe('findLinks', () => {
  it.each([
    [
      'hrefs of the HTML, entities decoded',
      { text: '', html: '<a href="http://127.0.0.1:4002/approve?token=a&amp;email=b">Approve</a>' },
      ['http://127.0.0.1:4002/approve?token=a&email=b'],
    ],
    [
      'URLs in the text, without trailing punctuation',
      { text: 'Open http://127.0.0.1:4002/x?y=1. Or (https://example.com/z).', html: null },
      ['http://127.0.0.1:4002/x?y=1', 'https://example.com/z'],
    ],
    [
      'no javascript:, data: or mailto: links',
      {
        text: '',
        html: `<a href="javascript:alert(1)">x</a><a href='data:text/html,hi'>y</a><a href="mailto:a@b.c">z</a>`,
      },
      [],
    ],
    [
      'each link once',
      { text: 'http://a.test/ http://a.test/', html: '<a href="http://a.test/">a</a>' },
      ['http://a.test/'],
    ],
  ])('%s', (_, mail, links) => {
    expect(findLinks(mail)).toEqual(links)
  })

  it(`lists at most ${MAX_LISTED_LINKS} links`, () => {
    const text = Array.from({ length: 80 }, (_, i) => `http://a.test/${i}`).join(' ')
    expect(findLinks({ text, html: null })).toHaveLength(MAX_LISTED_LINKS)
  })
})
