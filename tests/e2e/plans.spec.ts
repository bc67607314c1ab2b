import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { LOCALES, type Locale } from "../../lib/i18n/locales";
import type en from "../../messages/en.json";
import { plannerWithDocument } from "./editor-support";
import { expectAccessible, openEditor, uniqueName } from "./support";

// Plans and payment, in the browser: the card payment page with its plan selection (activated for
// testing: the e2e server has no Stripe keys), the pages in every language, the payment dialog of an
// ended trial, and the account-disabled page. Plan situations come from POST /api/dev/plan-state.

const messagesOf = (locale: Locale): typeof en => JSON.parse(readFileSync(`messages/${locale}.json`, "utf8"));

/** Registers a planner through the API; the browser context is then signed in. */
async function registerPlanner(page: Page, prefix: string) {
  const username = uniqueName(prefix);
  const registered = await page.request.post("/api/register", {
    data: { username, email: `${username}@example.test`, password: "a-very-good-password", firstname: "Lucía", lastname: "Ferrante", primarySector: "Weddings" },
  });
  expect(registered.status()).toBe(201);
}

async function setPlanState(page: Page, state: "TRIAL_EXPIRED" | "DISABLED") {
  expect((await page.request.post("/api/dev/plan-state", { data: { state } })).status()).toBe(200);
}

test("a new planner sees the free trial, compares the plans and activates Small monthly for testing", async ({ page }) => {
  await registerPlanner(page, "plans");
  await page.goto("/plan-stripe");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Plan and billing");
  const current = page.getByRole("region", { name: "Current plan" });
  await expect(current.getByText("Free trial", { exact: true })).toBeVisible();
  await expect(current.getByText(/^Your trial ends on /)).toBeVisible();
  await expect(page.getByText("Card payments are not configured on this server", { exact: true })).toBeVisible();
  await expect(page.getByRole("meter", { name: "Disk space" })).toBeVisible();
  await expectAccessible(page);

  await current.getByRole("button", { name: "Choose a plan" }).click();
  const dialog = page.getByRole("dialog", { name: "Choose your plan" });
  await expect(dialog).toBeVisible();
  const small = dialog.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Small" }) });
  const monthly = small.locator('[data-interval="monthly"]');
  const yearly = small.locator('[data-interval="yearly"]');
  await expect(monthly).toContainText("€19 / month");
  await expect(yearly).toContainText("€190 / year");
  await expect(yearly).toContainText("Save 17%");
  // Side by side: one row, the yearly price right of the monthly one.
  const [left, right] = await Promise.all([monthly.boundingBox(), yearly.boundingBox()]);
  expect(Math.abs(left!.y - right!.y)).toBeLessThan(2);
  expect(right!.x).toBeGreaterThanOrEqual(left!.x + left!.width);
  await expect(dialog.getByRole("link", { name: "Contact sales" })).toHaveAttribute("href", /^mailto:/);
  await expectAccessible(page);

  await dialog.getByRole("button", { name: "Activate for testing: Small, Monthly" }).click();
  await expect(dialog).toBeHidden();
  // The closed dialog inside the card names "Small" too: the plan name is the visible one.
  await expect(current.getByText("Small", { exact: true }).filter({ visible: true })).toBeVisible();
  await expect(current.getByText("Active", { exact: true })).toBeVisible();
  await expect(current.getByText("€19 / month · Billed monthly")).toBeVisible();
  await expect(page.getByRole("region", { name: "Plan history" }).getByRole("row")).toHaveCount(3);
});

test("plan pages render in all five languages", async ({ page, context, baseURL }) => {
  await registerPlanner(page, "plansi18n");
  for (const locale of LOCALES) {
    const messages = messagesOf(locale).plans;
    await context.addCookies([{ name: "NEXT_LOCALE", value: locale, url: baseURL! }]);
    // A card account asking for the direct payment page lands on its own.
    await page.goto("/plan-direct");
    await expect(page).toHaveURL(/\/plan-stripe$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(messages.title);
    await expect(page.getByRole("region", { name: messages.current.title })).toContainText(messages.freeTrial);
    await page.goto("/plan-stripe/success-purchase");
    await expect(page.getByText(messages.purchase.successTitle)).toBeVisible();
  }
  expect((await page.goto("/plan-stripe/anything-else"))?.status()).toBe(404);
});

test("after the trial the editor offers the plan selection", async ({ page }) => {
  const { id } = await plannerWithDocument(page, "plansend", "Autumn wedding");
  await setPlanState(page, "TRIAL_EXPIRED");
  await openEditor(page, `/document/${id}`);
  const dialog = page.getByRole("dialog", { name: "Your plan does not allow editing" });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  // Reading goes on; sharing offers the plans too.
  await dialog.getByRole("button", { name: "Continue reading" }).click();
  await page.getByRole("button", { name: "Share", exact: true }).click();
  const sharing = page.getByRole("dialog", { name: "Your plan does not allow sharing" });
  await expect(sharing).toBeVisible();
  await expect(sharing.getByRole("link", { name: "Choose a plan" })).toHaveAttribute("href", "/plan-stripe?choose=1");
  await sharing.getByRole("button", { name: "Not now" }).click();
  await page.getByRole("button", { name: "Share", exact: true }).click();
  await page.getByRole("dialog", { name: "Your plan does not allow sharing" }).getByRole("link", { name: "Choose a plan" }).click();
  await expect(page).toHaveURL(/\/plan-stripe\?choose=1$/);
  await expect(page.getByRole("dialog", { name: "Choose your plan" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Current plan" }).getByText(/^Your trial ended on /)).toBeVisible();
});

test("a disabled account is sent to the account-disabled page", async ({ page }) => {
  await registerPlanner(page, "plansoff");
  await setPlanState(page, "DISABLED");
  await page.goto("/documents");
  await expect(page).toHaveURL(/\/account-disabled$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your account is disabled");
  await expect(page.getByText(/Please check your payment method/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Contact support" })).toHaveAttribute("href", /^mailto:.+@/);
  await expect(page.getByRole("link", { name: "Check payment method" })).toHaveAttribute("href", "/plan-stripe");
  await expect(page.getByRole("button", { name: "Log out" })).toBeVisible();
  await expectAccessible(page);
});
