import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { PUT as choicesRoute } from "@/app/api/shared-document/[key]/[n]/choices/route";
import { GET as sharePage } from "@/app/shared/[key]/[recipient]/route";
import { contentHashOf } from "@/lib/acceptance/content-hash";
import { DEAL_CALL_LIMITS } from "@/lib/acceptance/call-limits";
import { clientAddress } from "@/lib/auth/rate-limit";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { effectiveChoices, type Choices } from "@/lib/pricing/choices";
import type { FrozenSnapshot } from "@/lib/sharing/frozen";
import { newShareKey, newShortCode } from "@/lib/sharing/keys";
import { pinAccessCookie } from "@/lib/sharing/pin-access";
import { createDocument } from "../factories/documents";
import { firstTeamOf } from "../factories/teams";
import { createUser } from "../factories/users";
import { callRoute } from "../support/call-route";
import { frozenBlock } from "../support/frozen";

// PUT /api/shared-document/{key}/{n}/choices: a client's choices in a share's pricing tables. Shares
// are built directly with Prisma (a Snapshot whose frozen copy has a pricing table with an optional
// row and a quantity range), as the share call builds them.

const DAY = 86_400_000;
const TABLE = "tbl-menu";

const item = (id: string, fields: Record<string, unknown> = {}) => ({
  type: "item", id, name: id, description: "", showDescription: false, price: 10, quantity: 1, tax: 0, discount: 0, columns: [], currency: null,
  optional: false, selectedByDefault: true, quantityMin: null, quantityMax: null, ...fields,
});

const menu = {
  rows: [
    item("venue", { price: 1000 }),
    item("guests", { price: 45.5, quantity: 100, quantityMin: 80, quantityMax: 140 }),
    item("photo", { price: 850, optional: true, selectedByDefault: false }),
  ],
  customColumns: [],
  discounts: [],
  fees: [],
  lastSubtotalDiscounts: [],
  tax: 0,
};

interface ShareOptions {
  pin?: string | null;
  enabled?: boolean;
  expiryDate?: Date;
  recipients?: string[];
  withChoices?: boolean;
}

async function createShare(options: ShareOptions = {}) {
  const owner = await createUser();
  const teamId = await firstTeamOf(owner.user.id);
  const document = await createDocument(owner.user.id, teamId);
  const withChoices = options.withChoices ?? true;
  const frozen: FrozenSnapshot = {
    version: 1,
    document: { id: document.id, title: "Offer", type: "proposal", numberingStyle: "off", paperSize: "A4", styleData: null, customCss: null, header: null, footer: null, cachedData: {} as FrozenSnapshot["document"]["cachedData"] },
    team: { id: teamId, name: "Acme", logoId: null, faviconId: null, instagram: null, defaultCurrency: "EUR", numberFormat: { decimalSeparator: ".", groupSeparator: "," } },
    blocks: [
      frozenBlock("pricing-table", withChoices ? menu : { ...menu, rows: [item("venue")] }, { id: TABLE, metaData: { currency: "EUR", currencyRates: { USD: { rate: 0.9, isReverse: false } } } }),
      frozenBlock("paragraph", { html: "<p>Thanks</p>" }, { id: "para", order: 1 }),
    ],
    media: [],
    files: [],
  };
  const snapshot = await db.snapshot.create({
    data: {
      documentId: document.id,
      frozen: frozen as unknown as Prisma.InputJsonValue,
      shareKey: newShareKey(),
      shortCode: newShortCode(),
      linkName: "Client",
      expiryDate: options.expiryDate ?? new Date(Date.now() + 30 * DAY),
      pinProtectionCode: options.pin ?? null,
      enabled: options.enabled ?? true,
      hasChoices: withChoices,
      recipients: { create: (options.recipients ?? ["0"]).map((recipientKey) => ({ recipientKey })) },
    },
  });
  return { snapshot, frozen, document };
}

type Answer = { choices?: Choices; contentHash?: string; error?: { code: string; message: string; fields?: { path: string; message: string }[] } };

const save = (key: string, n: string, body: unknown, options: { cookie?: string; language?: string } = {}) =>
  callRoute<Answer>(choicesRoute, "PUT", `/api/shared-document/${key}/${n}/choices`, {
    params: { key, n },
    body,
    cookie: options.cookie,
    headers: { "accept-language": options.language ?? "en" },
  });

const selectionOf = (snapshotId: string, recipientKey = "0") =>
  db.shareSelection.findUnique({ where: { snapshotId_recipientKey: { snapshotId, recipientKey } } });
const storedChoices = async (snapshotId: string, recipientKey = "0") => (await selectionOf(snapshotId, recipientKey))?.choices as unknown as Choices;

const chosen = { [TABLE]: { guests: { selected: true, quantity: 120 }, photo: { selected: true, quantity: 1 } } };

async function signedBy(snapshotId: string, kind: "signature" | "decision", documentId: string) {
  const hash = randomBytes(32).toString("hex");
  await db.acceptedContent.create({ data: { hash, content: { covered: true } } });
  if (kind === "signature") {
    await db.signature.create({
      data: {
        snapshotId, recipientKey: "0", blockId: "accept", signerId: "s1", signerName: "Ada", signerEmail: "ada@example.com",
        verification: { method: "email-code" }, kind: "typed", typedText: "Ada", contentHash: hash, addressHash: "x", userAgent: "test",
      },
    });
  } else {
    await db.dealDecision.create({ data: { snapshotId, recipientKey: "0", documentId, outcome: "DECLINED", declineReason: "Too dear", declinedBy: "Ada" } });
  }
}

describe("PUT /api/shared-document/{key}/{n}/choices", () => {
  it("stores the effective choices and answers them with the hash a signature would carry", async () => {
    const { snapshot, frozen } = await createShare();
    const result = await save(snapshot.shareKey, "0", { choices: chosen });
    expect(result.status).toBe(200);
    expect(result.body.choices).toEqual({ [TABLE]: { guests: { selected: true, quantity: 120 }, photo: { selected: true, quantity: 1 } } });
    expect(result.body.contentHash).toBe(contentHashOf({ snapshotId: snapshot.id, recipient: "0", frozen, choices: result.body.choices! }));
    expect(result.body.contentHash).not.toBe(contentHashOf({ snapshotId: snapshot.id, recipient: "0", frozen, choices: null }));

    // A reload reads the stored row through effectiveChoices: the same selection.
    expect(effectiveChoices(frozen, await storedChoices(snapshot.id))).toEqual(result.body.choices);
  });

  it("the share page offers the controls with the saved choices, and loads the choices' script", async () => {
    const { snapshot } = await createShare();
    const open = async () => {
      const response = await sharePage(new Request(`http://localhost:3000/shared/${snapshot.shareKey}/0?step=document`, { headers: { "accept-language": "en" } }), {
        params: Promise.resolve({ key: snapshot.shareKey, recipient: "0" }),
      });
      expect(response.status).toBe(200);
      return response.text();
    };
    const before = await open();
    expect(before).toMatch(/<script[^>]+src="\/shared-assets\/pricing-choices\.[^"]+\.js"/);
    expect(before).toMatch(/data-choice-select="photo"(?![^>]*checked)[^>]*\/>/);
    expect(before).toMatch(/data-choice-qty="guests"[^>]*value="100"/);
    expect(before).toContain(`data-pricing-choices="${TABLE}"`);

    expect((await save(snapshot.shareKey, "0", { choices: chosen })).status).toBe(200);
    const after = await open();
    expect(after).toMatch(/data-choice-select="photo"[^>]*checked=""/);
    expect(after).toMatch(/data-choice-qty="guests"[^>]*value="120"/);
    // 1000 + 45.50 x 120 + 850
    expect(after).toMatch(/data-figure="grand"[^>]*>€7,310\.00</);
  });

  it("replaces the whole selection: rows not named go back to the owner's defaults", async () => {
    const { snapshot } = await createShare();
    await save(snapshot.shareKey, "0", { choices: chosen });
    const result = await save(snapshot.shareKey, "0", { choices: { [TABLE]: { guests: { selected: true, quantity: 80 } } } });
    expect(result.status).toBe(200);
    expect((await selectionOf(snapshot.id))!.choices).toEqual({ [TABLE]: { guests: { selected: true, quantity: 80 }, photo: { selected: false, quantity: 1 } } });
    expect(await db.shareSelection.count({ where: { snapshotId: snapshot.id } })).toBe(1);
  });

  it("keeps each recipient's selection apart", async () => {
    const { snapshot } = await createShare({ recipients: ["0", "1"] });
    await save(snapshot.shareKey, "0", { choices: chosen });
    await save(snapshot.shareKey, "1", { choices: { [TABLE]: { guests: { selected: true, quantity: 90 } } } });
    expect((await storedChoices(snapshot.id, "0"))[TABLE].guests.quantity).toBe(120);
    expect((await storedChoices(snapshot.id, "1"))[TABLE].guests.quantity).toBe(90);
  });

  it("refuses a quantity outside the range, a required row deselected and unknown rows and tables, naming each, and stores nothing", async () => {
    const { snapshot } = await createShare();
    const result = await save(snapshot.shareKey, "0", {
      choices: { [TABLE]: { guests: { selected: true, quantity: 141 }, venue: { selected: false, quantity: 1 }, ghost: { selected: true, quantity: 1 } }, para: {} },
    });
    expect(result.status).toBe(400);
    expect(result.body.error?.fields).toEqual([
      { path: `choices.${TABLE}.guests.quantity`, message: "Choose a number between 80 and 140." },
      { path: `choices.${TABLE}.venue.selected`, message: "This item is part of the offer and cannot be left out." },
      { path: `choices.${TABLE}.ghost`, message: "This item is not in the table." },
      { path: "choices.para", message: "This table offers no choices." },
    ]);
    expect(await selectionOf(snapshot.id)).toBeNull();
  });

  it("words the refusal in the caller's language", async () => {
    const { snapshot } = await createShare();
    const result = await save(snapshot.shareKey, "0", { choices: { [TABLE]: { guests: { selected: true, quantity: 79.5 } } } }, { language: "de" });
    expect(result.status).toBe(400);
    expect(result.body.error?.fields).toEqual([{ path: `choices.${TABLE}.guests.quantity`, message: "Wählen Sie eine Zahl zwischen 80 und 140." }]);
  });

  it("refuses a body of the wrong shape (400) or too large (413)", async () => {
    const { snapshot } = await createShare();
    expect((await save(snapshot.shareKey, "0", { choices: { [TABLE]: { guests: { selected: "yes", quantity: 100 } } } })).status).toBe(400);
    expect((await save(snapshot.shareKey, "0", { choices: { [TABLE]: { guests: { selected: true, quantity: 100, extra: 1 } } } })).status).toBe(400);
    expect((await save(snapshot.shareKey, "0", {})).status).toBe(400);
    const many = Object.fromEntries(Array.from({ length: 450 }, (_, index) => [`row-${index}-${"x".repeat(40)}`, { selected: true, quantity: 1 }]));
    const large = await save(snapshot.shareKey, "0", { choices: { [TABLE]: many } });
    expect(large.status).toBe(413);
    expect(await selectionOf(snapshot.id)).toBeNull();
  });

  it("answers 404 for an unknown share, a recipient it does not have, a disabled or expired share, and one without choices or acceptance", async () => {
    const open = await createShare();
    const disabled = await createShare({ enabled: false });
    const expired = await createShare({ expiryDate: new Date(Date.now() - 2 * DAY) });
    const plain = await createShare({ withChoices: false });
    const body = { choices: chosen };
    expect((await save("unknownkey1234567890", "0", body)).status).toBe(404);
    expect((await save(open.snapshot.shareKey, "1", body)).status).toBe(404);
    expect((await save(disabled.snapshot.shareKey, "0", body)).status).toBe(404);
    expect((await save(expired.snapshot.shareKey, "0", body)).status).toBe(404);
    expect((await save(plain.snapshot.shareKey, "0", { choices: {} })).status).toBe(404);
    expect(await db.shareSelection.count({ where: { snapshotId: { in: [disabled.snapshot.id, expired.snapshot.id, plain.snapshot.id] } } })).toBe(0);
  });

  it("refuses a share disabled or binned after the page read it (decided under the share's lock, not from the 2-second cached row)", async () => {
    const { snapshot, document } = await createShare();
    expect((await save(snapshot.shareKey, "0", { choices: chosen })).status).toBe(200);
    await db.snapshot.update({ where: { id: snapshot.id }, data: { enabled: false } });
    const later = { choices: { [TABLE]: { guests: { selected: true, quantity: 90 } } } };
    expect((await save(snapshot.shareKey, "0", later)).status).toBe(404);
    await db.snapshot.update({ where: { id: snapshot.id }, data: { enabled: true } });
    await db.document.update({ where: { id: document.id }, data: { deletedAt: new Date() } });
    expect((await save(snapshot.shareKey, "0", later)).status).toBe(404);
    expect((await storedChoices(snapshot.id))[TABLE].guests.quantity).toBe(120);
  });

  it("needs the PIN cookie of a PIN share", async () => {
    const { snapshot } = await createShare({ pin: "4321" });
    expect((await save(snapshot.shareKey, "0", { choices: chosen })).status).toBe(404);
    const cookie = pinAccessCookie(snapshot.id, false).split(";")[0];
    expect((await save(snapshot.shareKey, "0", { choices: chosen }, { cookie })).status).toBe(200);
  });

  it("answers 409 dealLocked once a signer has signed, and keeps the selection they signed", async () => {
    const { snapshot, document } = await createShare();
    await save(snapshot.shareKey, "0", { choices: chosen });
    await signedBy(snapshot.id, "signature", document.id);
    const result = await save(snapshot.shareKey, "0", { choices: { [TABLE]: { guests: { selected: true, quantity: 80 } } } });
    expect(result.status).toBe(409);
    expect(result.body.error).toMatchObject({ code: "CONFLICT", message: "Your choices can no longer change: the document has been signed." });
    expect((await storedChoices(snapshot.id))[TABLE].guests.quantity).toBe(120);
  });

  it("waits for a signature being written with the share's row locked, then refuses (no selection slips in between)", async () => {
    const { snapshot } = await createShare();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // What signing does: the share's row locked, the signature written, committed later.
    const signing = db.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT "id" FROM "snapshots" WHERE "id" = ${snapshot.id} FOR UPDATE`;
      const hash = randomBytes(32).toString("hex");
      await tx.acceptedContent.create({ data: { hash, content: {} } });
      await tx.signature.create({
        data: { snapshotId: snapshot.id, recipientKey: "0", blockId: "accept", signerId: "s1", signerName: "Ada", signerEmail: "ada@example.com", verification: {}, kind: "typed", typedText: "Ada", contentHash: hash, addressHash: "x", userAgent: "test" },
      });
      await held;
    }, { timeout: 20_000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    let settled = false;
    const saving = save(snapshot.shareKey, "0", { choices: chosen }).finally(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(settled).toBe(false);
    release();
    await signing;
    expect((await saving).status).toBe(409);
    expect(await selectionOf(snapshot.id)).toBeNull();
  });

  it("answers 409 dealLocked once the deal has its outcome", async () => {
    const { snapshot, document } = await createShare();
    await signedBy(snapshot.id, "decision", document.id);
    expect((await save(snapshot.shareKey, "0", { choices: chosen })).status).toBe(409);
    expect(await selectionOf(snapshot.id)).toBeNull();
  });

  it("answers 429 once the address has used up its saves on the share", async () => {
    const { snapshot } = await createShare();
    // callRoute's caller is 10.0.0.1 (behind the tests' one trusted proxy).
    const address = clientAddress(new Request("http://localhost/", { headers: { "x-forwarded-for": "10.0.0.1" } }));
    const bucket = { key: `deal-choices:${snapshot.id}:${address}`, resetAt: new Date(Date.now() + 3_600_000) };
    await db.rateLimitBucket.create({ data: { ...bucket, count: DEAL_CALL_LIMITS.choices.max - 1 } });
    expect((await save(snapshot.shareKey, "0", { choices: chosen })).status).toBe(200);
    const refused = await save(snapshot.shareKey, "0", { choices: chosen });
    expect(refused.status).toBe(429);
    expect(refused.body.error?.code).toBe("RATE_LIMITED");
  });
});
