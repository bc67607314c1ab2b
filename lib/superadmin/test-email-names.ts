/** The e-mails the app sends, by the name the test e-mail call takes (lib/superadmin/test-emails.ts builds each). */
export const TEST_EMAIL_TEMPLATES = ["activation", "password-reset", "invitation", "price-list", "share", "share-opened"] as const;
export type TestEmailTemplate = (typeof TEST_EMAIL_TEMPLATES)[number];
