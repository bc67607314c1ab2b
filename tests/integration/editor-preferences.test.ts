import { describe, expect, it } from "vitest";
import { PUT as savePreferences } from "@/app/api/account/editor-preferences/route";
import { db } from "@/lib/db/client";
import { createUser } from "../factories/users";
import { callRoute } from "../support/call-route";

const PATH = "/api/account/editor-preferences";
const save = (token: string | undefined, body: unknown, headers?: Record<string, string>) => callRoute(savePreferences, "PUT", PATH, { token, body, headers });
const collapsed = async (id: string) => (await db.user.findUniqueOrThrow({ where: { id }, select: { editorPanelCollapsed: true } })).editorPanelCollapsed;

describe("PUT /api/account/editor-preferences", () => {
  it("keeps the panel collapsed on the account, and open again when asked", async () => {
    const { user, token } = await createUser();
    expect(await collapsed(user.id)).toBe(false);

    const folded = await save(token, { panelCollapsed: true });
    expect(folded.status).toBe(200);
    expect(folded.body).toEqual({ panelCollapsed: true });
    expect(await collapsed(user.id)).toBe(true);

    expect((await save(token, { panelCollapsed: false })).body).toEqual({ panelCollapsed: false });
    expect(await collapsed(user.id)).toBe(false);
  });

  it("changes only the caller's own account", async () => {
    const [caller, other] = await Promise.all([createUser(), createUser()]);
    expect((await save(caller.token, { panelCollapsed: true })).status).toBe(200);
    expect(await collapsed(other.user.id)).toBe(false);
  });

  it("answers 400 naming the field, in the caller's language, and changes nothing", async () => {
    const { user, token } = await createUser();
    await save(token, { panelCollapsed: true });
    for (const body of [{ panelCollapsed: "yes" }, { panelCollapsed: 1 }, { panelCollapsed: null }]) {
      const refused = await save(token, body);
      expect(refused.status).toBe(400);
      expect(refused.body.error.code).toBe("INVALID_INPUT");
      expect(refused.body.error.fields).toEqual([{ path: "panelCollapsed", message: "Must be true or false." }]);
    }
    const missing = await save(token, {});
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toEqual([{ path: "panelCollapsed", message: "This field is required." }]);
    expect((await save(token, "not json")).status).toBe(400);
    const german = await save(token, { panelCollapsed: "ja" }, { "accept-language": "de" });
    expect(german.body.error.fields).toEqual([{ path: "panelCollapsed", message: "Muss true oder false sein." }]);
    expect(await collapsed(user.id)).toBe(true);
  });

  it("answers 401 without a session", async () => {
    const result = await save(undefined, { panelCollapsed: true });
    expect(result.status).toBe(401);
    expect(result.body.error.code).toBe("UNAUTHENTICATED");
  });
});
