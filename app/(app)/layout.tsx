import { redirect } from "next/navigation";
import type { ReactNode } from "react";
import { ClientMessages } from "@/components/i18n/client-messages";
import { LoggedInShell } from "@/components/shell/logged-in-shell";
import { requireActor } from "@/lib/auth/page-session";
import { ACCOUNT_DISABLED_PATH } from "@/lib/plans/payment-page";

// A disabled account (a failed payment, or the operator) sees only the account-disabled page and the
// plan pages (app/(billing)), where it can put its payment right.
export default async function LoggedInLayout({ children }: { children: ReactNode }) {
  const actor = await requireActor();
  if (actor.user.disabled) redirect(ACCOUNT_DISABLED_PATH);
  return (
    <ClientMessages area="shell">
      <LoggedInShell actor={actor}>{children}</LoggedInShell>
    </ClientMessages>
  );
}
