import { createHash } from "node:crypto";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { DELETE as permanentDeleteRoute } from "@/app/api/document/[id]/permanent/route";
import { GET as documentPdfRoute } from "@/app/api/document/[id]/pdf/route";
import { GET as memberSignedCopyRoute } from "@/app/api/document/[id]/deal/[snapshotId]/[recipient]/signed-copy/route";
import { GET as sharePdfRoute } from "@/app/api/shared-document/[key]/[n]/pdf/route";
import { GET as shareSignedCopyRoute } from "@/app/api/shared-document/[key]/[n]/signed-copy/route";
import { DELETE as deleteMeRoute } from "@/app/api/me/route";
import { DELETE as deleteTeamRoute } from "@/app/api/team/[id]/route";
import { BLOCKS } from "@/lib/blocks/registry";
import { db } from "@/lib/db/client";
import { uploadLibraryImage } from "@/lib/media/library-upload";
import { closePdfBrowser, MAX_PAGES, MAX_WAITING, withPdfPage } from "@/lib/pdf/browser";
import { deliverSignedCopies } from "@/lib/pdf/signed-copy";
import { getObject, putObject } from "@/lib/storage";
import { createDocument } from "../factories/documents";
import { addMember } from "../factories/teams";
import { createUser } from "../factories/users";
import { callRoute } from "../support/call-route";
import { pdfText } from "../support/pdf-text";
import { storedKeys } from "../support/stored-keys";
import { createShare, frozenBlocks, SECRET_TEXT } from "./share-view-support";

// PDFs printed by headless Chromium (at CHROMIUM_PATH, /usr/bin/chromium by default) from the share
// view's own page: the document export, a share's PDF, and the signed copy with its certificate.

afterAll(() => closePdfBrowser());

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** A GET through the route handler, its body kept as bytes (a PDF is no text). */
async function get(handler: Handler, path: string, params: Record<string, string>, options: { token?: string; cookie?: string } = {}) {
  const headers = new Headers({ "accept-language": "en", "x-forwarded-for": "10.7.0.1" });
  if (options.token) headers.set("authorization", `Bearer ${options.token}`);
  if (options.cookie) headers.set("cookie", options.cookie);
  const response = await handler(new Request(new URL(path, "http://localhost:3000"), { headers }), { params: Promise.resolve(params) });
  const bytes = new Uint8Array(await response.arrayBuffer());
  const isPdf = response.headers.get("content-type") === "application/pdf";
  return { status: response.status, headers: response.headers, bytes, json: isPdf ? null : JSON.parse(new TextDecoder().decode(bytes)) };
}

/** A PDF's text with its white space dropped: a ligature ("ffl") or a wrapped hash splits the extracted runs. */
const squashed = (text: string) => text.replace(/\s+/g, "");

const startsAsPdf = (bytes: Uint8Array) => new TextDecoder().decode(bytes.subarray(0, 5)) === "%PDF-";

async function libraryImage(teamId: string, userId: string) {
  const bytes = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 120, g: 60, b: 90 } } }).jpeg().toBuffer();
  return uploadLibraryImage({ teamId, userId, file: new File([new Uint8Array(bytes)], "terrace.jpg", { type: "image/jpeg" }), albumId: null, purpose: "library" });
}

describe("GET /api/document/{id}/pdf", () => {
  it("answers the document as a PDF whose text reads as the document, kept for the next request", async () => {
    const owner = await createUser();
    const team = await db.team.findFirstOrThrow({ where: { members: { some: { userId: owner.user.id } } } });
    const image = await libraryImage(team.id, owner.user.id);
    const pricing = BLOCKS.get("pricing-table")!.definition.defaults();
    const document = await createDocument(owner.user.id, team.id, { title: "Gala / proposal “2026”", footer: "<p>Aubergine Events · Lake Como</p>" }, [
      { segmentType: "heading", content: "Welcome to the gala" },
      { segmentType: "paragraph", content: `<p>${SECRET_TEXT}</p>` },
      { segmentType: "image", content: image, metaData: BLOCKS.get("image")!.definition.defaults().metaData as never },
      { segmentType: "pricing-table", content: pricing.content as never, metaData: pricing.metaData as never },
    ]);
    await db.segment.updateMany({ where: { documentId: document.id, segmentType: "image" }, data: { imageList: [image] } });

    const first = await get(documentPdfRoute, `/api/document/${document.id}/pdf`, { id: document.id }, { token: owner.token });
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    expect(first.headers.get("content-type")).toBe("application/pdf");
    expect(first.headers.get("cache-control")).toContain("private");
    expect(first.headers.get("content-disposition")).toBe(`attachment; filename="Gala - proposal _2026_.pdf"; filename*=UTF-8''Gala%20-%20proposal%20%E2%80%9C2026%E2%80%9D.pdf`);
    expect(startsAsPdf(first.bytes)).toBe(true);
    const text = await pdfText(first.bytes);
    expect(text).toContain("Welcome to the gala");
    expect(squashed(text)).toContain(squashed(SECRET_TEXT));
    // The footer repeats on the pages (Chromium's footer band).
    expect(text).toContain("Aubergine Events · Lake Como");
    // The photo came from storage (the page may load what the document lists), embedded as the JPEG it is.
    const raw = Buffer.from(first.bytes).toString("latin1");
    expect(raw).toMatch(/\/Subtype\s*\/Image/);
    expect(raw).toMatch(/\/Filter\s*\/DCTDecode/);

    // Kept in storage (its tag in front), and served from there: a mark put into the kept copy comes back.
    const key = `pdf/${team.id}/documents/${document.id}/en.pdf`;
    const kept = (await getObject(key))!;
    expect(kept.subarray(65).equals(Buffer.from(first.bytes))).toBe(true);
    await putObject(key, Buffer.concat([kept, Buffer.from("\n%kept-copy\n")]));
    const again = await get(documentPdfRoute, `/api/document/${document.id}/pdf`, { id: document.id }, { token: owner.token });
    expect(Buffer.from(again.bytes).toString("latin1").endsWith("%kept-copy\n")).toBe(true);

    // An edit prints anew.
    await db.segment.updateMany({ where: { documentId: document.id, segmentType: "heading" }, data: { content: "Welcome to the summer gala" } });
    const edited = await get(documentPdfRoute, `/api/document/${document.id}/pdf`, { id: document.id }, { token: owner.token });
    expect(await pdfText(edited.bytes)).toContain("Welcome to the summer gala");
  });

  it("is any member's, and 404 for an outsider", async () => {
    const owner = await createUser();
    const team = await db.team.findFirstOrThrow({ where: { members: { some: { userId: owner.user.id } } } });
    const document = await createDocument(owner.user.id, team.id, {}, [{ segmentType: "paragraph", content: "<p>Members only</p>" }]);
    const member = await createUser();
    await db.member.create({ data: { teamId: team.id, userId: member.user.id, role: "MEMBER", acceptedAt: new Date() } });
    const outsider = await createUser();

    const byMember = await get(documentPdfRoute, `/api/document/${document.id}/pdf`, { id: document.id }, { token: member.token });
    expect(byMember.status).toBe(200);
    expect(await pdfText(byMember.bytes)).toContain("Members only");
    const byOutsider = await get(documentPdfRoute, `/api/document/${document.id}/pdf`, { id: document.id }, { token: outsider.token });
    expect([byOutsider.status, byOutsider.json.error.code]).toEqual([404, "NOT_FOUND"]);
    expect((await get(documentPdfRoute, `/api/document/${document.id}/pdf`, { id: document.id })).status).toBe(401);
  });

  it("says clearly when this server has no Chromium (503), and the app goes on", async () => {
    const owner = await createUser();
    const team = await db.team.findFirstOrThrow({ where: { members: { some: { userId: owner.user.id } } } });
    const document = await createDocument(owner.user.id, team.id, {}, [{ segmentType: "paragraph", content: "<p>No browser here</p>" }]);
    const before = process.env.CHROMIUM_PATH;
    process.env.CHROMIUM_PATH = "/nonexistent/chromium";
    try {
      const answer = await get(documentPdfRoute, `/api/document/${document.id}/pdf`, { id: document.id }, { token: owner.token });
      expect(answer.status).toBe(503);
      expect(answer.json.error.message).toBe("PDF export is not available on this server: Chromium is not installed.");
    } finally {
      if (before === undefined) delete process.env.CHROMIUM_PATH;
      else process.env.CHROMIUM_PATH = before;
    }
  });
});

describe("GET /api/shared-document/{key}/{n}/pdf", () => {
  it("prints the shared document, refuses when printing is prevented (403), and hides a PIN share (404)", async () => {
    const open = await createShare({ blocks: frozenBlocks(["heading", "paragraph"]) });
    const answer = await get(sharePdfRoute, `/api/shared-document/${open.share.shareKey}/0/pdf`, { key: open.share.shareKey, n: "0" });
    expect(answer.status).toBe(200);
    expect(startsAsPdf(answer.bytes)).toBe(true);
    expect(squashed(await pdfText(answer.bytes))).toContain(squashed(SECRET_TEXT));

    const prevented = await createShare({ preventPrinting: true });
    const refused = await get(sharePdfRoute, `/api/shared-document/${prevented.share.shareKey}/0/pdf`, { key: prevented.share.shareKey, n: "0" });
    expect(refused.status).toBe(403);
    expect(refused.json.error.message).toBe("The sender does not allow printing this document.");

    const pin = await createShare({ pin: "2468" });
    const locked = await get(sharePdfRoute, `/api/shared-document/${pin.share.shareKey}/0/pdf`, { key: pin.share.shareKey, n: "0" });
    expect(locked.status).toBe(404);
    const unknownRecipient = await get(sharePdfRoute, `/api/shared-document/${open.share.shareKey}/7/pdf`, { key: open.share.shareKey, n: "7" });
    expect(unknownRecipient.status).toBe(404);
  });
});

/** An accepted share made directly in the database: two signers, their signatures, the accepted content, the decision. */
async function acceptedShare() {
  const blocks = frozenBlocks(["heading", "paragraph", "accept"]);
  const accept = blocks[2];
  accept.content = {
    title: "Acceptance",
    terms: "<p>Both partners accept the proposal above.</p>",
    signers: [
      { id: "s1", name: "Giulia Bianchi", role: "Bride", email: "" },
      { id: "s2", name: "Marco Rossi", role: "Groom", email: "" },
    ],
    requireAgreement: false,
    agreementLabel: "",
  };
  const made = await createShare({ blocks, title: "Wedding at Villa Rosa" });
  const covered = made.frozen.blocks.map(({ sourceId: _sourceId, ...block }) => block);
  const content = { snapshotId: made.share.id, recipient: "0", blocks: covered, choices: {}, rates: {} };
  const hash = createHash("sha256").update(JSON.stringify(content)).digest("hex");
  await db.acceptedContent.create({ data: { hash, content: content as never } });
  const signedAt = new Date("2026-05-02T14:03:11Z");
  const signer = (signerId: string, name: string, email: string, extra: { kind: "typed"; typedText: string } | { kind: "drawn"; image: Uint8Array<ArrayBuffer> }) => ({
    snapshotId: made.share.id,
    recipientKey: "0",
    blockId: accept.id,
    signerId,
    signerName: name,
    signerEmail: email,
    signerRole: signerId === "s1" ? "Bride" : "Groom",
    verification: { method: "email-code", email, verifiedAt: "2026-05-02T14:01:00.000Z" },
    contentHash: hash,
    addressHash: createHash("sha256").update(email).digest("hex").slice(0, 32),
    userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
    signedAt,
    ...extra,
  });
  const png = await sharp({ create: { width: 300, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: Buffer.from('<svg width="300" height="100"><path d="M10 70 C 80 10, 120 90, 290 30" stroke="black" stroke-width="4" fill="none"/></svg>') }])
    .png()
    .toBuffer();
  await db.signature.createMany({
    data: [
      // Each signer asked for their code in their own language (the owner's is English).
      { ...signer("s1", "Giulia Bianchi", "giulia@example.test", { kind: "typed", typedText: "Giulia Bianchi" }), locale: "it" },
      { ...signer("s2", "Marco Rossi", "marco@example.test", { kind: "drawn", image: new Uint8Array(png) }), locale: "de" },
    ],
  });
  return { ...made, hash };
}

describe("the signed copy", () => {
  it("is 404 before the share is accepted, on both routes", async () => {
    const { share, owner, document } = await createShare();
    const publicAnswer = await get(shareSignedCopyRoute, `/api/shared-document/${share.shareKey}/0/signed-copy`, { key: share.shareKey, n: "0" });
    expect(publicAnswer.status).toBe(404);
    const memberAnswer = await get(memberSignedCopyRoute, `/api/document/${document.id}/deal/${share.id}/0/signed-copy`, { id: document.id, snapshotId: share.id, recipient: "0" }, { token: owner.token });
    expect(memberAnswer.status).toBe(404);
  });

  it("prints the accepted document with a certificate naming both signers and the hash; e-mails it to signers and owner", async () => {
    const { share, owner, document, hash } = await acceptedShare();
    const decision = await db.dealDecision.create({ data: { snapshotId: share.id, recipientKey: "0", documentId: document.id, outcome: "ACCEPTED", contentHash: hash } });

    const answer = await get(shareSignedCopyRoute, `/api/shared-document/${share.shareKey}/0/signed-copy`, { key: share.shareKey, n: "0" });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    expect(answer.headers.get("content-disposition")).toContain('filename="Wedding at Villa Rosa.pdf"');
    const text = await pdfText(answer.bytes);
    const pages = text.split("\f");
    const certificate = pages[pages.length - 1];
    expect(squashed(pages[0])).toContain(squashed(SECRET_TEXT));
    // The document shows the deal as accepted: the banner, and each signature in the Accept block.
    const documentPages = squashed(pages.slice(0, -1).join(" "));
    expect(documentPages).toContain(squashed("Both partners accept the proposal above."));
    expect(documentPages).toContain(squashed("Accepted by Giulia Bianchi and Marco Rossi"));
    expect(documentPages.match(/SignedMay2,2026/g)?.length).toBe(2);
    expect(documentPages).not.toContain(squashed("Review and sign"));
    expect(certificate).toContain("Signing certificate");
    for (const expected of ["Giulia Bianchi", "Marco Rossi", "giulia@example.test", "Bride", "2026-05-02T14:03:11Z", "Safari 17.4, iOS 17.4", "Aubergine Events"]) {
      expect(certificate).toContain(expected);
    }
    // The hash may wrap in the layout: its characters are all there, in order.
    expect(squashed(certificate)).toContain(hash);
    expect(squashed(certificate)).toContain(`http://localhost:3000/verify/${hash}`);

    // Kept, and named on the decision.
    const stored = await db.dealDecision.findUniqueOrThrow({ where: { id: decision.id }, select: { pdfKey: true } });
    expect(stored.pdfKey).toMatch(/^pdf\/[^/]+\/signed\//);
    expect(Buffer.from((await getObject(stored.pdfKey!))!).equals(Buffer.from(answer.bytes))).toBe(true);

    // The owner and the workspace's admins get the same copy (it names signers' e-mails and address
    // hashes, like the share history); plain members 403, outsiders 404.
    const memberCopy = (token: string) =>
      get(memberSignedCopyRoute, `/api/document/${document.id}/deal/${share.id}/0/signed-copy`, { id: document.id, snapshotId: share.id, recipient: "0" }, { token });
    const byOwner = await memberCopy(owner.token);
    expect(Buffer.from(byOwner.bytes).equals(Buffer.from(answer.bytes))).toBe(true);
    const [admin, member, outsider] = [await createUser(), await createUser(), await createUser()];
    await addMember(document.teamId, admin.user.id, "ADMIN");
    await addMember(document.teamId, member.user.id);
    expect(Buffer.from((await memberCopy(admin.token)).bytes).equals(Buffer.from(answer.bytes))).toBe(true);
    const byMember = await memberCopy(member.token);
    expect([byMember.status, byMember.json.error.code]).toEqual([403, "FORBIDDEN"]);
    expect((await memberCopy(outsider.token)).status).toBe(404);

    await deliverSignedCopies(decision.id);
    const mails = await db.emailOutbox.findMany({ where: { subject: { endsWith: ": Wedding at Villa Rosa" }, to: { in: ["giulia@example.test", "marco@example.test", owner.user.email] } }, select: { to: true, subject: true, text: true } });
    // Each in its reader's language: the signers' from when they signed, the owner's from the account.
    expect(Object.fromEntries(mails.map((mail) => [mail.to, mail.subject]))).toEqual({
      "giulia@example.test": "Firmato: Wedding at Villa Rosa",
      "marco@example.test": "Unterzeichnet: Wedding at Villa Rosa",
      [owner.user.email]: "Signed: Wedding at Villa Rosa",
    });
    expect(mails[0].text).toContain(`/verify/${hash}`);
  });
});

describe("the member signed copy of another document's share", () => {
  it("is 404: document A's id with document B's accepted share (the owner of both asking)", async () => {
    const b = await createShare({ title: "Document B" });
    const hash = "e".repeat(64);
    await db.acceptedContent.create({ data: { hash, content: { test: true } } });
    await db.dealDecision.create({ data: { snapshotId: b.share.id, recipientKey: "0", documentId: b.document.id, outcome: "ACCEPTED", contentHash: hash } });
    const a = await createDocument(b.owner.user.id, b.team.id, { title: "Document A" });
    const crossed = await get(memberSignedCopyRoute, `/api/document/${a.id}/deal/${b.share.id}/0/signed-copy`, { id: a.id, snapshotId: b.share.id, recipient: "0" }, { token: b.owner.token });
    expect([crossed.status, crossed.json.error.code]).toEqual([404, "NOT_FOUND"]);
  });
});

describe("the PDF wait list", () => {
  it("answers 503 pdfPreparing at once when more renders wait than it holds, and serves again once they are done", async () => {
    const owner = await createUser();
    const team = await db.team.findFirstOrThrow({ where: { members: { some: { userId: owner.user.id } } } });
    const document = await createDocument(owner.user.id, team.id, {}, [{ segmentType: "paragraph", content: "<p>Queued</p>" }]);
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    // Every page busy, and the wait list full.
    const holders = Array.from({ length: MAX_PAGES + MAX_WAITING }, () => withPdfPage(() => gate));
    try {
      const started = Date.now();
      const refused = await get(documentPdfRoute, `/api/document/${document.id}/pdf`, { id: document.id }, { token: owner.token });
      expect([refused.status, refused.json.error.message]).toEqual([503, "The PDF is still being prepared. Please try again in a moment."]);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      open();
      await Promise.all(holders);
    }
    const served = await get(documentPdfRoute, `/api/document/${document.id}/pdf`, { id: document.id }, { token: owner.token });
    expect(served.status).toBe(200);
  });
});

describe("deleting for good", () => {
  /** An accepted share with its decision, and a kept PDF under each kind of key (the share's for two recipients and languages). */
  async function acceptedWithKeptPdfs() {
    const made = await acceptedShare();
    await db.shareRecipient.create({ data: { snapshotId: made.share.id, recipientKey: "1", email: "couple@example.test" } });
    await db.dealDecision.create({ data: { snapshotId: made.share.id, recipientKey: "0", documentId: made.document.id, outcome: "ACCEPTED", contentHash: made.hash } });
    const keys = [
      `pdf/${made.team.id}/documents/${made.document.id}/it.pdf`,
      `pdf/${made.team.id}/shares/${made.share.id}/1-de.pdf`,
      `pdf/${made.team.id}/signed/${made.share.id}/0-${made.hash}.pdf`,
    ];
    for (const key of keys) await putObject(key, Buffer.from("%PDF-1.7 kept"));
    return { ...made, keys };
  }

  it("a document deleted for good takes its kept PDFs (document, share, signed copy) and its accepted content along; other documents keep theirs", async () => {
    const made = await acceptedShare();
    const { share, owner, document, hash, team } = made;
    await db.dealDecision.create({ data: { snapshotId: share.id, recipientKey: "0", documentId: document.id, outcome: "ACCEPTED", contentHash: hash } });
    // Printed for real, so the keys are the ones the PDF code writes.
    expect((await get(documentPdfRoute, `/api/document/${document.id}/pdf`, { id: document.id }, { token: owner.token })).status).toBe(200);
    expect((await get(sharePdfRoute, `/api/shared-document/${share.shareKey}/0/pdf`, { key: share.shareKey, n: "0" })).status).toBe(200);
    expect((await get(shareSignedCopyRoute, `/api/shared-document/${share.shareKey}/0/signed-copy`, { key: share.shareKey, n: "0" })).status).toBe(200);
    const kept = await storedKeys(`pdf/${team.id}/`);
    expect(kept.map((key) => key.split("/")[0]).sort()).toEqual(["documents", "shares", "signed"]);

    // Another document of the workspace keeps its PDF, and a content another signature still names stays.
    const other = await createDocument(owner.user.id, team.id, { title: "Stays" });
    const otherKey = `pdf/${team.id}/documents/${other.id}/en.pdf`;
    await putObject(otherKey, Buffer.from("%PDF-1.7 other"));
    const sharedHash = "f".repeat(64);
    await db.acceptedContent.create({ data: { hash: sharedHash, content: { test: true } } });
    await db.signature.updateMany({ where: { snapshotId: share.id, signerId: "s2" }, data: { contentHash: sharedHash } });
    const survivor = await createShare({ owner, title: "Survivor" });
    await db.signature.create({
      data: { snapshotId: survivor.share.id, recipientKey: "0", blockId: "b", signerId: "s1", signerName: "X", signerEmail: "x@example.test", verification: {}, kind: "typed", typedText: "X", contentHash: sharedHash, addressHash: "h", userAgent: "ua" },
    });

    await db.document.update({ where: { id: document.id }, data: { deletedAt: new Date() } });
    const deleted = await callRoute(permanentDeleteRoute, "DELETE", "/x", { token: owner.token, params: { id: document.id } });
    expect(deleted.status).toBe(200);
    expect(await storedKeys(`pdf/${team.id}/`)).toEqual([`documents/${other.id}/en.pdf`]);
    expect(await db.acceptedContent.count({ where: { hash } })).toBe(0);
    expect(await db.acceptedContent.count({ where: { hash: sharedHash } })).toBe(1);
  });

  it("a deleted workspace takes its documents' kept PDFs and accepted contents along", async () => {
    const { owner, team, hash } = await acceptedWithKeptPdfs();
    expect(await storedKeys(`pdf/${team.id}/`)).toHaveLength(3);
    const deleted = await callRoute(deleteTeamRoute, "DELETE", "/x", { token: owner.token, params: { id: team.id } });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(await storedKeys(`pdf/${team.id}/`)).toEqual([]);
    expect(await db.acceptedContent.count({ where: { hash } })).toBe(0);
  });

  it("a deleted account takes the kept PDFs and accepted contents of the workspaces deleted with it", async () => {
    const { owner, team, hash } = await acceptedWithKeptPdfs();
    const deleted = await callRoute(deleteMeRoute, "DELETE", "/api/me", { token: owner.token, body: { fullName: `${owner.user.firstname} ${owner.user.lastname}` } });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(await db.team.count({ where: { id: team.id } })).toBe(0);
    expect(await storedKeys(`pdf/${team.id}/`)).toEqual([]);
    expect(await db.acceptedContent.count({ where: { hash } })).toBe(0);
  });
});
