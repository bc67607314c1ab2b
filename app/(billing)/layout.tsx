import type { ReactNode } from "react";
import { ClientMessages } from "@/components/i18n/client-messages";
import { LoggedInShell } from "@/components/shell/logged-in-shell";
import { requireActor } from "@/lib/auth/page-session";

// The plan pages: in the logged-in shell like every other page, and open to disabled accounts too
// (app/(app)/layout.tsx sends those here), so they can pay.
export default async function BillingLayout({ children }: { children: ReactNode }) {
  return (
    <ClientMessages area="billing">
      <LoggedInShell actor={await requireActor()}>{children}</LoggedInShell>
    </ClientMessages>
  );
}
