import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/http/errors";
import { MAX_JSON_DEPTH, nestsDeeperThan, parseJsonObject, parseJsonText, readJsonBody } from "@/lib/http/json-body";

const nested = (depth: number, open = "[", close = "]") => open.repeat(depth) + close.repeat(depth);

/** The 400 problem the reader throws, as { code, fields }. */
function refusal(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, fields: error.fields };
    throw error;
  }
  throw new Error("not refused");
}

describe("the JSON body reader", () => {
  it("counts nesting by brackets outside strings, escapes included", () => {
    expect(nestsDeeperThan(nested(3), 3)).toBe(false);
    expect(nestsDeeperThan(nested(4), 3)).toBe(true);
    expect(nestsDeeperThan('{"a":{"b":[1,{"c":2}]}}', 4)).toBe(false);
    expect(nestsDeeperThan('{"a":{"b":[1,{"c":{}}]}}', 4)).toBe(true);
    // Brackets inside strings, and escaped quotes inside those strings, do not count.
    expect(nestsDeeperThan(`{"a":"${"[".repeat(500)}\\"${"{".repeat(500)}"}`, 1)).toBe(false);
    expect(nestsDeeperThan('["\\\\",[[1]]]', 2)).toBe(true);
    // Siblings do not add up.
    expect(nestsDeeperThan(`[${Array(1000).fill("[1]").join(",")}]`, 2)).toBe(false);
  });

  it(`parses bodies up to ${MAX_JSON_DEPTH} levels and refuses deeper ones (400 naming the body) before anything walks them`, () => {
    expect(parseJsonText(nested(MAX_JSON_DEPTH))).toEqual(JSON.parse(nested(MAX_JSON_DEPTH)));
    expect(refusal(() => parseJsonText(nested(MAX_JSON_DEPTH + 1)))).toEqual({ code: "INVALID_INPUT", fields: [{ path: "(body)", message: "errors.jsonTooDeep" }] });
    // The reported attack: {"a": x 5,000, 1, } x 5,000 (30 KB).
    const attack = '{"a":'.repeat(5000) + "1" + "}".repeat(5000);
    expect(refusal(() => parseJsonText(attack)).fields).toEqual([{ path: "(body)", message: "errors.jsonTooDeep" }]);
    // A million brackets take one pass, not a stack.
    expect(refusal(() => parseJsonText("[".repeat(1_000_000))).fields?.[0].message).toBe("errors.jsonTooDeep");
  });

  it("refuses truncated and malformed JSON, reads an empty body as {}", () => {
    for (const text of ['{"a":', "{", "nul", "{'a':1}", '{"a":1}}', "\u0000"]) {
      expect(refusal(() => parseJsonText(text)), text).toEqual({ code: "INVALID_INPUT", fields: [{ path: "(body)", message: "errors.malformedJson" }] });
    }
    expect(parseJsonText("")).toEqual({});
    expect(parseJsonText("  \n")).toEqual({});
    expect(parseJsonText('{"a":[1,"]"]}')).toEqual({ a: [1, "]"] });
  });

  it("reads a form's JSON as an object only", () => {
    expect(parseJsonObject('{"a":"b"}')).toEqual({ a: "b" });
    for (const text of ["[]", "1", '"x"', "null", ""]) expect(refusal(() => parseJsonObject(text)).fields?.[0].message, text).toBe("validation.expectedObject");
  });

  it("reads a request: bytes that are not UTF-8 are malformed, a body past the cap is 413", async () => {
    const request = (body: BodyInit) => new Request("http://localhost/x", { method: "POST", body });
    await expect(readJsonBody(request('{"title":"Gala"}'))).resolves.toEqual({ title: "Gala" });
    await expect(readJsonBody(request(new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x7d])))).rejects.toMatchObject({ code: "INVALID_INPUT" });
    await expect(readJsonBody(request("[".repeat(100)), 50)).rejects.toMatchObject({ code: "PAYLOAD_TOO_LARGE" });
  });
});
