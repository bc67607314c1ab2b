import { describe, expect, it } from "vitest";
import { ifNoneMatchMatches, parseIfNoneMatch } from "./conditional";

describe("parseIfNoneMatch (RFC 9110 §13.1.2)", () => {
  it("reads one tag, strong or weak, and lists with spaces and empty elements", () => {
    expect(parseIfNoneMatch('"abc"')).toEqual(['"abc"']);
    expect(parseIfNoneMatch('W/"abc"')).toEqual(['"abc"']);
    expect(parseIfNoneMatch(' "a" ,W/"b",\t"c" ')).toEqual(['"a"', '"b"', '"c"']);
    expect(parseIfNoneMatch(', ,"a",,  W/"b" ,')).toEqual(['"a"', '"b"']);
    // Two header lines arrive joined by ", " (Headers.get).
    expect(parseIfNoneMatch('"a", W/"b"')).toEqual(['"a"', '"b"']);
  });

  it("keeps commas and other tag characters inside the quotes", () => {
    expect(parseIfNoneMatch('"a,b", "c"')).toEqual(['"a,b"', '"c"']);
    expect(parseIfNoneMatch('""')).toEqual(['""']);
    expect(parseIfNoneMatch('"x/y=z-_~!#"')).toEqual(['"x/y=z-_~!#"']);
  });

  it("answers * alone", () => {
    expect(parseIfNoneMatch("*")).toBe("*");
    expect(parseIfNoneMatch(" * ")).toBe("*");
  });

  it("refuses malformed fields as a whole", () => {
    for (const field of ["", " ", ",", "abc", '"abc', 'abc"', 'w/"abc"', 'W/ "abc"', '"a" "b"', '"a";"b"', '*, "a"', '"a", *', '"a b"', '"a\u0001"', '"a"x', 'W/abc']) {
      expect(parseIfNoneMatch(field), JSON.stringify(field)).toBeNull();
    }
  });
});

describe("ifNoneMatchMatches", () => {
  const etag = 'W/"page1"';

  it("matches the current tag by weak comparison, on either side", () => {
    expect(ifNoneMatchMatches('W/"page1"', etag)).toBe(true);
    expect(ifNoneMatchMatches('"page1"', etag)).toBe(true);
    expect(ifNoneMatchMatches('W/"page1"', '"page1"')).toBe(true);
    expect(ifNoneMatchMatches('"other", W/"page1"', etag)).toBe(true);
  });

  it("matches * (the page exists), and nothing else", () => {
    expect(ifNoneMatchMatches("*", etag)).toBe(true);
    expect(ifNoneMatchMatches(null, etag)).toBe(false);
    expect(ifNoneMatchMatches('"page2"', etag)).toBe(false);
    expect(ifNoneMatchMatches('"PAGE1"', etag)).toBe(false);
    expect(ifNoneMatchMatches('"page"', etag)).toBe(false);
    expect(ifNoneMatchMatches("page1", etag)).toBe(false);
    expect(ifNoneMatchMatches('"page1" garbage', etag)).toBe(false);
  });
});
