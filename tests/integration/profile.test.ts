import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { POST as updateProfile } from "@/app/api/profile/route";
import { DELETE as deletePhoto, GET as getPhoto, POST as uploadPhoto } from "@/app/api/user/[id]/profile-photo/route";
import { GET as diskUsage } from "@/app/api/users/diskUsage/route";
import { GET as me } from "@/app/api/users/me/route";
import { db } from "@/lib/db/client";
import { createUser } from "../factories/users";
import { callRoute } from "../support/call-route";

const form = (fields: Record<string, string | Blob>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
};

describe("profile", () => {
  it("updates the profile from a multipart form, answers a fresh token and revokes the old one", async () => {
    const { user, token } = await createUser();
    const result = await callRoute(updateProfile, "POST", "/api/profile", {
      token,
      form: form({ firstname: "Ada", lastname: "Byron", title: "Planner", language: "de", instagramUserName: "@ada.events", mobilePhone: "" }),
    });
    expect(result.status).toBe(200);
    expect(result.body.token).not.toBe(token);
    expect(result.body.user).toMatchObject({ lastname: "Byron", language: "de", instagramUserName: "ada.events", title: "Planner" });
    expect((await callRoute(me, "GET", "/api/users/me", { token })).status).toBe(401);
    expect((await callRoute(me, "GET", "/api/users/me", { token: result.body.token })).body._id).toBe(user.id);
  });

  it("refuses a bad language and an empty name, changing nothing", async () => {
    const { user, token } = await createUser();
    const result = await callRoute(updateProfile, "POST", "/api/profile", { token, form: form({ firstname: "", lastname: "X", language: "fr" }) });
    expect(result.status).toBe(400);
    expect(result.body.error.fields.map((f: { path: string }) => f.path).sort()).toEqual(["firstname", "language"]);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).lastname).toBe("Lovelace");
  });

  it("stores, serves and removes a profile photo; refuses non-images and other users' photos", async () => {
    const { user, token } = await createUser();
    const other = await createUser();
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#7a3b69" } }).png().toBuffer();

    const fake = await callRoute(uploadPhoto, "POST", "/x", { token, params: { id: user.id }, form: form({ file: new Blob(["<svg onload=alert(1)>"]) }) });
    expect(fake.status).toBe(400);
    expect(fake.body.error.message).toBe("Only image files can be uploaded.");

    const foreign = await callRoute(uploadPhoto, "POST", "/x", { token: other.token, params: { id: user.id }, form: form({ file: new Blob([png]) }) });
    expect(foreign.status).toBe(404);

    const uploaded = await callRoute(uploadPhoto, "POST", "/x", { token, params: { id: user.id }, form: form({ file: new Blob([png], { type: "image/png" }) }) });
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.user.image).toBe(`/api/user/${user.id}/profile-photo`);

    const served = await fetchPhoto(user.id, token);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([512, 512]);
    expect((await fetchPhoto(user.id, other.token)).status).toBe(404);

    const usage = await callRoute(diskUsage, "GET", "/api/users/diskUsage", { token });
    expect(usage.body.totalSize).toBeGreaterThan(0);

    expect((await callRoute(deletePhoto, "DELETE", "/x", { token, params: { id: user.id } })).status).toBe(200);
    expect((await fetchPhoto(user.id, token)).status).toBe(404);
    expect((await callRoute(diskUsage, "GET", "/api/users/diskUsage", { token })).body.totalSize).toBe(0);
  });
});

async function fetchPhoto(id: string, token: string) {
  return getPhoto(new Request("http://localhost:3000/x", { headers: { authorization: `Bearer ${token}` } }), { params: Promise.resolve({ id }) });
}
