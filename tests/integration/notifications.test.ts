import { describe, expect, it } from "vitest";
import { GET as listNotifications } from "@/app/api/notifications/route";
import { POST as markRead } from "@/app/api/notifications/read/route";
import { POST as updateProfile } from "@/app/api/profile/route";
import { db } from "@/lib/db/client";
import { recordShareEvent } from "@/lib/sharing/events";
import { createUser } from "../factories/users";
import { callRoute } from "../support/call-route";
import { createShare } from "./share-events-support";

const outboxTo = (to: string) => db.emailOutbox.findMany({ where: { to }, select: { subject: true, text: true, html: true } });

describe("first-open notifications", () => {
  it("the first opening notifies the owner once, in the app and by e-mail in the owner's language", async () => {
    const { owner, document, share } = await createShare({ linkName: "Gala <draft>", language: "de" });
    await recordShareEvent(share, "0", "loaded-share-page", "visit1");
    await recordShareEvent(share, "1", "loaded-share-page", "visit2");
    await recordShareEvent(share, "0", "loaded-share-page", "visit3");

    const notes = await db.notification.findMany({ where: { userId: owner.user.id } });
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ kind: "share-opened", readAt: null, payload: { documentId: document.id, documentTitle: document.title, snapshotId: share.id, linkName: "Gala <draft>" } });

    const mails = await outboxTo(owner.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain("Gala <draft>");
    expect(mails[0].subject).toContain("geöffnet");
    expect(mails[0].text).toContain(`http://localhost:3000/document/${document.id}`);
    // The link name is a user's text: escaped in the HTML.
    expect(mails[0].html).toContain("Gala &lt;draft&gt;");
    expect(mails[0].html).not.toContain("Gala <draft>");
  });

  it("two visitors opening at once still notify once", async () => {
    const { owner, share } = await createShare();
    await Promise.all(["a", "b", "c", "d"].map((visit) => recordShareEvent(share, "0", "loaded-share-page", visit)));
    expect(await db.notification.count({ where: { userId: owner.user.id } })).toBe(1);
    expect(await outboxTo(owner.user.email)).toHaveLength(1);
  });

  it("with e-mail notifications off, notifies in the app only", async () => {
    const { owner, share } = await createShare({ emailNotifications: false });
    await recordShareEvent(share, "0", "loaded-share-page", "visit1");
    expect(await db.notification.count({ where: { userId: owner.user.id } })).toBe(1);
    expect(await outboxTo(owner.user.email)).toHaveLength(0);
  });

  it("other events never notify", async () => {
    const { owner, share } = await createShare();
    await recordShareEvent(share, "0", "images-finished-loading", "visit1");
    await recordShareEvent(share, "0", "clicked-go-to-document", "visit1");
    expect(await db.notification.count({ where: { userId: owner.user.id } })).toBe(0);
    expect(await outboxTo(owner.user.email)).toHaveLength(0);
  });
});

describe("notifications API", () => {
  it("lists the caller's own notifications newest first with the unread count, and marks them read", async () => {
    const first = await createShare({ linkName: "First" });
    const { owner } = first;
    await recordShareEvent(first.share, "0", "loaded-share-page", "v1");
    // A second share of the same owner, opened later.
    const second = await db.snapshot.create({
      data: { documentId: first.document.id, frozen: {}, shareKey: `${first.share.shareKey.slice(0, 21)}Z`, shortCode: `${first.share.shortCode.slice(0, 7)}Z`, linkName: "Second", expiryDate: new Date(Date.now() + 86_400_000), recipients: { create: [{ recipientKey: "0" }] } },
    });
    await recordShareEvent(second, "0", "loaded-share-page", "v2");
    const stranger = await createShare();
    await recordShareEvent(stranger.share, "0", "loaded-share-page", "v3");

    const list = await callRoute(listNotifications, "GET", "/api/notifications", { token: owner.token });
    expect(list.status).toBe(200);
    expect(list.body.unread).toBe(2);
    expect(list.body.notifications.map((n: { linkName: string }) => n.linkName)).toEqual(["Second", "First"]);
    expect(list.body.notifications[0]).toMatchObject({ kind: "share-opened", documentId: first.document.id, readAt: null });

    // Someone else's ids are ignored, not marked.
    const strangerNote = await db.notification.findFirstOrThrow({ where: { userId: stranger.owner.user.id } });
    const one = list.body.notifications[1].id;
    expect((await callRoute(markRead, "POST", "/api/notifications/read", { token: owner.token, body: { ids: [one, strangerNote.id] } })).status).toBe(200);
    expect((await db.notification.findUniqueOrThrow({ where: { id: strangerNote.id } })).readAt).toBeNull();
    expect((await callRoute(listNotifications, "GET", "/api/notifications", { token: owner.token })).body.unread).toBe(1);

    expect((await callRoute(markRead, "POST", "/api/notifications/read", { token: owner.token, body: {} })).status).toBe(200);
    const after = await callRoute(listNotifications, "GET", "/api/notifications", { token: owner.token });
    expect(after.body.unread).toBe(0);
    expect(after.body.notifications.every((n: { readAt: string | null }) => n.readAt !== null)).toBe(true);
    expect((await db.notification.findUniqueOrThrow({ where: { id: strangerNote.id } })).readAt).toBeNull();
  });

  it("needs a session and refuses bad ids", async () => {
    expect((await callRoute(listNotifications, "GET", "/api/notifications")).status).toBe(401);
    expect((await callRoute(markRead, "POST", "/api/notifications/read", { body: {} })).status).toBe(401);
    const { token } = await createUser();
    expect((await callRoute(markRead, "POST", "/api/notifications/read", { token, body: { ids: ["not an id"] } })).status).toBe(400);
    expect((await callRoute(markRead, "POST", "/api/notifications/read", { token, body: { ids: "x" } })).status).toBe(400);
    expect((await callRoute(listNotifications, "GET", "/api/notifications", { token })).body).toEqual({ notifications: [], unread: 0 });
  });
});

describe("profile e-mail notifications switch", () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(fields)) data.append(key, value);
    return data;
  };
  const base = { firstname: "Ada", lastname: "Lovelace", language: "en" };

  it("saves the switch off and on, and leaves it alone when the form does not send it", async () => {
    const { user, token } = await createUser();
    const off = await callRoute(updateProfile, "POST", "/api/profile", { token, form: form({ ...base, emailNotifications: "false" }) });
    expect(off.status).toBe(200);
    expect(off.body.user.emailNotifications).toBe(false);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).emailNotifications).toBe(false);

    const untouched = await callRoute(updateProfile, "POST", "/api/profile", { token: off.body.token, form: form({ ...base, lastname: "Byron" }) });
    expect(untouched.status).toBe(200);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).emailNotifications).toBe(false);

    const on = await callRoute(updateProfile, "POST", "/api/profile", { token: untouched.body.token, body: { ...base, emailNotifications: true } });
    expect(on.status).toBe(200);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).emailNotifications).toBe(true);

    const bad = await callRoute(updateProfile, "POST", "/api/profile", { token: on.body.token, form: form({ ...base, emailNotifications: "maybe" }) });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields[0].path).toBe("emailNotifications");
  });
});
