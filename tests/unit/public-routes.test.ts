import { describe, expect, it } from "vitest";
import { allContracts } from "@/lib/http/openapi-contracts";
import { PUBLIC_ROUTES } from "@/lib/http/public-routes";

describe("public routes", () => {
  it("are exactly the contracts marked auth: public, each listed once with a reason", () => {
    const listed = PUBLIC_ROUTES.map((r) => `${r.method} ${r.path}`).sort();
    const marked = allContracts.filter((c) => c.auth === "public").map((c) => `${c.method} ${c.path}`).sort();
    expect(new Set(listed).size).toBe(listed.length);
    expect(PUBLIC_ROUTES.every((r) => r.why.length > 3)).toBe(true);
    expect(marked).toEqual(listed);
  });
});
