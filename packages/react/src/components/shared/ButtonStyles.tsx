import { buttonCss } from './buttonCss.js'

/**
 * The buttons' stylesheet, once per document however many buttons render: React 19 hoists a
 * `<style>` with `href` and `precedence` into <head> (on the server too) and dedupes it by href.
 */
export function ButtonStyles() {
  return (
    <style href="portico-buttons" precedence="portico">
      {buttonCss}
    </style>
  )
}
