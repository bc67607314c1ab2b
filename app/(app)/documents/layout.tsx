import type { ReactNode } from "react";
import { ClientMessages } from "@/components/i18n/client-messages";

// The documents index: its client components get only their own messages (lib/i18n/client-namespaces.ts).
export default function DocumentsLayout({ children }: { children: ReactNode }) {
  return <ClientMessages area="documents">{children}</ClientMessages>;
}
