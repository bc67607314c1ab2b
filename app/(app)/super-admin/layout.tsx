import type { ReactNode } from "react";
import { ClientMessages } from "@/components/i18n/client-messages";

// The operator console: its client components get only their own messages (lib/i18n/client-namespaces.ts).
export default function SuperAdminSectionLayout({ children }: { children: ReactNode }) {
  return <ClientMessages area="superAdmin">{children}</ClientMessages>;
}
