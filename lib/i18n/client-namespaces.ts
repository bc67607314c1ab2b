// The messages each part of the app sends to the browser. Every page used to inline the whole
// catalogue (about 3,000 keys, the operator console's included); now each route segment's layout
// wraps its client components in <ClientMessages area> (components/i18n/client-messages.tsx) with only
// what they read. A nested provider replaces its parent's messages (it does not merge them), so each
// area lists everything its own client components need.
//
// An entry is a namespace ("catalog") or a path inside one ("errors.internal", "blocks.imagePicker").
// lib/i18n/client-namespaces.test.ts reads the client components below each layout and fails when
// one of them reads a message its area does not list, or an area lists what nobody reads.

/** What every page's forms and primitives show: components/ui and lib/client/use-error-message.ts. */
const BASICS = ["ui", "errors.couldNotConnect", "errors.internal", "errors.sessionEnded"] as const;

/** The logged-in shell: sidebar, workspace switcher and its dialogs, notifications, trial banner. */
const SHELL = [...BASICS, "app.name", "auth.register.survey.sectors", "notifications", "shell", "whatsNew", "workspaces"] as const;

/** Design thumbnails and previews (the create dialog's "From a design", the galleries). */
const DESIGN_PREVIEWS = ["blocks.carousel", "blocks.floor-plan", "blocks.map-location"] as const;

export const CLIENT_MESSAGES = {
  /** Pages outside every group: the account-disabled page, the verify page, redirects. */
  root: [...BASICS, "plans.disabled", "shell.logout"],
  auth: [
    ...BASICS,
    "app",
    "accounts.emailSent",
    "auth",
    "errors.activationRequired",
    "errors.invalidInvitation",
    "errors.passwordsDoNotMatch",
    "errors.tokenInvalid",
    "errors.usernameNotAvailable",
    "validation",
  ],
  shell: [...SHELL, "plans.banner"],
  billing: [...SHELL, "plans"],
  documents: [...BASICS, ...DESIGN_PREVIEWS, "deal.filter", "deal.status", "designs", "documentImport", "documents", "validation.required"],
  welcome: [...BASICS, ...DESIGN_PREVIEWS, "designs", "documents", "welcome"],
  designs: [...BASICS, ...DESIGN_PREVIEWS, "designTemplates"],
  editor: [
    ...BASICS,
    "blocks",
    "catalog.picker",
    "contacts.panel",
    "deal",
    "document",
    "documents",
    "editor",
    "editorPanel",
    "editorShortcuts",
    "editorTour",
    "learningCenter",
    "pdf",
    "plans.paymentRequired",
    "pricingSheet",
    "share",
    "shell.activation",
    "teamTemplates",
    "validation.email",
    "validation.required",
  ],
  docStyleEditor: [...BASICS, "blocks", "docStyles", "validation"],
  contentTemplates: [...BASICS, "blocks", "contentTemplates"],
  catalog: [...BASICS, "catalog"],
  contacts: [...BASICS, "contacts", "validation.email", "validation.invalid", "validation.required", "validation.tooLong"],
  members: [...BASICS, "members"],
  mediaLibrary: [...BASICS, "errors.stockPhotosOff", "errors.tooManyFilesAtOnce", "mediaLibrary", "stockPhotos"],
  profile: [...BASICS, "blocks.imagePicker", "profile"],
  accountMisc: [...BASICS, "accountMisc"],
  changePassword: [...BASICS, "changePassword", "errors.passwordsDoNotMatch"],
  workspace: [...BASICS, "auth.register.survey.sectors", "blocks.imagePicker", "docStyles.defaultBadge", "docStyles.import", "docStyles.list", "workspaces"],
  superAdmin: [...BASICS, "plans", "superAdmin"],
  csstest: ["ui", "csstest.dialog"],
} as const satisfies Record<string, readonly string[]>;

export type ClientArea = keyof typeof CLIENT_MESSAGES;

type Tree = { [key: string]: unknown };

/** The messages at the given paths, in the catalogue's own shape (a path missing from it is left out). */
export function pickMessages(messages: Tree, paths: readonly string[]): Tree {
  const picked: Tree = {};
  // Only objects made here are written to: the catalogue itself is shared by every request.
  const own = new Set<Tree>([picked]);
  for (const entry of paths) {
    const keys = entry.split(".");
    let from: unknown = messages;
    for (const key of keys) from = from && typeof from === "object" ? (from as Tree)[key] : undefined;
    if (from === undefined) continue;
    let into = picked;
    for (const key of keys.slice(0, -1)) {
      const next = into[key];
      if (!(next && typeof next === "object" && own.has(next as Tree))) {
        const copy: Tree = next && typeof next === "object" ? { ...(next as Tree) } : {};
        own.add(copy);
        into[key] = copy;
      }
      into = into[key] as Tree;
    }
    into[keys[keys.length - 1]] = from;
  }
  return picked;
}
