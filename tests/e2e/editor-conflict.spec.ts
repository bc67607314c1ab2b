import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { expectAccessible, openEditor, uniqueName } from "./support";

// Editor issue, done-when: "Two tabs editing the same block: no edit is lost silently."

async function registerWithHeading(request: APIRequestContext, text: string) {
  const username = uniqueName("tabs");
  const registered = await request.post("/api/register", {
    data: { username, email: `${username}@example.test`, password: "a-very-good-password", firstname: "Sofia", lastname: "Russo", primarySector: "Weddings" },
  });
  expect(registered.status()).toBe(201);
  await request.post("/api/account/signup-promo-shown"); // no first-time tour over the editor
  const me = await (await request.get("/api/users/me")).json();
  const teamId = me.memberships[0].team._id;
  const created = await request.post(`/api/team/${teamId}/document`, { data: { title: "Two tabs" } });
  const { id } = await created.json();
  const segment = await request.post(`/api/document/${id}/segment`, { data: { segmentType: "heading", content: text } });
  expect(segment.status()).toBe(201);
  return id as string;
}

const heading = (page: Page) => page.locator('[data-block-type="heading"]').first();
const headingInput = (page: Page) => page.getByRole("textbox", { name: "Heading text" });
const saveState = (page: Page) => page.getByTestId("save-status").getAttribute("data-state");

test("two tabs change the same heading: the second is asked which version to keep, and its choice is what stays", async ({ context }) => {
  const setup = await context.newPage();
  const id = await registerWithHeading(setup.request, "Welcome");
  await setup.close();

  const tabA = await context.newPage();
  const tabB = await context.newPage();
  await openEditor(tabA, `/document/${id}`);
  await openEditor(tabB, `/document/${id}`);

  // Tab A saves first.
  await heading(tabA).click();
  await headingInput(tabA).fill("Welcome to Villa Aurelia");
  await expect.poll(() => saveState(tabA), { timeout: 10_000 }).toBe("saved");

  // Tab B still had the old version: its save is refused and it says so, with both choices.
  await heading(tabB).click();
  await headingInput(tabB).fill("Welcome, dear guests");
  const notice = tabB.getByRole("status").filter({ hasText: "This block was changed in another tab" });
  await expect(notice).toBeVisible({ timeout: 10_000 });
  await expect.poll(() => saveState(tabB)).toBe("conflict");
  await expectAccessible(tabB);

  // Leaving while a block waits for a choice asks first; staying keeps the page as it was.
  let asked = "";
  tabB.once("dialog", (dialog) => {
    asked = dialog.type();
    void dialog.dismiss();
  });
  await tabB.getByRole("link", { name: "Documents" }).first().click();
  await expect.poll(() => asked).toBe("confirm");
  await expect(tabB).toHaveURL(new RegExp(`/document/${id}$`));
  await expect(notice).toBeVisible();

  // Nothing was overwritten meanwhile: A's text is what the server has.
  const stored = await (await tabA.request.get(`/api/document/${id}`)).json();
  expect(stored.segments[0].content).toBe("Welcome to Villa Aurelia");

  // B looks at the saved version, then decides to keep its own after all, typing again.
  await tabB.getByRole("button", { name: "Use the saved version" }).click();
  await expect(headingInput(tabB)).toHaveValue("Welcome to Villa Aurelia");
  await headingInput(tabB).fill("Welcome to Villa Aurelia, dear guests");
  await expect.poll(() => saveState(tabB), { timeout: 10_000 }).toBe("saved");

  // Tab A, now stale in turn, gets the same question rather than silently overwriting B.
  await headingInput(tabA).fill("Welcome to Villa Aurelia!");
  await expect(tabA.getByText("This block was changed in another tab")).toBeVisible({ timeout: 10_000 });
  await tabA.getByRole("button", { name: "Keep my version" }).click();
  await expect.poll(() => saveState(tabA), { timeout: 10_000 }).toBe("saved");

  await tabB.reload();
  await tabB.locator("[data-editor-ready]").waitFor();
  await expect(heading(tabB)).toHaveText("Welcome to Villa Aurelia!");
});
