import type { ReactNode } from "react";
import { ClientMessages } from "@/components/i18n/client-messages";

// The logged-out screens (login, registration, password reset, activation): its client components get only their own messages (lib/i18n/client-namespaces.ts).
export default function AuthLayout({ children }: { children: ReactNode }) {
  return <ClientMessages area="auth">{children}</ClientMessages>;
}
