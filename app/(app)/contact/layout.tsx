import type { ReactNode } from "react";
import { ClientMessages } from "@/components/i18n/client-messages";

// Contacts and their forms: its client components get only their own messages (lib/i18n/client-namespaces.ts).
export default function ContactsLayout({ children }: { children: ReactNode }) {
  return <ClientMessages area="contacts">{children}</ClientMessages>;
}
