import { describe, expect, it } from "vitest";
import { NEW_ACCOUNT_GRACE_MS, whatsNewMode } from "./whats-new";

const now = new Date("2025-06-01T12:00:00Z");
const longAgo = new Date("2024-01-01T00:00:00Z");

describe("whatsNewMode", () => {
  it("shows the help once per build version", () => {
    expect(whatsNewMode({ lastUsedVersion: null, createdAt: longAgo }, 465, now)).toBe("show");
    expect(whatsNewMode({ lastUsedVersion: 464, createdAt: longAgo }, 465, now)).toBe("show");
    expect(whatsNewMode({ lastUsedVersion: 465, createdAt: longAgo }, 465, now)).toBe("none");
    expect(whatsNewMode({ lastUsedVersion: 466, createdAt: longAgo }, 465, now)).toBe("none");
  });

  it("records the version silently for accounts younger than ten minutes", () => {
    const fresh = new Date(now.getTime() - NEW_ACCOUNT_GRACE_MS + 1000);
    const older = new Date(now.getTime() - NEW_ACCOUNT_GRACE_MS);
    expect(whatsNewMode({ lastUsedVersion: null, createdAt: fresh }, 465, now)).toBe("silent");
    expect(whatsNewMode({ lastUsedVersion: null, createdAt: older }, 465, now)).toBe("show");
  });
});
