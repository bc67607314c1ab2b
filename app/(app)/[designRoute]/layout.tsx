import type { ReactNode } from "react";
import { ClientMessages } from "@/components/i18n/client-messages";

// The design galleries and the design editor: its client components get only their own messages (lib/i18n/client-namespaces.ts).
export default function DesignsLayout({ children }: { children: ReactNode }) {
  return <ClientMessages area="designs">{children}</ClientMessages>;
}
