import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import { checkClientMessages } from "./client-messages-check";
import { CLIENT_MESSAGES, pickMessages } from "./client-namespaces";

/**
 * Client modules whose translators the source cannot read (a key or namespace held in a variable),
 * with what they read. A new one fails the check below until it is listed here or given fixed keys.
 */
const DECLARED: Record<string, readonly string[]> = {
  // Field problems are `validation.*` keys (MessageRef in register-values.ts).
  "components/auth/register-form.tsx": ["validation"],
  // The start options' labels and hints (START_OPTIONS).
  "components/documents/create-document-dialog.tsx": ["documents.create", "designs.create"],
  // Only `validation.*` keys are translated; anything else is shown as the server wrote it.
  "components/doc-styles/use-problem-text.ts": ["validation"],
  // The YouTube and Vimeo editors' texts, by the `messages` prop.
  "lib/blocks/types/youtube/video-controls.tsx": ["blocks.youtube", "blocks.vimeo"],
};

describe("the messages each area sends to the browser", () => {
  it("cover what its client components read, and nothing else", () => {
    expect(checkClientMessages({ root: process.cwd(), areas: CLIENT_MESSAGES, declared: DECLARED, catalogue: en })).toEqual([]);
  }, 60_000);
});

describe("pickMessages", () => {
  const messages = { a: { b: "B", c: { d: "D" } }, e: "E", f: { g: "G" } };

  it("keeps the catalogue's shape for namespaces and paths, and leaves out unknown paths", () => {
    expect(pickMessages(messages, ["a.c", "e", "nope.x"])).toEqual({ a: { c: { d: "D" } }, e: "E" });
    expect(pickMessages(messages, ["f", "a.b"])).toEqual({ f: { g: "G" }, a: { b: "B" } });
  });

  it("never writes into the catalogue", () => {
    const picked = pickMessages(messages, ["a", "a.b"]);
    expect(picked).toEqual({ a: { b: "B", c: { d: "D" } } });
    expect(picked.a).not.toBe(messages.a);
    expect(messages).toEqual({ a: { b: "B", c: { d: "D" } }, e: "E", f: { g: "G" } });
  });
});

// A small app whose lists must fail, so the check above is known to catch misses.
describe("the check, on a fixture app", () => {
  const root = mkdtempSync(path.join(tmpdir(), "client-messages-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  const catalogue = { ui: { close: "Close" }, shop: { title: "T", cart: { empty: "E" } }, extra: { x: "X" }, errors: { internal: "I" } };
  const layout = (area: string) => `import { ClientMessages } from "@/components/client-messages";\nexport default function L({ children }) { return <ClientMessages area="${area}">{children}</ClientMessages>; }\n`;
  write("components/client-messages.tsx", `export function ClientMessages({ children }) { return children; }\n`);
  write("app/layout.tsx", layout("root"));
  write("app/page.tsx", `import { Close } from "@/components/close";\nexport default function P() { return <Close />; }\n`);
  write("app/shop/layout.tsx", layout("shop"));
  write(
    "app/shop/page.tsx",
    `import dynamic from "next/dynamic";\nimport { ServerTitle } from "./server-title";\nconst Cart = dynamic(() => import("../../components/cart"));\nexport default function P() { return <><ServerTitle /><Cart /></>; }\n`,
  );
  // A server component's translator is not the browser's business.
  write("app/shop/server-title.tsx", `import { useTranslations } from "next-intl";\nexport function ServerTitle() { return useTranslations("shop")("title"); }\n`);
  write("components/close.tsx", `"use client";\nimport { useTranslations } from "next-intl";\nexport function Close() { const t = useTranslations("ui"); return t("close"); }\n`);
  write(
    "components/cart.tsx",
    `"use client";\nimport { useTranslations } from "next-intl";\nimport { useErrorText } from "@/lib/error-text";\nexport default function Cart() { const t = useTranslations("shop.cart"); const e = useErrorText(); return t("empty") + e(); }\n`,
  );
  // Not a client module itself, but imported by one: its hook runs in the browser.
  write("lib/error-text.ts", `import { useTranslations } from "next-intl";\nexport function useErrorText() { const t = useTranslations("extra"); return () => t("x"); }\n`);

  const check = (areas: Record<string, readonly string[]>, declared?: Record<string, readonly string[]>) => checkClientMessages({ root, areas, declared, catalogue });

  it("passes lists that match", () => {
    expect(check({ root: ["ui.close"], shop: ["shop.cart", "extra"] })).toEqual([]);
  });

  it("names a path read behind a dynamic import, through a hook of a module without the directive", () => {
    expect(check({ root: ["ui"], shop: ["shop.cart"] })).toEqual([`shop: "extra.x" is read by lib/error-text.ts but not listed`]);
  });

  it("fails on listed paths nobody reads, unknown paths, overlaps and areas no layout uses", () => {
    expect(check({ root: ["ui", "ui.close", "errors.internal"], shop: ["shop", "extra", "nope"], unused: ["ui"] })).toEqual([
      `root: "ui.close" is already in "ui"`,
      `root: "errors.internal" is listed but no client module of the area reads it`,
      `shop: "nope" is not a message path`,
      `shop: "nope" is listed but no client module of the area reads it`,
      `unused: no layout renders <ClientMessages area="unused">`,
    ]);
  });

  it("wants a declaration for translators it cannot read, and uses it", () => {
    write("components/any-key.tsx", `"use client";\nimport { useTranslations } from "next-intl";\nexport function AnyKey({ k }) { const t = useTranslations(); return t(k); }\n`);
    write("app/shop/[id]/page.tsx", `import { AnyKey } from "@/components/any-key";\nexport default function P() { return <AnyKey k="extra.x" />; }\n`);
    expect(check({ root: ["ui"], shop: ["shop.cart", "extra"] })).toEqual([
      `shop: components/any-key.tsx:3 reads messages the source does not name (useTranslations()); declare them`,
    ]);
    expect(check({ root: ["ui"], shop: ["shop.cart", "extra"] }, { "components/any-key.tsx": ["extra"] })).toEqual([]);
    expect(check({ root: ["ui"], shop: ["shop.cart", "extra.x"] }, { "components/any-key.tsx": ["extra"] })).toEqual([
      `shop: "extra" is read by components/any-key.tsx but not listed`,
    ]);
  });
});
