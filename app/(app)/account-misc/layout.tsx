import type { ReactNode } from "react";
import { ClientMessages } from "@/components/i18n/client-messages";

// Deleting the account: its client components get only their own messages (lib/i18n/client-namespaces.ts).
export default function AccountMiscLayout({ children }: { children: ReactNode }) {
  return <ClientMessages area="accountMisc">{children}</ClientMessages>;
}
