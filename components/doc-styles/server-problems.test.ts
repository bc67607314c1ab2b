import { describe, expect, it } from "vitest";
import { fieldProblemsOf, importProblemView } from "./server-problems";

describe("fieldProblemsOf", () => {
  it("shows the server's sentence by the one field it is about", () => {
    expect(fieldProblemsOf("This CSS contains something that is not allowed: @import", [{ path: "customCSS", message: "This value is not valid." }])).toEqual([
      { path: "customCSS", message: "This CSS contains something that is not allowed: @import" },
    ]);
  });

  it("keeps each field's own message when several are named", () => {
    const fields = [
      { path: "fonts.h2.color", message: "Enter a colour" },
      { path: "others.lineHeight", message: "Out of range" },
    ];
    expect(fieldProblemsOf("Some fields are not valid.", fields)).toEqual(fields);
  });
});

describe("importProblemView", () => {
  it("keeps the parser's message and drops the upload field", () => {
    expect(importProblemView("The file is not valid JSON: Unexpected end of JSON input", [{ path: "file", message: "This value is not valid." }])).toEqual({
      text: "The file is not valid JSON: Unexpected end of JSON input",
      fields: [],
    });
  });

  it("cuts the sentence where it starts listing the fields, and lists them", () => {
    const fields = [
      { path: "fonts.h1.size", message: "Enter a font size between 8 and 160 px." },
      { path: "colors.accent1", message: "Enter a colour." },
    ];
    const view = importProblemView("Some fields are not valid. fonts.h1.size: Enter a font size between 8 and 160 px. colors.accent1: Enter a colour.", fields);
    expect(view).toEqual({ text: "Some fields are not valid.", fields });
  });

  it("keeps the whole sentence when it does not name the fields", () => {
    expect(importProblemView("Not a style file.", [{ path: "format", message: "Unknown format" }]).text).toBe("Not a style file.");
  });
});
