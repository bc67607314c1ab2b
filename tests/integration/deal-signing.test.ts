import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { POST as disableShareRoute } from "@/app/api/document/[id]/disable-share/route";
import { POST as enableShareRoute } from "@/app/api/document/[id]/enable-share/route";
import { POST as shareRoute } from "@/app/api/document/[id]/share/route";
import { POST as sharedDocumentRoute } from "@/app/api/shared-document/[key]/[n]/route";
import { GET as dealRoute } from "@/app/api/shared-document/[key]/[n]/deal/route";
import { POST as declineRoute } from "@/app/api/shared-document/[key]/[n]/decline/route";
import { POST as signRoute } from "@/app/api/shared-document/[key]/[n]/sign/route";
import { POST as codeRoute } from "@/app/api/shared-document/[key]/[n]/signers/code/route";
import { POST as verifyRoute } from "@/app/api/shared-document/[key]/[n]/signers/verify/route";
import { GET as verifyHashRoute } from "@/app/api/verify/[hash]/route";
import { GET as sharePage } from "@/app/shared/[key]/[recipient]/route";
import type { AcceptContent, AcceptSigner, DealView } from "@/lib/acceptance/types";
import { DEAL_CALL_LIMITS, type DealCall } from "@/lib/acceptance/call-limits";
import { readDealView } from "@/lib/acceptance/share-deal-view";
import { clientAddress, hashAddress } from "@/lib/auth/rate-limit";
import { pricingDefaults } from "@/lib/blocks/types/pricing-table/schema";
import { db } from "@/lib/db/client";
import { shareManifest } from "@/lib/share/build-output";
import { findOpenShareMeta } from "@/lib/share/open-share";
import { readFrozen, type FrozenBlock } from "@/lib/sharing/frozen";
import { pinAccessCookie } from "@/lib/sharing/pin-access";
import { createDocument } from "../factories/documents";
import { firstTeamOf } from "../factories/teams";
import { createUser, unique } from "../factories/users";
import { callRoute, type CallResult } from "../support/call-route";
import { frozenBlock } from "../support/frozen";
import { latestMailTo } from "../support/mailbox";
import { createShare } from "./share-view-support";

// Accepting a share with e-mail-verified signatures (lib/acceptance): the e-mail code (sent, wrong,
// locked, expired, used up), the token, agreement, typed and drawn signatures, the content hash,
// two signers at the same moment, the lock after the first signature and after the outcome, the
// decline, who may reach any of it, the public fingerprint check, and what sharing freezes.

// The signed copy is made in the background after an acceptance; these tests are about the rules,
// so no Chromium is started for it (the PDF actions then say none is installed).
process.env.CHROMIUM_PATH = "/nonexistent/chromium";

type Handler = Parameters<typeof callRoute>[0];
type ErrorBody = { error: { code: string; message: string; fields?: { path: string; message: string }[] } };

const fields = (body: ErrorBody) => Object.fromEntries((body.error.fields ?? []).map((field) => [field.path, field.message]));
const email = () => `${unique("signer")}@example.test`;
const signer = (id: string, extra: Partial<AcceptSigner> = {}): AcceptSigner => ({ id, name: "", role: "", email: "", ...extra });

function acceptBlock(signers: AcceptSigner[], extra: Partial<AcceptContent> = {}, order = 2): FrozenBlock {
  const content: AcceptContent = { title: "", terms: "<p>Payment within 14 days.</p>", signers, requireAgreement: false, agreementLabel: "", ...extra };
  return frozenBlock("accept", content, { id: `accept${order}${randomBytes(4).toString("hex")}`, order });
}

/** A pricing table whose client picks the guests (80 to 140) and an optional item. */
function choicesTable(order = 1): FrozenBlock {
  const { content, metaData } = pricingDefaults();
  const [first] = content.rows;
  const rows = [
    { ...first, id: "guests", name: "Dinner per guest", price: 50, quantity: 100, quantityMin: 80, quantityMax: 140 },
    { ...first, id: "band", name: "Live band", price: 900, quantity: 1, optional: true, selectedByDefault: false },
  ];
  return frozenBlock("pricing-table", { ...content, rows }, { id: `table${order}${randomBytes(4).toString("hex")}`, order, metaData: { ...metaData, currencyRates: { USD: { rate: 1.1, isReverse: false } } } });
}

interface DealShareOptions {
  signers?: AcceptSigner[];
  accept?: Partial<AcceptContent>;
  choices?: boolean;
  pin?: string | null;
  enabled?: boolean;
  expiryDate?: Date;
  /** A second Accept block, with its own signers. */
  second?: AcceptSigner[];
}

/** A share made in the database (share-view-support) whose frozen copy asks for acceptance. */
async function dealShare(options: DealShareOptions = {}) {
  const accept = acceptBlock(options.signers ?? [signer("s1")], options.accept);
  const blocks = [frozenBlock("heading", "Our offer", { id: `heading${randomBytes(4).toString("hex")}` }), ...(options.choices ? [choicesTable()] : []), accept];
  const second = options.second ? acceptBlock(options.second, {}, 3) : null;
  if (second) blocks.push(second);
  const made = await createShare({ blocks, pin: options.pin ?? null, enabled: options.enabled ?? true, expiryDate: options.expiryDate });
  await db.snapshot.update({ where: { id: made.share.id }, data: { requireAcceptance: true, hasChoices: options.choices ?? false } });
  return { ...made, key: made.share.shareKey, blockId: accept.id, secondId: second?.id ?? null };
}

const post = <T = unknown>(handler: Handler, key: string, path: string, body: unknown, options: { cookie?: string; headers?: Record<string, string>; n?: string } = {}) =>
  callRoute<T>(handler, "POST", `/api/shared-document/${key}/${options.n ?? "0"}/${path}`, {
    params: { key, n: options.n ?? "0" },
    body,
    cookie: options.cookie,
    headers: options.headers,
  });

const readDeal = (key: string, options: { cookie?: string; n?: string } = {}) =>
  callRoute<DealView & ErrorBody>(dealRoute as Handler, "GET", `/api/shared-document/${key}/${options.n ?? "0"}/deal`, { params: { key, n: options.n ?? "0" }, cookie: options.cookie });

const requestCode = (key: string, body: { blockId: string; signerId: string; name?: string; email: string }, options: { cookie?: string; headers?: Record<string, string> } = {}) =>
  post<{ success: boolean; expiresAt: string } & ErrorBody>(codeRoute as Handler, key, "signers/code", { name: "Ada Lovelace", ...body }, options);

const verifyCode = (key: string, body: { blockId: string; signerId: string; code: string }, options: { cookie?: string } = {}) =>
  post<{ token: string } & ErrorBody>(verifyRoute as Handler, key, "signers/verify", body, options);

const sign = (key: string, body: Record<string, unknown>, options: { cookie?: string; headers?: Record<string, string> } = {}) =>
  post<{ accepted: boolean; deal: DealView } & ErrorBody>(signRoute as Handler, key, "sign", body, options);

const decline = (key: string, body: Record<string, unknown>, options: { cookie?: string } = {}) => post<{ success: boolean } & ErrorBody>(declineRoute as Handler, key, "decline", body, options);

const checkHash = (hash: string) => callRoute<{ valid: boolean; acceptedAt?: string; signers?: number } & ErrorBody>(verifyHashRoute as Handler, "GET", `/api/verify/${hash}`, { params: { hash } });

const codeOf = (text: string) => text.match(/^\s*(\d{6})\s*$/m)?.[1];

async function mailedCode(to: string): Promise<string> {
  const mail = await latestMailTo(to);
  const code = codeOf(mail.text);
  expect(code, mail.text).toBeDefined();
  return code!;
}

/** A code asked for and entered: the signer's token. */
async function verifiedToken(key: string, blockId: string, signerId: string, address = email(), name = "Ada Lovelace", cookie?: string): Promise<string> {
  const sent = await requestCode(key, { blockId, signerId, name, email: address }, { cookie });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const verified = await verifyCode(key, { blockId, signerId, code: await mailedCode(address) }, { cookie });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  return verified.body.token;
}

const currentHash = async (key: string, cookie?: string) => (await readDeal(key, { cookie })).body.contentHash;

const typed = (text = "Ada Lovelace") => ({ kind: "typed", text });

/** A PNG of a drawn stroke, as the share view's pad makes one. */
async function drawnPng(width = 600, height = 200, blank = false): Promise<Buffer> {
  const stroke = blank ? "" : `<path d="M10 ${height / 2} C ${width / 4} 10, ${width / 2} ${height - 10}, ${width - 10} ${height / 2}" stroke="#111" stroke-width="4" fill="none"/>`;
  return sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${stroke}</svg>`)).png().toBuffer();
}
const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString("base64")}`;

/** A wrong code for a right one: never equal to it. */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("POST /api/shared-document/{key}/{n}/signers/code", () => {
  it("e-mails a 6-digit code in the caller's language, stores only its hash and answers when it expires", async () => {
    const { key, share, blockId } = await dealShare();
    const address = email();
    const before = Date.now();
    const sent = await requestCode(key, { blockId, signerId: "s1", name: "  Ada Lovelace ", email: address }, { headers: { "accept-language": "de" } });
    expect(sent.status).toBe(200);
    expect(sent.body.success).toBe(true);
    const expiresAt = new Date(sent.body.expiresAt).getTime();
    expect(expiresAt).toBeGreaterThanOrEqual(before + 15 * 60_000 - 1000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 15 * 60_000 + 1000);
    const mail = await latestMailTo(address);
    const code = codeOf(mail.text)!;
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.subject).toBe(`Ihr Code zum Unterschreiben: ${code}`);
    expect(mail.text).toContain("Summer gala");
    const row = await db.signerVerification.findFirstOrThrow({ where: { snapshotId: share.id, blockId, signerId: "s1" } });
    expect(row).toMatchObject({ name: "Ada Lovelace", email: address, recipientKey: "0", verifiedAt: null, tokenHash: null, failedAttempts: 0 });
    expect(row.codeHash).not.toContain(code);
  });

  it("refuses a bad name or e-mail, an unknown signer, and an address other than the one the owner fixed (any case is fine)", async () => {
    const fixed = email();
    const { key, blockId } = await dealShare({ signers: [signer("s1", { email: fixed.toUpperCase() })] });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ blockId, signerId: "s1", name: "  ", email: fixed }, "name", "This field is required."],
      [{ blockId, signerId: "s1", name: "x".repeat(121), email: fixed }, "name", "Must be at most 120 characters."],
      [{ blockId, signerId: "s1", name: "Ada", email: "not-an-address" }, "email", "Enter a valid e-mail address."],
      [{ blockId, signerId: "s1", name: "Ada", email: email() }, "email", "Use the e-mail address the sender gave for this signer."],
      [{ blockId, signerId: "s9", name: "Ada", email: fixed }, "signerId", "This document has no such signer."],
      [{ blockId: "not a block", signerId: "s1", name: "Ada", email: fixed }, "blockId", "This value is not valid."],
    ];
    for (const [body, field, message] of cases) {
      const result = await requestCode(key, body as never);
      expect(result.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(fields(result.body)[field], JSON.stringify(body).slice(0, 80)).toBe(message);
    }
    expect(await db.signerVerification.count({ where: { blockId } })).toBe(0);
    expect((await requestCode(key, { blockId, signerId: "s1", email: fixed.toLowerCase() })).status).toBe(200);
  });

  it("sends at most 5 codes to a signer an hour (429 with the minutes), and another signer still gets theirs", async () => {
    const { key, blockId } = await dealShare({ signers: [signer("s1"), signer("s2")] });
    const address = email();
    for (let sent = 1; sent <= 5; sent++) expect((await requestCode(key, { blockId, signerId: "s1", email: address })).status).toBe(200);
    const refused = await requestCode(key, { blockId, signerId: "s1", email: address });
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toMatch(/Too many codes were sent for this signer\. Try again in (60|59) minutes\./);
    expect(await db.emailOutbox.count({ where: { to: address } })).toBe(5);
    expect((await requestCode(key, { blockId, signerId: "s2", email: email() })).status).toBe(200);
  });
});

describe("POST /api/shared-document/{key}/{n}/signers/verify", () => {
  it("answers the tries left for a wrong code, locks the signer for 15 minutes at the 5th, and then refuses even the right code and new codes", async () => {
    const { key, share, blockId } = await dealShare();
    const address = email();
    await requestCode(key, { blockId, signerId: "s1", email: address });
    const code = await mailedCode(address);
    for (let tries = 1; tries <= 4; tries++) {
      const wrong = await verifyCode(key, { blockId, signerId: "s1", code: wrongCode(code) });
      expect(wrong.status).toBe(400);
      expect(fields(wrong.body).code).toBe(`This code is not right. ${5 - tries} ${5 - tries === 1 ? "try" : "tries"} left.`);
    }
    const locked = await verifyCode(key, { blockId, signerId: "s1", code: wrongCode(code) });
    expect(locked.status).toBe(429);
    expect(locked.body.error.message).toBe("Too many wrong codes. Try again in 15 minutes.");
    expect((await verifyCode(key, { blockId, signerId: "s1", code })).status).toBe(429);
    const newCode = await requestCode(key, { blockId, signerId: "s1", email: address });
    expect(newCode.status).toBe(429);
    expect(newCode.body.error.message).toMatch(/Too many wrong codes\. Try again in (15|14) minutes\./);
    const row = await db.signerVerification.findFirstOrThrow({ where: { snapshotId: share.id } });
    expect(row.verifiedAt).toBeNull();
    expect(row.lockedUntil!.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);

    // When the lock has run out, a new code works again.
    await db.signerVerification.update({ where: { id: row.id }, data: { lockedUntil: new Date(Date.now() - 1000) } });
    expect((await verifyCode(key, { blockId, signerId: "s1", code: await mailedCode(address) })).status).toBe(410);
    expect(await verifiedToken(key, blockId, "s1", address)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("counts wrong codes sent at the same moment one by one: a burst of 8 gets 4 answers of tries left and the rest locked", async () => {
    const { key, blockId } = await dealShare();
    const address = email();
    await requestCode(key, { blockId, signerId: "s1", email: address });
    const code = await mailedCode(address);
    const answers = await Promise.all(Array.from({ length: 8 }, () => verifyCode(key, { blockId, signerId: "s1", code: wrongCode(code) })));
    expect(answers.filter((answer) => answer.status === 400)).toHaveLength(4);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(4);
  });

  it("refuses an expired code (410), a used one, a code never sent, and a code that is not 6 digits", async () => {
    const { key, share, blockId } = await dealShare({ signers: [signer("s1"), signer("s2")] });
    const address = email();
    await requestCode(key, { blockId, signerId: "s1", email: address });
    const code = await mailedCode(address);
    await db.signerVerification.updateMany({ where: { snapshotId: share.id, signerId: "s1" }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await verifyCode(key, { blockId, signerId: "s1", code });
    expect(expired.status).toBe(410);
    expect(fields(expired.body).code).toBe("This code has expired. Ask for a new one.");

    const token = await verifiedToken(key, blockId, "s1", address);
    expect(token).toBeTruthy();
    const reused = await verifyCode(key, { blockId, signerId: "s1", code: await mailedCode(address) });
    expect(reused.status).toBe(410);

    const notSent = await verifyCode(key, { blockId, signerId: "s2", code: "123456" });
    expect(notSent.status).toBe(400);
    expect(fields(notSent.body).code).toBe("No code has been sent to this signer yet. Ask for one first.");
    const malformed = await verifyCode(key, { blockId, signerId: "s2", code: "12a456" });
    expect(malformed.status).toBe(400);
    expect(fields(malformed.body).code).toBe("Enter the 6-digit code.");
  });

  it("a code is bound to its signer: another signer's code does not verify", async () => {
    const { key, blockId } = await dealShare({ signers: [signer("s1"), signer("s2")] });
    const [first, second] = [email(), email()];
    await requestCode(key, { blockId, signerId: "s1", email: first });
    await requestCode(key, { blockId, signerId: "s2", email: second });
    const firstCode = await mailedCode(first);
    const secondCode = await mailedCode(second);
    if (firstCode !== secondCode) expect((await verifyCode(key, { blockId, signerId: "s2", code: firstCode })).status).toBe(400);
    expect((await verifyCode(key, { blockId, signerId: "s2", code: secondCode })).status).toBe(200);
  });
});

describe("POST /api/shared-document/{key}/{n}/sign", () => {
  it("a typed signature by the only signer accepts the share: the signature, the accepted content by its hash, the outcome and the document's status", async () => {
    const { key, share, blockId, document } = await dealShare({ choices: true });
    const address = email();
    const token = await verifiedToken(key, blockId, "s1", address, "Ada Lovelace");
    const hash = await currentHash(key);
    const userAgent = `Mozilla/5.0 ${"x".repeat(1000)}`;
    const result = await sign(key, { blockId, signerId: "s1", token, signature: typed("Ada L."), agreed: false, contentHash: hash }, { headers: { "user-agent": userAgent, "x-forwarded-for": "203.0.113.7" } });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body.accepted).toBe(true);
    expect(result.body.deal).toMatchObject({ locked: true, contentHash: hash, outcome: { outcome: "ACCEPTED", contentHash: hash } });
    expect(result.body.deal.signatures).toEqual([expect.objectContaining({ blockId, signerId: "s1", name: "Ada Lovelace", kind: "typed", typedText: "Ada L.", imageDataUrl: null })]);
    expect(JSON.stringify(result.body)).not.toContain(address);

    const [signature] = await db.signature.findMany({ where: { snapshotId: share.id } });
    expect(signature).toMatchObject({ signerName: "Ada Lovelace", signerEmail: address, kind: "typed", typedText: "Ada L.", contentHash: hash, recipientKey: "0" });
    expect(signature.addressHash).toBe(hashAddress("203.0.113.7"));
    expect(signature.userAgent.length).toBe(512);
    expect(signature.verification).toMatchObject({ method: "email-code", email: address });
    const content = await db.acceptedContent.findUniqueOrThrow({ where: { hash } });
    const covered = content.content as unknown as { snapshotId: string; recipient: string; blocks: FrozenBlock[]; choices: Record<string, Record<string, unknown>>; rates: Record<string, unknown> };
    expect(covered.snapshotId).toBe(share.id);
    expect(covered.blocks.every((block) => !("sourceId" in block))).toBe(true);
    const tableId = covered.blocks.find((block) => block.segmentType === "pricing-table")!.id;
    expect(covered.choices[tableId]).toEqual({ guests: { selected: true, quantity: 100 }, band: { selected: false, quantity: 1 } });
    expect(covered.rates[tableId]).toEqual({ USD: { rate: 1.1, isReverse: false } });
    const decisions = await db.dealDecision.findMany({ where: { snapshotId: share.id } });
    expect(decisions).toEqual([expect.objectContaining({ outcome: "ACCEPTED", contentHash: hash, recipientKey: "0", documentId: document.id })]);
    const stored = await db.document.findUniqueOrThrow({ where: { id: document.id }, select: { dealStatus: true, dealStatusAt: true, updatedAt: true } });
    expect(stored.dealStatus).toBe("ACCEPTED");
    expect(stored.dealStatusAt).not.toBeNull();
  });

  it("keeps a drawn signature as a re-encoded PNG and shows it as a data URL", async () => {
    const { key, share, blockId } = await dealShare();
    const token = await verifiedToken(key, blockId, "s1");
    const png = await drawnPng();
    const result = await sign(key, { blockId, signerId: "s1", token, signature: { kind: "drawn", image: dataUrl(png) }, agreed: true, contentHash: await currentHash(key) });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    const [shown] = result.body.deal.signatures;
    expect(shown.kind).toBe("drawn");
    expect(shown.typedText).toBeNull();
    expect(shown.imageDataUrl).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    const stored = await db.signature.findFirstOrThrow({ where: { snapshotId: share.id } });
    const meta = await sharp(Buffer.from(stored.image!)).metadata();
    expect(meta).toMatchObject({ format: "png", width: 600, height: 200 });
    expect(Buffer.from(shown.imageDataUrl!.split(",")[1], "base64").equals(Buffer.from(stored.image!))).toBe(true);
  });

  it("refuses a drawn signature that is not a PNG, too large, or empty, and writes nothing", async () => {
    const { key, share, blockId } = await dealShare();
    const token = await verifiedToken(key, blockId, "s1");
    const hash = await currentHash(key);
    const jpeg = await sharp({ create: { width: 300, height: 100, channels: 3, background: "#123456" } }).jpeg().toBuffer();
    const cases: [string, string][] = [
      ["data:image/jpeg;base64," + jpeg.toString("base64"), "The drawn signature could not be read. Please draw it again."],
      [dataUrl(jpeg), "The drawn signature could not be read. Please draw it again."],
      ["data:image/png;base64,not base64!", "The drawn signature could not be read. Please draw it again."],
      [dataUrl(Buffer.from("\x89PNG\r\n\x1a\n but then nothing")), "The drawn signature could not be read. Please draw it again."],
      [dataUrl(await drawnPng(2000, 400)), "The drawn signature is too large (at most 150 KB and 1600 × 800 pixels)."],
      [dataUrl(await drawnPng(600, 900)), "The drawn signature is too large (at most 150 KB and 1600 × 800 pixels)."],
      [dataUrl(await drawnPng(600, 200, true)), "Draw your signature before signing."],
      [dataUrl(randomBytes(160 * 1024)), "The drawn signature is too large (at most 150 KB and 1600 × 800 pixels)."],
    ];
    for (const [image, message] of cases) {
      const result = await sign(key, { blockId, signerId: "s1", token, signature: { kind: "drawn", image }, agreed: false, contentHash: hash });
      expect(result.status, image.slice(0, 40)).toBe(400);
      expect(fields(result.body)["signature.image"], image.slice(0, 40)).toBe(message);
    }
    const unknownKind = await sign(key, { blockId, signerId: "s1", token, signature: { kind: "stamp" }, agreed: false, contentHash: hash });
    expect(unknownKind.status).toBe(400);
    const longName = await sign(key, { blockId, signerId: "s1", token, signature: typed("x".repeat(121)), agreed: false, contentHash: hash });
    expect(fields(longName.body)["signature.text"]).toBe("Must be at most 120 characters.");
    expect(await db.signature.count({ where: { snapshotId: share.id } })).toBe(0);
  });

  it("needs the signer's own fresh token", async () => {
    const { key, share, blockId } = await dealShare({ signers: [signer("s1"), signer("s2")] });
    const hash = await currentHash(key);
    const first = await verifiedToken(key, blockId, "s1");
    const body = (signerId: string, token: string) => ({ blockId, signerId, token, signature: typed(), agreed: false, contentHash: hash });

    const unverified = await sign(key, body("s2", first));
    expect(unverified.status).toBe(403);
    expect(fields(unverified.body).token).toBe("Confirm your e-mail address with a code before signing.");
    await verifiedToken(key, blockId, "s2");
    expect((await sign(key, body("s2", first))).status).toBe(403);
    expect((await sign(key, body("s1", randomBytes(32).toString("base64url")))).status).toBe(403);
    expect((await sign(key, body("s1", "short"))).status).toBe(400);
    await db.signerVerification.updateMany({ where: { snapshotId: share.id, signerId: "s1" }, data: { verifiedAt: new Date(Date.now() - 31 * 60_000) } });
    expect((await sign(key, body("s1", first))).status).toBe(403);
    expect(await db.signature.count({ where: { snapshotId: share.id } })).toBe(0);
    const fresh = await verifiedToken(key, blockId, "s1");
    expect((await sign(key, body("s1", fresh))).status).toBe(200);
  });

  it("needs the agreement when the block asks for it", async () => {
    const { key, share, blockId } = await dealShare({ accept: { requireAgreement: true, agreementLabel: "I agree" } });
    const token = await verifiedToken(key, blockId, "s1");
    const hash = await currentHash(key);
    const refused = await sign(key, { blockId, signerId: "s1", token, signature: typed(), agreed: false, contentHash: hash });
    expect(refused.status).toBe(400);
    expect(fields(refused.body).agreed).toBe("Confirm that you agree to the terms to sign.");
    const missing = await sign(key, { blockId, signerId: "s1", token, signature: typed(), contentHash: hash });
    expect(missing.status).toBe(400);
    expect(await db.signature.count({ where: { snapshotId: share.id } })).toBe(0);
    expect((await sign(key, { blockId, signerId: "s1", token, signature: typed(), agreed: true, contentHash: hash })).status).toBe(200);
  });

  it("refuses a content hash other than the current one (409) and one that is not a hash (400), writing nothing", async () => {
    const { key, share, blockId } = await dealShare({ choices: true });
    const token = await verifiedToken(key, blockId, "s1");
    const hash = await currentHash(key);
    const tampered = `${hash.slice(0, -1)}${hash.endsWith("0") ? "1" : "0"}`;
    const refused = await sign(key, { blockId, signerId: "s1", token, signature: typed(), agreed: false, contentHash: tampered });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe("The document changed while you were signing. Reload it and check again.");
    expect((await sign(key, { blockId, signerId: "s1", token, signature: typed(), agreed: false, contentHash: "abc" })).status).toBe(400);

    // The client's choices changed after the page was loaded: the hash the page holds is no longer the content's.
    const frozen = readFrozen((await db.snapshot.findUniqueOrThrow({ where: { id: share.id } })).frozen);
    const tableId = frozen.blocks.find((block) => block.segmentType === "pricing-table")!.id;
    await db.shareSelection.create({ data: { snapshotId: share.id, recipientKey: "0", choices: { [tableId]: { guests: { selected: true, quantity: 120 } } } } });
    const stale = await sign(key, { blockId, signerId: "s1", token, signature: typed(), agreed: false, contentHash: hash });
    expect(stale.status).toBe(409);
    expect(await db.signature.count({ where: { snapshotId: share.id } })).toBe(0);
    expect(await db.acceptedContent.count({ where: { hash: { in: [hash, tampered] } } })).toBe(0);
    const now = await currentHash(key);
    expect(now).not.toBe(hash);
    const signed = await sign(key, { blockId, signerId: "s1", token, signature: typed(), agreed: false, contentHash: now });
    expect(signed.status).toBe(200);
    const covered = (await db.acceptedContent.findUniqueOrThrow({ where: { hash: now } })).content as { choices: Record<string, Record<string, { quantity: number }>> };
    expect(covered.choices[tableId].guests.quantity).toBe(120);
  });

  it("two signers signing at the same moment both count, and the share is accepted exactly once", async () => {
    const { key, share, blockId, secondId, document } = await dealShare({ signers: [signer("s1", { role: "Bride" })], second: [signer("s1", { role: "Groom" })] });
    const [bride, groom] = [await verifiedToken(key, blockId, "s1", email(), "Ada"), await verifiedToken(key, secondId!, "s1", email(), "Charles")];
    const hash = await currentHash(key);
    const results = await Promise.all([
      sign(key, { blockId, signerId: "s1", token: bride, signature: typed("Ada"), agreed: false, contentHash: hash }),
      sign(key, { blockId: secondId, signerId: "s1", token: groom, signature: typed("Charles"), agreed: false, contentHash: hash }),
    ]);
    expect(results.map((result) => result.status)).toEqual([200, 200]);
    expect(results.filter((result) => result.body.accepted)).toHaveLength(1);
    expect(await db.signature.count({ where: { snapshotId: share.id } })).toBe(2);
    expect(await db.dealDecision.count({ where: { snapshotId: share.id } })).toBe(1);
    expect((await db.document.findUniqueOrThrow({ where: { id: document.id } })).dealStatus).toBe("ACCEPTED");
    const deal = (await readDeal(key)).body;
    expect(deal.signatures.map((item) => [item.name, item.role])).toEqual(expect.arrayContaining([["Ada", "Bride"], ["Charles", "Groom"]]));
  });

  it("the last signature and a decline at the same moment: exactly one outcome, and the refused one writes nothing", async () => {
    const { key, share, blockId } = await dealShare();
    const token = await verifiedToken(key, blockId, "s1");
    const hash = await currentHash(key);
    const [signed, declined] = await Promise.all([
      sign(key, { blockId, signerId: "s1", token, signature: typed(), agreed: false, contentHash: hash }),
      decline(key, { name: "Grace", reason: "No, thanks" }),
    ]);
    expect([signed.status, declined.status].sort()).toEqual([200, 409]);
    const decisions = await db.dealDecision.findMany({ where: { snapshotId: share.id } });
    expect(decisions).toHaveLength(1);
    expect(decisions[0].outcome).toBe(signed.status === 200 ? "ACCEPTED" : "DECLINED");
    expect(await db.signature.count({ where: { snapshotId: share.id } })).toBe(signed.status === 200 ? 1 : 0);
  });

  it("locks the choices at the first signature and everything at the outcome: signing, codes and declining again are 409", async () => {
    const { key, share, blockId } = await dealShare({ choices: true, signers: [signer("s1"), signer("s2")] });
    const meta = async () => (await findOpenShareMeta(key, "0"))!;
    const before = (await readDealView(await meta()))!;
    expect(before).toMatchObject({ locked: false, signatures: [], outcome: null, requireAcceptance: true, apiBase: `/api/shared-document/${key}/0` });
    const hash = before.contentHash;

    const first = await verifiedToken(key, blockId, "s1");
    expect((await sign(key, { blockId, signerId: "s1", token: first, signature: typed(), agreed: false, contentHash: hash })).body.accepted).toBe(false);
    const afterFirst = (await readDealView(await meta()))!;
    expect(afterFirst.locked).toBe(true);
    expect(afterFirst.outcome).toBeNull();
    expect(afterFirst.stamp).not.toBe(before.stamp);
    // The same signer again: 409, and no second code for them either.
    const again = await sign(key, { blockId, signerId: "s1", token: first, signature: typed(), agreed: false, contentHash: hash });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe("This signer has already signed.");
    expect((await requestCode(key, { blockId, signerId: "s1", email: email() })).status).toBe(409);

    const second = await verifiedToken(key, blockId, "s2");
    expect((await sign(key, { blockId, signerId: "s2", token: second, signature: typed(), agreed: false, contentHash: hash })).body.accepted).toBe(true);
    const closed = (await readDealView(await meta()))!;
    expect(closed.outcome?.outcome).toBe("ACCEPTED");
    expect(closed.stamp).not.toBe(afterFirst.stamp);

    const signAgain = await sign(key, { blockId, signerId: "s2", token: second, signature: typed(), agreed: false, contentHash: hash });
    expect(signAgain.status).toBe(409);
    expect(signAgain.body.error.message).toBe("This document has already been accepted or declined: nothing more can change.");
    expect((await requestCode(key, { blockId, signerId: "s2", email: email() })).status).toBe(409);
    expect((await decline(key, { name: "Ada", reason: "Changed my mind" })).status).toBe(409);
    expect(await db.dealDecision.count({ where: { snapshotId: share.id } })).toBe(1);
    expect(await db.signature.count({ where: { snapshotId: share.id } })).toBe(2);
  });
});

describe("POST /api/shared-document/{key}/{n}/decline", () => {
  it("declines with a reason: the outcome, the document's status, and nothing changes after it", async () => {
    const { key, share, blockId, document } = await dealShare({ signers: [signer("s1"), signer("s2")] });
    const token = await verifiedToken(key, blockId, "s1");
    const hash = await currentHash(key);
    expect((await sign(key, { blockId, signerId: "s1", token, signature: typed(), agreed: false, contentHash: hash })).status).toBe(200);

    const bad = await decline(key, { name: "", email: "nope", reason: "" });
    expect(bad.status).toBe(400);
    expect(fields(bad.body)).toEqual({ name: "This field is required.", email: "Enter a valid e-mail address.", reason: "This field is required." });
    expect(fields((await decline(key, { name: "Grace", reason: "x".repeat(2001) })).body).reason).toBe("Must be at most 2000 characters.");

    const declined = await decline(key, { name: " Grace Hopper ", email: "", reason: "We chose another venue." });
    expect(declined.status).toBe(200);
    expect(declined.body).toEqual({ success: true });
    const [decision] = await db.dealDecision.findMany({ where: { snapshotId: share.id } });
    expect(decision).toMatchObject({ outcome: "DECLINED", declinedBy: "Grace Hopper", declinedEmail: null, declineReason: "We chose another venue.", contentHash: null });
    expect((await db.document.findUniqueOrThrow({ where: { id: document.id } })).dealStatus).toBe("DECLINED");
    const deal = (await readDeal(key)).body;
    expect(deal.outcome).toMatchObject({ outcome: "DECLINED", declinedBy: "Grace Hopper", declineReason: "We chose another venue." });
    expect(deal.locked).toBe(true);

    expect((await decline(key, { name: "Grace", reason: "Again" })).status).toBe(409);
    const token2 = await requestCode(key, { blockId, signerId: "s2", email: email() });
    expect(token2.status).toBe(409);
    expect(await db.dealDecision.count({ where: { snapshotId: share.id } })).toBe(1);
  });

  it("keeps the decliner's e-mail when given", async () => {
    const { key, share } = await dealShare();
    expect((await decline(key, { name: "Grace", email: "grace@example.test", reason: "Too expensive" })).status).toBe(200);
    expect((await db.dealDecision.findFirstOrThrow({ where: { snapshotId: share.id } })).declinedEmail).toBe("grace@example.test");
  });
});

describe("who reaches a share's deal", () => {
  /** The status of each call; no code may have been e-mailed. */
  const everyCall = async (key: string, blockId: string, options: { cookie?: string; n?: string } = {}): Promise<number[]> => {
    const address = email();
    const results: CallResult[] = [
      await readDeal(key, options),
      await post(codeRoute as Handler, key, "signers/code", { blockId, signerId: "s1", name: "Ada", email: address }, options),
      await post(verifyRoute as Handler, key, "signers/verify", { blockId, signerId: "s1", code: "123456" }, options),
      await post(signRoute as Handler, key, "sign", { blockId, signerId: "s1", token: randomBytes(32).toString("base64url"), signature: typed(), agreed: true, contentHash: "a".repeat(64) }, options),
      await post(declineRoute as Handler, key, "decline", { name: "Ada", reason: "No" }, options),
    ];
    expect(await db.emailOutbox.count({ where: { to: address } })).toBe(0);
    return results.map((result) => result.status);
  };

  it("a disabled, expired or unknown share, a recipient it does not have, and a share that asks for nothing: 404 for every call", async () => {
    const disabled = await dealShare({ enabled: false });
    const expired = await dealShare({ expiryDate: new Date(Date.now() - 1000) });
    const open = await dealShare();
    const plain = await createShare();
    expect(await everyCall(disabled.key, disabled.blockId)).toEqual([404, 404, 404, 404, 404]);
    expect(await everyCall(expired.key, expired.blockId)).toEqual([404, 404, 404, 404, 404]);
    expect(await everyCall("A".repeat(22), open.blockId)).toEqual([404, 404, 404, 404, 404]);
    expect(await everyCall(open.key, open.blockId, { n: "1" })).toEqual([404, 404, 404, 404, 404]);
    expect(await everyCall(plain.share.shareKey, open.blockId)).toEqual([404, 404, 404, 404, 404]);
    expect(await db.signerVerification.count({ where: { snapshotId: { in: [disabled.share.id, expired.share.id, open.share.id] } } })).toBe(0);
  });

  it("a share disabled after the code was verified refuses the signature (decided under the share's lock, not from the cached row)", async () => {
    const { key, share, blockId } = await dealShare();
    const token = await verifiedToken(key, blockId, "s1");
    const hash = await currentHash(key);
    await db.snapshot.update({ where: { id: share.id }, data: { enabled: false } });
    const result = await sign(key, { blockId, signerId: "s1", token, signature: typed(), agreed: false, contentHash: hash });
    expect(result.status).toBe(404);
    expect(await db.signature.count({ where: { snapshotId: share.id } })).toBe(0);
  });

  it("nothing of a PIN share's deal before the PIN; with the PIN cookie every step works", async () => {
    const { key, share, blockId } = await dealShare({ pin: "4321" });
    expect(await everyCall(key, blockId)).toEqual([404, 404, 404, 404, 404]);
    const cookie = pinAccessCookie(share.id, false).split(";")[0];
    const token = await verifiedToken(key, blockId, "s1", email(), "Ada", cookie);
    const hash = (await readDeal(key, { cookie })).body.contentHash;
    const signed = await sign(key, { blockId, signerId: "s1", token, signature: typed(), agreed: false, contentHash: hash }, { cookie });
    expect(signed.status).toBe(200);
    expect(signed.body.accepted).toBe(true);
  });

  it("the deal call shows signatures without e-mail addresses or address hashes", async () => {
    const { key, blockId } = await dealShare();
    const address = email();
    const token = await verifiedToken(key, blockId, "s1", address);
    await sign(key, { blockId, signerId: "s1", token, signature: typed(), agreed: false, contentHash: await currentHash(key) }, { headers: { "x-forwarded-for": "198.51.100.4" } });
    const deal = await readDeal(key);
    expect(deal.status).toBe(200);
    const text = JSON.stringify(deal.body);
    expect(text).not.toContain(address);
    expect(text).not.toContain(hashAddress("198.51.100.4"));
    expect(text).not.toContain("userAgent");
  });
});

describe("GET /api/verify/{hash}", () => {
  it("confirms an accepted hash with its time and signers, and knows nothing of a random one or of a share still waiting for a signer", async () => {
    const { key, blockId } = await dealShare({ signers: [signer("s1"), signer("s2")] });
    const hash = await currentHash(key);
    await sign(key, { blockId, signerId: "s1", token: await verifiedToken(key, blockId, "s1"), signature: typed(), agreed: false, contentHash: hash });
    expect((await checkHash(hash)).body).toEqual({ valid: false });
    const last = await sign(key, { blockId, signerId: "s2", token: await verifiedToken(key, blockId, "s2"), signature: typed(), agreed: false, contentHash: hash });
    expect(last.body.accepted).toBe(true);

    const valid = await checkHash(hash);
    expect(valid.status).toBe(200);
    expect(valid.body).toEqual({ valid: true, acceptedAt: last.body.deal.outcome!.decidedAt, signers: 2 });
    expect((await checkHash(hash.toUpperCase())).body.valid).toBe(true);
    expect((await checkHash(randomBytes(32).toString("hex"))).body).toEqual({ valid: false });
    const malformed = await checkHash("not-a-hash");
    expect(malformed.status).toBe(400);
    expect((await checkHash("a".repeat(63))).status).toBe(400);
  });
});

describe("the share view with a deal", () => {
  const documentPage = (key: string, etag?: string) =>
    callRoute(sharePage as Handler, "GET", `/shared/${key}/0`, { params: { key, recipient: "0" }, query: { step: "document", v: "visit-0001" }, headers: etag ? { "if-none-match": etag } : {} });

  it("changes the page's bytes and ETag when a signature is added, and keeps them while nothing changes", async () => {
    const { key, blockId } = await dealShare({ signers: [signer("s1"), signer("s2")] });
    const first = await documentPage(key);
    expect(first.status).toBe(200);
    const etag = first.headers.get("etag")!;
    expect((await documentPage(key, etag)).status).toBe(304);
    await sign(key, { blockId, signerId: "s1", token: await verifiedToken(key, blockId, "s1"), signature: typed(), agreed: false, contentHash: await currentHash(key) });
    const after = await documentPage(key, etag);
    expect(after.status).toBe(200);
    expect(after.headers.get("etag")).not.toBe(etag);
  });

  it("ships the choices' script only with a pricing table that offers choices; such a share's deal is readable, but nothing to sign", async () => {
    const choices = (await createShare({ blocks: [choicesTable(0)] })).share;
    await db.snapshot.update({ where: { id: choices.id }, data: { hasChoices: true } });
    const plain = (await createShare({ blocks: [frozenBlock("heading", "Hello")] })).share;
    const script = shareManifest()["pricing-choices.js"];
    expect(script).toBeTruthy();
    expect(String((await documentPage(choices.shareKey)).body)).toContain(script);
    expect(String((await documentPage(plain.shareKey)).body)).not.toContain(script);
    const deal = await readDeal(choices.shareKey);
    expect(deal.status).toBe(200);
    expect(deal.body).toMatchObject({ requireAcceptance: false, locked: false, signatures: [], outcome: null });
    expect(Object.values(deal.body.choices)[0]).toEqual({ guests: { selected: true, quantity: 100 }, band: { selected: false, quantity: 1 } });
    expect((await decline(choices.shareKey, { name: "Ada", reason: "No" })).status).toBe(404);
  });

  it("a share without a deal reads no deal state (readDealView answers null without a query)", async () => {
    const plain = await createShare();
    const meta = (await findOpenShareMeta(plain.share.shareKey, "0"))!;
    expect(meta).toMatchObject({ requireAcceptance: false, hasChoices: false });
    expect(await readDealView(meta)).toBeNull();
  });
});

describe("sharing a document that asks for acceptance", () => {
  const share = (id: string, token: string, body: unknown) => callRoute(shareRoute as Handler, "POST", `/api/document/${id}/share`, { token, params: { id }, body });

  async function ownerDocument(requireAcceptance: boolean, segments: Parameters<typeof createDocument>[3] = [{ segmentType: "heading", content: "Offer" }]) {
    const owner = await createUser();
    const teamId = await firstTeamOf(owner.user.id);
    const document = await createDocument(owner.user.id, teamId, { requireAcceptance }, segments);
    return { owner, document };
  }

  it("freezes a default Accept block at the end with the e-mail share's address, and puts the document in AWAITING", async () => {
    const { owner, document } = await ownerDocument(true, [
      { segmentType: "heading", content: "Offer" },
      { segmentType: "paragraph", content: "<p>Dinner</p>" },
    ]);
    const to = email();
    const result = await share(document.id, owner.token, { type: "email", to, subject: "Your proposal" });
    expect(result.status, JSON.stringify(result.body)).toBe(201);
    const snapshot = await db.snapshot.findFirstOrThrow({ where: { documentId: document.id } });
    expect(snapshot).toMatchObject({ requireAcceptance: true, hasChoices: false });
    const frozen = readFrozen(snapshot.frozen);
    const last = frozen.blocks.at(-1)!;
    expect(last).toMatchObject({ segmentType: "accept", parent: null, order: 2, sourceId: "" });
    expect(last.content).toEqual({ title: "", terms: "", signers: [{ id: "s1", name: "", role: "", email: to }], requireAgreement: false, agreementLabel: "" });
    const stored = await db.document.findUniqueOrThrow({ where: { id: document.id } });
    expect(stored.dealStatus).toBe("AWAITING");
    expect(stored.dealStatusAt).not.toBeNull();
    // The e-mail recipient signs with that address.
    const signing = await requestCode(snapshot.shareKey, { blockId: last.id, signerId: "s1", email: email() });
    expect(fields(signing.body).email).toBe("Use the e-mail address the sender gave for this signer.");
  });

  it("a link share's default signer has no address; a document with its own Accept block gets no second one", async () => {
    const { owner, document } = await ownerDocument(true);
    expect((await share(document.id, owner.token, { type: "link" })).status).toBe(201);
    const linkFrozen = readFrozen((await db.snapshot.findFirstOrThrow({ where: { documentId: document.id } })).frozen);
    expect((linkFrozen.blocks.at(-1)!.content as AcceptContent).signers).toEqual([{ id: "s1", name: "", role: "", email: "" }]);

    const own = await ownerDocument(false, [
      { segmentType: "accept", content: { title: "Sign here", terms: "", signers: [{ id: "s1", name: "Ada", role: "", email: "" }, { id: "s2", name: "Charles", role: "", email: "" }], requireAgreement: true, agreementLabel: "" } },
    ]);
    await db.document.update({ where: { id: own.document.id }, data: { requireAcceptance: true } });
    expect((await share(own.document.id, own.owner.token, { type: "link" })).status).toBe(201);
    const snapshot = await db.snapshot.findFirstOrThrow({ where: { documentId: own.document.id } });
    expect(snapshot.requireAcceptance).toBe(true);
    expect(readFrozen(snapshot.frozen).blocks.filter((block) => block.segmentType === "accept")).toHaveLength(1);
  });

  it("a document that does not ask for acceptance stays as it was; a pricing table with choices marks the share", async () => {
    const table = choicesTable();
    const { owner, document } = await ownerDocument(false, [{ segmentType: "pricing-table", content: table.content as never, metaData: table.metaData as never }]);
    expect((await share(document.id, owner.token, { type: "link" })).status).toBe(201);
    const snapshot = await db.snapshot.findFirstOrThrow({ where: { documentId: document.id } });
    expect(snapshot).toMatchObject({ requireAcceptance: false, hasChoices: true });
    expect(readFrozen(snapshot.frozen).blocks.some((block) => block.segmentType === "accept")).toBe(false);
    expect((await db.document.findUniqueOrThrow({ where: { id: document.id } })).dealStatus).toBe("NONE");
  });
});

describe("limits on a share's deal calls", () => {
  /** callRoute's caller is 10.0.0.1 (behind the tests' one trusted proxy). */
  const callerAddress = clientAddress(new Request("http://localhost/", { headers: { "x-forwarded-for": "10.0.0.1" } }));
  const usedUp = (call: DealCall, snapshotId: string) => {
    const bucket = { count: DEAL_CALL_LIMITS[call].max, resetAt: new Date(Date.now() + 3_600_000) };
    return db.rateLimitBucket.upsert({ where: { key: `deal-${call}:${snapshotId}:${callerAddress}` }, create: { key: `deal-${call}:${snapshotId}:${callerAddress}`, ...bucket }, update: bucket });
  };

  it("checks the token before reading a drawn picture: a bad token is 403 whatever the picture, and a broken picture never gets a 400 first", async () => {
    const { key, share, blockId } = await dealShare();
    await verifiedToken(key, blockId, "s1");
    const hash = await currentHash(key);
    const badToken = randomBytes(32).toString("base64url");
    // The largest picture allowed, with strokes across it: decoding and re-encoding it is the costly part.
    const large = await drawnPng(1600, 800);
    expect(large.length).toBeLessThan(150 * 1024);
    const started = Date.now();
    const refused = await sign(key, { blockId, signerId: "s1", token: badToken, signature: { kind: "drawn", image: dataUrl(large) }, agreed: false, contentHash: hash });
    expect(refused.status).toBe(403);
    expect(Date.now() - started).toBeLessThan(1000);
    const broken = await sign(key, { blockId, signerId: "s1", token: badToken, signature: { kind: "drawn", image: dataUrl(Buffer.from("\x89PNG\r\n\x1a\n but then nothing")) }, agreed: false, contentHash: hash });
    expect(broken.status).toBe(403);
    expect(fields(broken.body).token).toBe("Confirm your e-mail address with a code before signing.");
    expect(await db.signature.count({ where: { snapshotId: share.id } })).toBe(0);
  });

  it("answers 429 once an address has used up its calls on the share: codes, verifying, signing, declining; other addresses go on", async () => {
    const { key, share, blockId } = await dealShare({ signers: [signer("s1"), signer("s2")] });
    const token = await verifiedToken(key, blockId, "s1");
    const hash = await currentHash(key);
    for (const call of ["code", "verify", "sign", "decline"] as const) await usedUp(call, share.id);
    const address = email();
    const results = [
      await requestCode(key, { blockId, signerId: "s2", email: address }),
      await verifyCode(key, { blockId, signerId: "s1", code: "123456" }),
      await sign(key, { blockId, signerId: "s1", token, signature: typed(), agreed: false, contentHash: hash }),
      await decline(key, { name: "Grace", reason: "No" }),
    ];
    expect(results.map((result) => result.status)).toEqual([429, 429, 429, 429]);
    for (const result of results) expect(result.body.error.message).toMatch(/^Too many attempts\. Please wait (60|59) minutes and try again\.$/);
    expect(await db.emailOutbox.count({ where: { to: address } })).toBe(0);
    expect(await db.signature.count({ where: { snapshotId: share.id } })).toBe(0);
    expect(await db.dealDecision.count({ where: { snapshotId: share.id } })).toBe(0);

    const elsewhere = { headers: { "x-forwarded-for": "192.0.2.44" } };
    expect((await requestCode(key, { blockId, signerId: "s2", email: address }, elsewhere)).status).toBe(200);
    expect((await sign(key, { blockId, signerId: "s1", token, signature: typed(), agreed: false, contentHash: hash }, elsewhere)).status).toBe(200);
  });

  it("counts each call: the 31st code request from one address on one share is 429", async () => {
    const { key, blockId } = await dealShare({ signers: Array.from({ length: 6 }, (_, index) => signer(`s${index + 1}`)) });
    const statuses: number[] = [];
    // Six signers with 5 codes each: 30 requests the per-signer limit lets through.
    for (let index = 0; index < 30; index++) statuses.push((await requestCode(key, { blockId, signerId: `s${(index % 6) + 1}`, email: email() })).status);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const refused = await requestCode(key, { blockId, signerId: "s1", email: email() });
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toMatch(/^Too many attempts/);
  });

  it("sends at most 10 codes an hour to one e-mail address, whatever the shares and signers", async () => {
    const target = email();
    const shares = [await dealShare(), await dealShare(), await dealShare()];
    for (const { key, blockId } of shares.slice(0, 2)) {
      for (let sent = 1; sent <= 5; sent++) expect((await requestCode(key, { blockId, signerId: "s1", email: sent % 2 ? target : target.toUpperCase() })).status).toBe(200);
    }
    const last = shares[2];
    const refused = await requestCode(last.key, { blockId: last.blockId, signerId: "s1", email: target }, { headers: { "x-forwarded-for": "198.51.100.9" } });
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toMatch(/^Too many codes were sent to this e-mail address\. Try again in (60|59) minutes\.$/);
    expect(await db.emailOutbox.count({ where: { to: { in: [target, target.toUpperCase()] } } })).toBe(10);
    expect((await requestCode(last.key, { blockId: last.blockId, signerId: "s1", email: email() })).status).toBe(200);
  });
});

describe("one e-mail address per signer", () => {
  it("refuses a code for an address another signer of the share verified, in the caller's language; the signer's own address and other shares are fine", async () => {
    const { key, blockId } = await dealShare({ signers: [signer("s1"), signer("s2")] });
    const shared = email();
    await verifiedToken(key, blockId, "s1", shared);
    const refused = await requestCode(key, { blockId, signerId: "s2", email: shared.toUpperCase() });
    expect(refused.status).toBe(400);
    expect(fields(refused.body).email).toBe("Each signer confirms with their own e-mail address.");
    const german = await requestCode(key, { blockId, signerId: "s2", email: shared }, { headers: { "accept-language": "de" } });
    expect(fields(german.body).email).toBe("Jede Person bestätigt ihre Unterschrift mit ihrer eigenen E-Mail-Adresse.");
    expect((await requestCode(key, { blockId, signerId: "s2", email: email() })).status).toBe(200);
    // The same signer may ask again; another share's signer may use the address.
    expect((await requestCode(key, { blockId, signerId: "s1", email: shared })).status).toBe(200);
    const other = await dealShare();
    expect((await requestCode(other.key, { blockId: other.blockId, signerId: "s1", email: shared })).status).toBe(200);
  });

  it("refuses the signature of a second signer who verified the same address at the same time as the first", async () => {
    const { key, share, blockId } = await dealShare({ signers: [signer("s1"), signer("s2")] });
    const shared = email();
    const [first, second] = await Promise.all(["s1", "s2"].map(async (signerId) => {
      expect((await requestCode(key, { blockId, signerId, email: shared })).status).toBe(200);
      return signerId;
    }));
    const codes = (await db.emailOutbox.findMany({ where: { to: shared }, orderBy: { createdAt: "asc" }, select: { text: true } })).map((mail) => codeOf(mail.text)!);
    expect(codes).toHaveLength(2);
    // Which code is whose: each verifies only for its own signer.
    const tokens: Record<string, string> = {};
    for (const signerId of [first, second]) {
      for (const code of codes) {
        const verified = await verifyCode(key, { blockId, signerId, code });
        if (verified.status === 200) tokens[signerId] = verified.body.token;
        if (tokens[signerId]) break;
      }
    }
    expect(Object.keys(tokens).sort()).toEqual(["s1", "s2"]);
    const hash = await currentHash(key);
    expect((await sign(key, { blockId, signerId: "s1", token: tokens.s1, signature: typed(), agreed: false, contentHash: hash })).status).toBe(200);
    const refused = await sign(key, { blockId, signerId: "s2", token: tokens.s2, signature: typed(), agreed: false, contentHash: hash });
    expect(refused.status).toBe(400);
    expect(fields(refused.body).email).toBe("Each signer confirms with their own e-mail address.");
    expect(await db.signature.count({ where: { snapshotId: share.id } })).toBe(1);
  });
});

describe("the signer's language", () => {
  it("is kept from the code request with the verification and copied to the signature", async () => {
    const { key, share, blockId } = await dealShare();
    const address = email();
    expect((await requestCode(key, { blockId, signerId: "s1", email: address }, { headers: { "accept-language": "it" } })).status).toBe(200);
    const token = (await verifyCode(key, { blockId, signerId: "s1", code: await mailedCode(address) })).body.token;
    expect((await db.signerVerification.findFirstOrThrow({ where: { snapshotId: share.id } })).locale).toBe("it");
    // The signing call itself may come in another language: the signer's is the one they asked the code in.
    expect((await sign(key, { blockId, signerId: "s1", token, signature: typed(), agreed: false, contentHash: await currentHash(key) })).status).toBe(200);
    expect((await db.signature.findFirstOrThrow({ where: { snapshotId: share.id } })).locale).toBe("it");
  });
});

describe("the owner's notices of a signature", () => {
  const kindsFor = async (userId: string) => (await db.notification.findMany({ where: { userId }, orderBy: { createdAt: "asc" }, select: { kind: true } })).map((note) => note.kind);

  async function settled(userId: string, count: number): Promise<string[]> {
    for (let waited = 0; waited < 5000; waited += 50) {
      const kinds = await kindsFor(userId);
      if (kinds.length >= count) return kinds;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return kindsFor(userId);
  }

  it("tells a signature that leaves others to sign as signed, and the one that accepts the deal as accepted only", async () => {
    const { key, blockId, owner } = await dealShare({ signers: [signer("s1"), signer("s2")] });
    const hash = await currentHash(key);
    await sign(key, { blockId, signerId: "s1", token: await verifiedToken(key, blockId, "s1"), signature: typed(), agreed: false, contentHash: hash });
    expect(await settled(owner.user.id, 1)).toEqual(["deal-signed"]);
    const last = await sign(key, { blockId, signerId: "s2", token: await verifiedToken(key, blockId, "s2"), signature: typed(), agreed: false, contentHash: hash });
    expect(last.body.accepted).toBe(true);
    expect(await settled(owner.user.id, 2)).toEqual(["deal-signed", "deal-accepted"]);
    // Nothing more arrives later.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await kindsFor(owner.user.id)).toEqual(["deal-signed", "deal-accepted"]);
  });
});

describe("signing a document that is in the bin", () => {
  it("refuses the signature and the decline (404), though the share itself is open", async () => {
    const { key, share, blockId, document } = await dealShare();
    const token = await verifiedToken(key, blockId, "s1");
    const hash = await currentHash(key);
    await db.document.update({ where: { id: document.id }, data: { deletedAt: new Date() } });
    expect((await sign(key, { blockId, signerId: "s1", token, signature: typed(), agreed: false, contentHash: hash })).status).toBe(404);
    expect((await decline(key, { name: "Grace", reason: "No" })).status).toBe(404);
    expect(await db.signature.count({ where: { snapshotId: share.id } })).toBe(0);
    expect(await db.dealDecision.count({ where: { snapshotId: share.id } })).toBe(0);
  });
});

describe("the document's deal status with more than one share", () => {
  const post = (handler: Handler, path: string, id: string, token: string, body: unknown) => callRoute(handler, "POST", `/api/document/${id}/${path}`, { token, params: { id }, body });
  const statusOf = async (id: string) => (await db.document.findUniqueOrThrow({ where: { id }, select: { dealStatus: true } })).dealStatus;

  /** A link share of the document through the owner's call: its key and its default Accept block. */
  async function linkShare(id: string, token: string) {
    const made = await post(shareRoute as Handler, "share", id, token, { type: "link" });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const snapshot = await db.snapshot.findUniqueOrThrow({ where: { id: made.body.snapshot.id } });
    const accept = readFrozen(snapshot.frozen).blocks.find((block) => block.segmentType === "accept")!;
    return { id: snapshot.id, key: snapshot.shareKey, blockId: accept.id };
  }

  it("follows the newest enabled share that asks for acceptance: an older share's outcome does not overwrite it, disabling the newest hands it back", async () => {
    const owner = await createUser();
    const teamId = await firstTeamOf(owner.user.id);
    const document = await createDocument(owner.user.id, teamId, { requireAcceptance: true }, [{ segmentType: "heading", content: "Offer" }]);
    const first = await linkShare(document.id, owner.token);
    expect(await statusOf(document.id)).toBe("AWAITING");
    const changeOrder = await linkShare(document.id, owner.token);
    expect(await statusOf(document.id)).toBe("AWAITING");

    // The client signs the first share after the change order went out: the change order still waits.
    const signed = await sign(first.key, { blockId: first.blockId, signerId: "s1", token: await verifiedToken(first.key, first.blockId, "s1"), signature: typed(), agreed: false, contentHash: await currentHash(first.key) });
    expect(signed.body.accepted).toBe(true);
    expect(await statusOf(document.id)).toBe("AWAITING");

    // Withdrawing the change order: the first share's acceptance is where the document stands.
    expect((await post(disableShareRoute as Handler, "disable-share", document.id, owner.token, { snapshotId: changeOrder.id })).status).toBe(200);
    expect(await statusOf(document.id)).toBe("ACCEPTED");
    expect((await post(enableShareRoute as Handler, "enable-share", document.id, owner.token, { snapshotId: changeOrder.id })).status).toBe(200);
    expect(await statusOf(document.id)).toBe("AWAITING");

    // The change order declined, then both shares disabled: no deal left.
    expect((await decline(changeOrder.key, { name: "Grace", reason: "Too expensive" })).status).toBe(200);
    expect(await statusOf(document.id)).toBe("DECLINED");
    for (const share of [changeOrder, first]) await post(disableShareRoute as Handler, "disable-share", document.id, owner.token, { snapshotId: share.id });
    const stored = await db.document.findUniqueOrThrow({ where: { id: document.id }, select: { dealStatus: true, dealStatusAt: true } });
    expect(stored).toEqual({ dealStatus: "NONE", dealStatusAt: null });
  });
});

describe("POST /api/shared-document/{key}/{n} (the frozen copy for API clients)", () => {
  it("masks the signer e-mails the owner fixed, as the page does", async () => {
    const fixed = `giulia.${unique("fixed")}@example.test`;
    const { key } = await dealShare({ signers: [signer("s1", { email: fixed, name: "Giulia" }), signer("s2")] });
    const answer = await callRoute<{ segments: { segmentType: string; content: AcceptContent }[] }>(sharedDocumentRoute as Handler, "POST", `/api/shared-document/${key}/0`, { params: { key, n: "0" }, body: {} });
    expect(answer.status).toBe(200);
    expect(JSON.stringify(answer.body)).not.toContain(fixed);
    const accept = answer.body.segments.find((segment) => segment.segmentType === "accept")!;
    expect(accept.content.signers.map((item) => [item.name, item.email])).toEqual([
      ["Giulia", `g•••@example.test`],
      ["", ""],
    ]);
  });
});
