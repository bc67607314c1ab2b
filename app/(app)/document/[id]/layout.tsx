import type { ReactNode } from "react";
import { ClientMessages } from "@/components/i18n/client-messages";

// The document editor (and the guest list under it): its client components get only their own messages (lib/i18n/client-namespaces.ts).
export default function EditorLayout({ children }: { children: ReactNode }) {
  return <ClientMessages area="editor">{children}</ClientMessages>;
}
