/**
 * The Google font style sheets of a document's style, loaded by the reader's browser (never at build
 * time). With `precedence`, React 19 hoists each link into <head> once, however often it is rendered.
 */
export function StyleFontLinks({ hrefs }: { hrefs: readonly string[] }) {
  return hrefs.map((href) => <link key={href} rel="stylesheet" href={href} precedence="default" />);
}
