// MJML turns our e-mail markup into the table layout with inline styles that mail clients need
// (docs/decisions/0004). Strict validation makes a template mistake an error in tests rather than a
// broken e-mail in a client's inbox; `fonts: {}` stops MJML from linking Google's stylesheets for
// the faces it knows (an e-mail names faces, it never loads them).

// Loading MJML takes a second or two (cheerio, juice, cssnano): only when an e-mail is laid out,
// not when a route that may send one (every share) is first loaded.
let compiler: Promise<unknown> | undefined;

/** The HTML of an MJML document; throws when the markup does not validate. */
export async function mjmlToHtml(source: string): Promise<string> {
  compiler ??= import("mjml");
  const loaded: unknown = await compiler;
  // mjml is CommonJS (module.exports is the function): bundlers and Node hand it over as `default`, or as the module itself.
  const mjml2html = (typeof loaded === "function" ? loaded : (loaded as { default: unknown }).default) as typeof import("mjml");
  const { html } = await mjml2html(source, { validationLevel: "strict", fonts: {}, keepComments: false });
  return html;
}
