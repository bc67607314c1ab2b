import { describe, expect, it } from "vitest";
import { BLOCK_TEXT_MAX, htmlToLines } from "./block-text";

const p = (text: string) => ({ kind: "paragraph", text });
const li = (text: string) => ({ kind: "item", text });

describe("htmlToLines: block HTML as lines of text", () => {
  it("turns headings, paragraphs, line breaks and block elements into lines", () => {
    expect(htmlToLines("<h2>Welcome to the <b>Gala</b></h2>")).toEqual([p("Welcome to the Gala")]);
    expect(htmlToLines("<p>First paragraph</p><p>Second &amp; third</p>")).toEqual([p("First paragraph"), p("Second & third")]);
    expect(htmlToLines("Line one<br>Line two<br/>Line three<br />Four")).toEqual([p("Line one"), p("Line two"), p("Line three"), p("Four")]);
    expect(htmlToLines("<div>Block</div><section>Sec</section><article>Art</article><blockquote>Quote</blockquote>")).toEqual([p("Block"), p("Sec"), p("Art"), p("Quote")]);
    expect(htmlToLines("<table><tr><td>A</td><td>B</td></tr><tr><td>C</td></tr></table>")).toEqual([p("AB"), p("C")]);
    expect(htmlToLines("<h1>T</h1><h6>Six</h6>")).toEqual([p("T"), p("Six")]);
    expect(htmlToLines("  <p>   spaced    out   </p>  ")).toEqual([p("spaced out")]);
    expect(htmlToLines("<p>a\nb</p>")).toEqual([p("a"), p("b")]);
    expect(htmlToLines("plain text without tags")).toEqual([p("plain text without tags")]);
    expect(htmlToLines("")).toEqual([]);
  });

  it("keeps list items as items", () => {
    expect(htmlToLines("<ul><li>One</li><li>Two <em>items</em></li></ul><p>After</p>")).toEqual([li("One"), li("Two items"), p("After")]);
    expect(htmlToLines("<ol>\n  <li><p>Nested para</p></li>\n  <li>Plain</li>\n</ol>")).toEqual([li("Nested para"), li("Plain")]);
    expect(htmlToLines("<li>loose item")).toEqual([li("loose item")]);
  });

  it("decodes the common entities and leaves unknown ones as they are", () => {
    expect(htmlToLines("<p>Caf&eacute; &#233; &#xE9; &lt;tag&gt; &quot;q&quot; &apos;a&apos; &nbsp;x&hellip; &euro;5 &mdash; &ndash; &rsquo;&lsquo;&rdquo;&ldquo;</p>")).toEqual([
      p("Caf&eacute; é é <tag> \"q\" 'a' x… €5 — – ’‘”“"),
    ]);
    expect(htmlToLines("<p>&unknown; &#0; &#x110000; &AMP;</p>")).toEqual([p("&unknown; &#0; &#x110000; &")]);
  });

  it("drops script, style and template content and comments, in any case", () => {
    expect(htmlToLines("<p>Hello</p><script>alert('x')</script><style>p{color:red}</style><template><p>hidden</p></template><p>World</p>")).toEqual([p("Hello"), p("World")]);
    expect(htmlToLines('<SCRIPT type="text/javascript">bad()</SCRIPT ><P>Upper</P>')).toEqual([p("Upper")]);
    expect(htmlToLines("<p>x</p><!-- a > b --><p>y</p>")).toEqual([p("x"), p("y")]);
    // An element left open hides everything after it, as in a browser.
    expect(htmlToLines("<p>Shown</p><script>never();<p>hidden</p>")).toEqual([p("Shown")]);
    expect(htmlToLines("<style>a{}</styles></style>After")).toEqual([p("After")]);
  });

  it("keeps a `<` that opens no tag as text", () => {
    expect(htmlToLines("a < b and c > d")).toEqual([p("a < b and c > d")]);
    expect(htmlToLines("<p>1 <2</p>")).toEqual([p("1 <2")]);
  });

  it("reads at most BLOCK_TEXT_MAX characters of a block", () => {
    const lines = htmlToLines(`<p>${"x".repeat(BLOCK_TEXT_MAX * 2)}</p>`);
    expect(lines).toHaveLength(1);
    expect(lines[0].text.length).toBe(BLOCK_TEXT_MAX - 3);
    // A cut never leaves half a surrogate pair behind.
    const emoji = htmlToLines("a" + "😀".repeat(BLOCK_TEXT_MAX));
    expect(emoji[0].text.endsWith("\ud83d")).toBe(false);
  });

  it("takes linear time on inputs that made the old regular expressions quadratic", () => {
    const hostile = [
      "<script".repeat(40_000),
      "<style".repeat(40_000),
      "<template x".repeat(40_000),
      "<".repeat(200_000),
      "<a".repeat(100_000),
      "<li".repeat(60_000),
      "<br".repeat(60_000) + ">",
      "<!--".repeat(50_000),
      "<script>" + "</script".repeat(40_000),
      "<p>" + "&#".repeat(100_000),
      "<p " + "x".repeat(500_000),
    ];
    htmlToLines("<p>warm up</p>");
    for (const input of hostile) {
      const started = performance.now();
      htmlToLines(input);
      const elapsed = performance.now() - started;
      expect(elapsed, `${input.slice(0, 20)}… (${input.length} characters)`).toBeLessThan(100);
    }
  });
});
