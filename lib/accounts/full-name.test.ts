import { describe, expect, it } from "vitest";
import { sameFullName, splitFullName } from "./full-name";

describe("sameFullName", () => {
  it("ignores case and extra, leading and trailing whitespace", () => {
    expect(sameFullName("  ada   LOVELACE ", "Ada", "Lovelace")).toBe(true);
    expect(sameFullName("ada\tlovelace", "Ada", "Lovelace")).toBe(true);
    expect(sameFullName("Ada Mary Lovelace", "Ada  Mary", "Lovelace")).toBe(true);
  });

  it("refuses another name, a missing part and glued words", () => {
    expect(sameFullName("Someone Else", "Ada", "Lovelace")).toBe(false);
    expect(sameFullName("Ada", "Ada", "Lovelace")).toBe(false);
    expect(sameFullName("AdaLovelace", "Ada", "Lovelace")).toBe(false);
    expect(sameFullName("", "Ada", "Lovelace")).toBe(false);
  });

  it("treats composed and decomposed accents alike (NFC)", () => {
    expect(sameFullName("Jose\u0301 Nun\u0303ez", "José", "Nuñez")).toBe(true);
    expect(sameFullName("ŞEYMA ÇELİK", "S\u0327eyma", "C\u0327elik")).toBe(true);
  });

  it("matches Turkish names whatever the dotted or dotless i, in any locale", () => {
    expect(sameFullName("ismail yılmaz", "İsmail", "Yılmaz")).toBe(true);
    expect(sameFullName("İSMAİL YILMAZ", "İsmail", "Yılmaz")).toBe(true);
    expect(sameFullName("ISMAIL YILMAZ", "İsmail", "Yılmaz")).toBe(true);
    expect(sameFullName("ışık ılgaz", "Işık", "Ilgaz")).toBe(true);
    expect(sameFullName("IŞIK ILGAZ", "Işık", "Ilgaz")).toBe(true);
    expect(sameFullName("Gül Şahin", "GÜL", "ŞAHİN")).toBe(true);
    expect(sameFullName("Gul Sahin", "Gül", "Şahin")).toBe(false);
  });
});

describe("splitFullName", () => {
  it("takes the last word as the surname", () => {
    expect(splitFullName("  Ada  Mary Lovelace ")).toEqual({ firstname: "Ada Mary", lastname: "Lovelace" });
    expect(splitFullName("Ada")).toBeNull();
  });
});
