import type { ReactNode } from "react";
import { ClientMessages } from "@/components/i18n/client-messages";

// The operator's read-only view of any document, which is the editor's screen: its client components get only their own messages (lib/i18n/client-namespaces.ts).
export default function OperatorDocumentLayout({ children }: { children: ReactNode }) {
  return <ClientMessages area="editor">{children}</ClientMessages>;
}
