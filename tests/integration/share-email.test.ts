import { describe, expect, it } from "vitest";
import { POST as shareRoute } from "@/app/api/document/[id]/share/route";
import { db } from "@/lib/db/client";
import { DEFAULT_DOC_STYLE } from "@/lib/doc-styles/defaults";
import { authorizeItem } from "@/lib/sharing/share-media";
import { createDocument } from "../factories/documents";
import { addMember, createTeamWithMembers } from "../factories/teams";
import { createUser, unique } from "../factories/users";
import { callRoute } from "../support/call-route";
import { latestMailTo } from "../support/mailbox";

// The designed share e-mail end to end (lib/sharing/share-email*.ts): sharing by e-mail through the
// route stores an e-mail with both parts in the outbox, in the workspace's brand, and its pictures are
// served to a mail client through the share's own media address, without a session.

type Handler = Parameters<typeof callRoute>[0];

const share = (id: string, token: string, body: unknown) => callRoute(shareRoute as Handler, "POST", `/api/document/${id}/share`, { token, params: { id }, body });

const createMedia = (teamId: string, width = 1600, height = 1000) =>
  db.media.create({ data: { teamId, name: "m", sourceFileName: "m.jpg", mimeType: "image/jpeg", width, height, sizeBytes: 10n, checksum: unique("c"), storageKey: "none" } });

/** An owner with a profile photo, in a workspace with a logo, and a styled document with a cover image. */
async function setup() {
  const { teamId } = await createTeamWithMembers();
  const owner = await createUser();
  await addMember(teamId, owner.user.id, "MEMBER");
  const [logo, cover, landing, photo] = await Promise.all([createMedia(teamId, 800, 200), createMedia(teamId), createMedia(teamId, 1200, 800), createMedia(teamId, 512, 512)]);
  await db.team.update({ where: { id: teamId }, data: { name: unique("Maison Rose "), logoId: logo.id } });
  await db.user.update({ where: { id: owner.user.id }, data: { imageId: photo.id } });
  const styleData = { ...DEFAULT_DOC_STYLE, colors: { ...DEFAULT_DOC_STYLE.colors, accent1: "#1d4ed8" } };
  const doc = await createDocument(owner.user.id, teamId, { title: "Grace & Tom's wedding", styleData }, [{ segmentType: "paragraph", content: "<p>Dinner.</p>" }]);
  await db.segment.create({
    data: { documentId: doc.id, order: 0, segmentType: "cover", isFixedBlock: true, positionName: "cover", content: { title: "", subtitle: "", imageId: cover.id } },
  });
  return { owner, teamId, doc, logo, cover, landing, photo };
}

const mediaUrl = (id: string, width: number, key: string) => `http://localhost:3000/api/media/${id}/max-width/${width}?share=${key}`;
const visitorRequest = (id: string, key: string) => new Request(mediaUrl(id, 96, key));

describe("sharing by e-mail: the designed e-mail", () => {
  it("stores an e-mail with an HTML and a plain-text part: logo, cover, sender's photo, title, brand colour and the recipient's link", async () => {
    const { owner, doc, logo, cover, photo } = await setup();
    const to = `${unique("client")}@example.test`;
    const result = await share(doc.id, owner.token, { type: "email", to, subject: "Your wedding", msgPrefix: "Dear Grace & Tom,\n\n<i>here</i> it is.", msgLinkText: "See it" });
    expect(result.status).toBe(201);
    const { url, snapshot } = result.body;
    const key = snapshot.shareInfo.key;

    const mail = await latestMailTo(to);
    expect(mail.subject).toBe("Your wedding");
    expect(mail.html).toContain(`src="${mediaUrl(logo.id, 400, key)}"`);
    expect(mail.html).toContain(`src="${mediaUrl(cover.id, 1200, key)}"`);
    expect(mail.html).toContain(`src="${mediaUrl(photo.id, 96, key)}"`);
    expect(mail.html).toContain("Grace &amp; Tom&#39;s wedding");
    expect(mail.html).toContain("&lt;i&gt;here&lt;/i&gt; it is.");
    expect(mail.html).toContain('bgcolor="#1d4ed8"');
    expect(mail.html).toContain(`href="${url}"`);
    expect(mail.text).toContain("Grace & Tom's wedding");
    expect(mail.text).toContain("Dear Grace & Tom,\n\n<i>here</i> it is.");
    expect(mail.text).toContain(`See it: ${url}`);

    // The photo is listed on the share, so a mail client without a session may load it; the logo and cover already were.
    const row = await db.snapshot.findUniqueOrThrow({ where: { id: snapshot.id }, select: { mediaIds: true } });
    expect(row.mediaIds).toEqual(expect.arrayContaining([logo.id, cover.id, photo.id]));
    for (const item of [logo, cover, photo]) expect(await authorizeItem(null, visitorRequest(item.id, key), item, "media")).toBe("share");
  });

  it("sends nothing of a PIN share's document: no title, no cover, no photo; its landing image may show", async () => {
    const { owner, doc, cover, landing, photo } = await setup();
    const to = `${unique("client")}@example.test`;
    const result = await share(doc.id, owner.token, { type: "email", to, subject: "For your eyes", pinProtectionCode: "4821", landingImage: landing.id });
    expect(result.status).toBe(201);
    const key = result.body.snapshot.shareInfo.key;

    const mail = await latestMailTo(to);
    for (const part of [mail.html, mail.text]) {
      expect(part).not.toContain("wedding");
      expect(part).not.toContain(cover.id);
      expect(part).not.toContain(photo.id);
      expect(part).not.toContain("4821");
    }
    expect(mail.html).toContain(`src="${mediaUrl(landing.id, 1200, key)}"`);
    expect(mail.text).toContain("A private document for you");
    expect(mail.text).toContain("The document is protected with a PIN.");
    const row = await db.snapshot.findUniqueOrThrow({ where: { id: result.body.snapshot.id }, select: { mediaIds: true } });
    expect(row.mediaIds).not.toContain(photo.id);
  });
});
