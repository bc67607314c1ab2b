import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { POST as changeSharePin } from "@/app/api/document/[id]/change-share-pin/route";
import { POST as liftPinLock } from "@/app/api/document/[id]/lift-pin-lock/route";
import { GET as snapshotsRoute } from "@/app/api/document/[id]/snapshots/route";
import { POST as login } from "@/app/api/login/route";
import { GET as notificationsRoute } from "@/app/api/notifications/route";
import { POST as sharedPin } from "@/app/shared/[key]/[recipient]/route";
import { POST as signInLink } from "@/app/api/sign-in-link/[token]/route";
import { GET as me } from "@/app/api/users/me/route";
import { LOGIN_LOCK_ADDRESSES } from "@/lib/accounts/login";
import { clientAddress } from "@/lib/auth/rate-limit";
import { db } from "@/lib/db/client";
import { installPeerAddressStamp, PEER_HEADER } from "@/lib/http/peer-address";
import { SHARE_WIDE_MAX } from "@/lib/sharing/pin";
import { createUser, PASSWORD } from "../factories/users";
import { callRoute } from "../support/call-route";
import { latestMailTo, linkIn } from "../support/mailbox";
import { createShare } from "./share-view-support";

type Handler = Parameters<typeof callRoute>[0];

// Finding 6 of the hardening issue: lock-outs that guessers could turn against the right person.

async function postPin(key: string, pin: string, address: string) {
  const headers = new Headers({ "accept-language": "en", "x-forwarded-for": address, "content-type": "application/x-www-form-urlencoded" });
  const request = new Request(`http://localhost:3000/shared/${key}/0?step=document`, { method: "POST", headers, body: `pin=${pin}` });
  const response = await sharedPin(request, { params: Promise.resolve({ key, recipient: "0" }) });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

const loginFrom = (username: string, password: string, address: string) =>
  callRoute(login, "POST", "/api/login", { body: { username, password }, headers: { "x-forwarded-for": address } });

describe("a share's PIN under guessing from many addresses", () => {
  it("holds off the guessers' addresses at the cap, lets a fresh address in with the right PIN, tells the owner, who lifts it", async () => {
    const { share, owner } = await createShare({ pin: "4821" });
    for (let i = 0; i < SHARE_WIDE_MAX; i++) expect((await postPin(share.shareKey, "0000", `10.60.${i}.1`)).status).toBe(401);

    // The client, at an address that has not failed, still gets in.
    const client = await postPin(share.shareKey, "4821", "10.61.0.1");
    expect(client.status).toBe(200);
    expect(client.headers.get("set-cookie")).toContain(`share-pin-${share.id}=`);
    // An address that guessed is held off, even with the right PIN: 429, Retry-After, the translated page.
    const guesser = await postPin(share.shareKey, "4821", "10.60.7.1");
    expect(guesser.status).toBe(429);
    expect(Number(guesser.headers.get("retry-after"))).toBeGreaterThan(50 * 60);
    expect(guesser.html).toMatch(/Too many incorrect PIN codes\. Please try again in \d+ minutes\./);
    // A new address gets one guess while the cap holds.
    expect((await postPin(share.shareKey, "1111", "10.62.0.1")).status).toBe(401);
    expect((await postPin(share.shareKey, "4821", "10.62.0.1")).status).toBe(429);

    // The owner hears of it once: in the app and by e-mail.
    const notes = await callRoute<{ notifications: { kind: string; snapshotId: string }[] }>(notificationsRoute as Handler, "GET", "/api/notifications", { token: owner.token });
    expect(notes.body.notifications.filter((note) => note.kind === "share-pin-locked")).toEqual([expect.objectContaining({ snapshotId: share.id })]);
    expect((await latestMailTo(owner.user.email)).subject).toBe("Many wrong PINs were tried on your share “Client link”");

    // The owner sees the cap in the share history and lifts it; then the guesser's address may try again.
    const documentId = share.documentId;
    const history = await callRoute<{ snapshots: { id: string; shareInfo: { pinLockedUntil: string | null } }[] }>(snapshotsRoute as Handler, "GET", `/api/document/${documentId}/snapshots`, {
      token: owner.token,
      params: { id: documentId },
    });
    expect(history.body.snapshots[0].shareInfo.pinLockedUntil).not.toBeNull();
    const stranger = await createUser();
    const refused = await callRoute(liftPinLock, "POST", `/api/document/${documentId}/lift-pin-lock`, { token: stranger.token, params: { id: documentId }, body: { snapshotId: share.id } });
    expect(refused.status).toBe(404);
    const lifted = await callRoute<{ snapshot: { shareInfo: { pinLockedUntil: string | null } } }>(liftPinLock, "POST", `/api/document/${documentId}/lift-pin-lock`, {
      token: owner.token,
      params: { id: documentId },
      body: { snapshotId: share.id },
    });
    expect(lifted.status).toBe(200);
    expect(lifted.body.snapshot.shareInfo.pinLockedUntil).toBeNull();
    expect((await postPin(share.shareKey, "4821", "10.60.7.1")).status).toBe(200);
  });

  it("keeps the rising wait per address: 5 wrong tries from one address do not touch another", async () => {
    const { share } = await createShare({ pin: "4821" });
    for (let i = 0; i < 5; i++) await postPin(share.shareKey, "0000", "10.63.0.1");
    expect((await postPin(share.shareKey, "4821", "10.63.0.1")).status).toBe(429);
    expect((await postPin(share.shareKey, "4821", "10.63.0.2")).status).toBe(200);
  });
});

describe("a new PIN for a share being guessed", () => {
  it("is the owner's: the old PIN stops working, the new one opens, the counts start again; bad PINs and shares without one are refused", async () => {
    const { share, owner } = await createShare({ pin: "4821" });
    for (let i = 0; i < 5; i++) await postPin(share.shareKey, "0000", "10.64.0.1");
    expect((await postPin(share.shareKey, "4821", "10.64.0.1")).status).toBe(429);
    const documentId = share.documentId;
    const change = (token: string, body: Record<string, unknown>, id = documentId) =>
      callRoute<{ error?: { code: string; message: string; fields?: { path: string; message: string }[] } }>(changeSharePin, "POST", `/api/document/${id}/change-share-pin`, { token, params: { id }, body });

    const stranger = await createUser();
    expect((await change(stranger.token, { snapshotId: share.id, pinProtectionCode: "1357" })).status).toBe(404);
    const malformed = await change(owner.token, { snapshotId: share.id, pinProtectionCode: "12a4" });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error?.fields).toEqual([{ path: "pinProtectionCode", message: "The PIN must be exactly 4 digits." }]);
    expect((await postPin(share.shareKey, "4821", "10.64.0.2")).status).toBe(200);

    expect((await change(owner.token, { snapshotId: share.id, pinProtectionCode: "1357" })).status).toBe(200);
    expect((await postPin(share.shareKey, "4821", "10.64.0.3")).status).toBe(401);
    // The address that had been held off may try again, with the new PIN.
    expect((await postPin(share.shareKey, "1357", "10.64.0.1")).status).toBe(200);

    const open = await createShare();
    const noPin = await change(open.owner.token, { snapshotId: open.share.id, pinProtectionCode: "1357" }, open.share.documentId);
    expect(noPin.status).toBe(400);
    expect(noPin.body.error?.message).toBe("This share has no PIN.");
  });
});

describe("wrong passwords", () => {
  it("from one address do not lock the owner out at another", async () => {
    const { user } = await createUser();
    for (let i = 0; i < 8; i++) expect((await loginFrom(user.username, "wrong-password", "10.70.0.1")).status).toBe(401);
    expect((await loginFrom(user.username, PASSWORD, "10.70.0.1")).status).toBe(429);
    expect((await loginFrom(user.username, PASSWORD, "10.70.0.2")).status).toBe(200);
  });

  it("from many addresses lock the account, and the owner's e-mailed link signs in once", async () => {
    const { user } = await createUser();
    for (let i = 0; i < LOGIN_LOCK_ADDRESSES; i++) expect((await loginFrom(user.username, "wrong-password", `10.71.${i}.1`)).status).toBe(401);
    const locked = await loginFrom(user.username, PASSWORD, "10.72.0.1");
    expect(locked.status).toBe(429);

    const mail = await latestMailTo(user.email);
    expect(mail.subject).toBe("Your Eventdocs account was locked: sign in with this link");
    const token = linkIn(mail.text, "/auth/sign-in")!;
    expect(token).toBeTruthy();
    const stored = await db.authToken.findFirstOrThrow({ where: { userId: user.id, kind: "SIGN_IN_LINK" } });
    expect(stored.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(30 * 60_000);
    expect(stored.tokenHash).not.toContain(token);

    const signedIn = await callRoute<{ redirect: string }>(signInLink, "POST", `/api/sign-in-link/${token}`, { params: { token }, headers: { "x-forwarded-for": "10.72.0.1" } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.redirect).toBe("/documents");
    expect(signedIn.cookie).toBeTruthy();
    const session = await callRoute<{ user: { id: string } }>(me, "GET", "/api/users/me", { cookie: signedIn.cookie });
    expect(session.status).toBe(200);
    expect(JSON.stringify(session.body)).toContain(user.id);

    const again = await callRoute(signInLink, "POST", `/api/sign-in-link/${token}`, { params: { token }, headers: { "x-forwarded-for": "10.72.0.1" } });
    expect(again.status).toBe(400);
    // The lock itself stays for everybody else until it ends.
    expect((await loginFrom(user.username, PASSWORD, "10.72.0.2")).status).toBe(429);
  });

  it("an expired sign-in link does not sign in", async () => {
    const { user } = await createUser();
    for (let i = 0; i < LOGIN_LOCK_ADDRESSES; i++) await loginFrom(user.username, "wrong-password", `10.73.${i}.1`);
    const token = linkIn((await latestMailTo(user.email)).text, "/auth/sign-in")!;
    await db.authToken.updateMany({ where: { userId: user.id, kind: "SIGN_IN_LINK" }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await callRoute(signInLink, "POST", `/api/sign-in-link/${token}`, { params: { token } })).status).toBe(400);
  });
});

describe("the caller's address (TRUST_PROXY)", () => {
  const saved = process.env.TRUST_PROXY;
  afterEach(() => {
    process.env.TRUST_PROXY = saved;
  });
  const request = (headers: Record<string, string>) => new Request("http://localhost:3000/x", { headers });

  it("ignores X-Forwarded-For without trusted proxies, and takes the n-th hop from the right with TRUST_PROXY=n", () => {
    delete process.env.TRUST_PROXY;
    expect(clientAddress(request({ "x-forwarded-for": "203.0.113.9" }))).toBe("unknown");
    process.env.TRUST_PROXY = "0";
    expect(clientAddress(request({ "x-forwarded-for": "203.0.113.9" }))).toBe("unknown");
    process.env.TRUST_PROXY = "1";
    expect(clientAddress(request({ "x-forwarded-for": "6.6.6.6, 203.0.113.9" }))).toBe("203.0.113.9");
    expect(clientAddress(request({ "x-forwarded-for": " 198.51.100.7 " }))).toBe("198.51.100.7");
    expect(clientAddress(request({ "x-real-ip": "203.0.113.9" }))).toBe("unknown");
    process.env.TRUST_PROXY = "2";
    expect(clientAddress(request({ "x-forwarded-for": "6.6.6.6, 203.0.113.9, 10.0.0.5" }))).toBe("203.0.113.9");
    expect(clientAddress(request({ "x-forwarded-for": "203.0.113.9" }))).toBe("203.0.113.9");
    process.env.TRUST_PROXY = "nonsense";
    expect(clientAddress(request({ "x-forwarded-for": "203.0.113.9" }))).toBe("unknown");
  });

  it("without trusted proxies, a forged X-Forwarded-For does not give a guesser fresh addresses", async () => {
    delete process.env.TRUST_PROXY;
    const { user } = await createUser();
    for (let i = 0; i < 8; i++) await loginFrom(user.username, "wrong-password", `10.80.${i}.1`);
    expect((await loginFrom(user.username, PASSWORD, "10.80.99.1")).status).toBe(429);
  });

  it("stamps the socket's address on each request, over whatever the client sent in its place", async () => {
    installPeerAddressStamp();
    let seen: string | undefined;
    const server = createServer((req, res) => {
      seen = clientAddress(new Request("http://localhost/x", { headers: req.headers as Record<string, string> }));
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      delete process.env.TRUST_PROXY;
      const { port } = server.address() as AddressInfo;
      await fetch(`http://127.0.0.1:${port}/`, { headers: { [PEER_HEADER]: "203.0.113.66", "x-forwarded-for": "203.0.113.67" } });
      expect(seen).toBe("127.0.0.1");
    } finally {
      server.close();
    }
  });
});
