import type { ReactNode } from "react";
import { ClientMessages } from "@/components/i18n/client-messages";

// The workspace's document style editor: its client components get only their own messages (lib/i18n/client-namespaces.ts).
export default function DocStyleEditorLayout({ children }: { children: ReactNode }) {
  return <ClientMessages area="docStyleEditor">{children}</ClientMessages>;
}
