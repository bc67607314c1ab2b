import type { ReactNode } from "react";
import { ClientMessages } from "@/components/i18n/client-messages";

// Saved blocks: its client components get only their own messages (lib/i18n/client-namespaces.ts).
export default function ContentTemplatesLayout({ children }: { children: ReactNode }) {
  return <ClientMessages area="contentTemplates">{children}</ClientMessages>;
}
