import { mkdirSync } from "node:fs";
import sharp from "sharp";
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from "@playwright/test";
import { expectAccessible, uniqueName } from "./support";

// The operator console (issue 12): a super admin finds another account, switches it to direct
// payment, extends its trial, gives it a referral code and opens one of its documents read-only;
// everyone else finds no console. With SUPERADMIN_SHOTS=1 the journey also photographs every tab
// (1440 px, the accounts tab at 820 px too) into /tmp/superadmin-shots/.

const SHOTS = process.env.SUPERADMIN_SHOTS ? "/tmp/superadmin-shots" : null;

/** Registers an account in its own cookie jar; answers its username, id, first workspace and request context. */
async function register(request: APIRequestContext, prefix: string, firstname: string, lastname: string) {
  const username = uniqueName(prefix);
  const registered = await request.post("/api/register", {
    data: { username, email: `${username}@example.test`, password: "a-very-good-password", firstname, lastname, primarySector: "Weddings" },
  });
  expect(registered.status()).toBe(201);
  await request.post("/api/account/signup-promo-shown");
  const me = (await (await request.get("/api/users/me")).json()) as { _id: string; memberships: { team: { _id: string } }[] };
  return { username, id: me._id, teamId: me.memberships[0].team._id };
}

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.waitForLoadState("networkidle");
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test("a super admin manages another account and opens its document read-only", async ({ page }, testInfo) => {
  test.setTimeout(SHOTS ? 180_000 : 60_000);
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
  const baseURL = testInfo.project.use.baseURL;

  // The account the operator looks after, with a document, in its own session.
  const other = await playwrightRequest.newContext({ baseURL });
  const target = await register(other, "client", "Tomás", "Ferreira");
  const title = uniqueName("Harbour gala ");
  const created = await other.post(`/api/team/${target.teamId}/document`, { data: { title } });
  expect(created.status()).toBe(201);
  const { id: documentId } = (await created.json()) as { id: string };
  if (SHOTS) {
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#b07a9c" } }).jpeg().toBuffer();
    await other.post(`/api/team/${target.teamId}/media`, { multipart: { file: { name: "harbour.jpg", mimeType: "image/jpeg", buffer: photo } } });
    await other.post("/api/dev/modules", { data: { modules: ["catalog"] } });
    await other.post(`/api/team/${target.teamId}/catalog`, { data: { sku: "FL-101", name: "Bridal bouquet", currency: "EUR", price: 180.5, description: "Seasonal flowers" } });
  }

  // The operator: locally (DEV_TOOLS) a user can make themselves a super admin.
  await register(page.request, "operator", "Olga", "Operator");
  expect((await page.request.post("/api/dev/super-admin", { data: { superAdmin: true } })).status()).toBeLessThan(300);
  await page.setViewportSize({ width: 1440, height: 1000 });

  await page.goto("/documents");
  await page.getByRole("link", { name: "Operator console" }).click();
  await expect(page).toHaveURL(/\/super-admin\/0$/);
  await expect(page.getByRole("heading", { name: "Operator console", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: /Accounts/ })).toHaveAttribute("aria-current", "page");

  await page.getByRole("searchbox", { name: "Search accounts" }).fill(target.username);
  await expect(page).toHaveURL(new RegExp(`q=${target.username}`));
  await expectAccessible(page);
  await shot(page, "tab-0-accounts-1440");
  await page.getByRole("link", { name: target.username, exact: true }).click();
  await expect(page.getByRole("heading", { name: "Tomás Ferreira" })).toBeVisible();

  // Direct payment.
  await page.getByRole("radio", { name: "Direct payment" }).check();
  await page.getByRole("button", { name: "Change payment method" }).click();
  await expect(page.getByText("The payment method has been changed.")).toBeVisible();

  // A longer trial.
  await page.getByRole("spinbutton", { name: "Days" }).fill("30");
  await page.getByRole("button", { name: "Extend trial" }).click();
  await expect(page.getByText("The trial has been extended.")).toBeVisible();

  // A referral code for this account.
  const code = uniqueName("HARBOUR").toUpperCase();
  const referralForm = page.getByRole("form", { name: "New referral code" });
  await referralForm.getByRole("textbox", { name: "Code" }).fill(code);
  await referralForm.getByRole("button", { name: "Create code" }).click();
  await expect(page.getByText(`The code ${code} has been created.`)).toBeVisible();
  await expect(page.getByRole("region", { name: "Referral codes" }).getByText(code, { exact: true })).toBeVisible();
  await expectAccessible(page);
  await shot(page, "tab-0-account-detail-1440");

  // What the server now holds for the account.
  const account = (await (await page.request.get(`/api/superadmin/accounts/${target.id}`)).json()) as {
    paymentMethod: string;
    plan: { status: string; expiresAt: string };
    referralCodes: { code: string; limit: number; enabled: boolean }[];
  };
  expect(account.paymentMethod).toBe("DIRECT");
  expect(account.plan.status).toBe("TRIAL");
  expect(new Date(account.plan.expiresAt).getTime()).toBeGreaterThan(Date.now() + 40 * 24 * 3600 * 1000);
  expect(account.referralCodes).toEqual([expect.objectContaining({ code, limit: 10, enabled: true })]);

  if (SHOTS) {
    await page.setViewportSize({ width: 820, height: 1100 });
    await shot(page, "tab-0-account-detail-820");
    await page.goto("/super-admin/0");
    await shot(page, "tab-0-accounts-820");
    await page.setViewportSize({ width: 1440, height: 1000 });
    for (const [index, name] of ["documents", "catalog", "media", "kpi", "team-admins", "teams", "referrals", "test-emails", "audit"].entries()) {
      await page.goto(`/super-admin/${index + 1}`);
      await shot(page, `tab-${index + 1}-${name}-1440`);
      await expectAccessible(page);
    }
    await page.goto("/super-admin/1?view=notes");
    await shot(page, "tab-1-documents-notes-1440");
    // The server's own message for an empty subdomain, in the dialog.
    await page.goto("/super-admin/6");
    await page.getByRole("button", { name: /^Edit the subdomain of Tomás/ }).click();
    const dialog = page.getByRole("dialog", { name: /^Subdomain of Tomás/ });
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByText("given subdomain name is empty")).toBeVisible();
    await shot(page, "tab-6-teams-subdomain-dialog-1440");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await page.goto("/super-admin/8");
    await page.getByRole("button", { name: "Send test e-mails" }).click();
    await expect(page.getByText(/^Sent to /)).toBeVisible();
    await shot(page, "tab-8-test-emails-sent-1440");
    await page.goto(`/super-admin/0?account=${target.id}`);
    await page.getByRole("button", { name: "Delete account permanently" }).click();
    await shot(page, "tab-0-delete-dialog-1440");
    await page.keyboard.press("Escape");
  }

  // Its document, read-only.
  await page.goto("/super-admin/1");
  await page.getByRole("searchbox", { name: "Search documents" }).fill(title);
  await expect(page).toHaveURL(/\?q=Harbour/);
  await page.getByRole("link", { name: `Open read-only: ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/superadmin/document/${documentId}$`));
  await expect(page.getByText("Viewing as operator (read-only)")).toBeVisible();
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expectAccessible(page);
  await shot(page, "document-read-only-1440");
  if (SHOTS) {
    for (const name of ["Event Info", "Style", "Share", "Saving"]) {
      await page.getByRole("tab", { name }).click();
      await shot(page, `document-read-only-${name.toLowerCase().replace(" ", "-")}-1440`);
    }
  }
  // Once its owner deletes it, the operator finds the document-link-disabled page.
  expect((await other.delete(`/api/document/${documentId}`)).status()).toBeLessThan(300);
  await page.reload();
  await expect(page.getByRole("heading", { name: "This document is not available at this time." })).toBeVisible();
  await expectAccessible(page);
  await shot(page, "document-deleted-1440");
  await other.dispose();
});

test("anyone else finds no operator console", async ({ page }) => {
  await register(page.request, "planner", "Paula", "Planner");
  await page.goto("/documents");
  await expect(page.getByRole("link", { name: "Documents" }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Operator console" })).toHaveCount(0);
  expect((await page.goto("/super-admin"))?.status()).toBe(404);
  const response = await page.goto("/super-admin/0");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Operator console" })).toHaveCount(0);
  await expectAccessible(page);
  // Nor the operator's view of a document.
  const someId = "cmi0000000000000000000000";
  expect((await page.goto(`/superadmin/document/${someId}`))?.status()).toBe(404);
  expect((await page.request.get(`/api/superadmin/document/${someId}`)).status()).toBe(403);
});
