"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui";
import { apiFetch } from "@/lib/client/api";

export function LogoutButton({ className }: { className?: string }) {
  const t = useTranslations("shell");
  const [busy, setBusy] = useState(false);
  async function logout() {
    setBusy(true);
    try {
      await apiFetch("/api/logout");
    } finally {
      // Even if the call failed, the login screen is the right place to be. A full page load on
      // purpose: it drops every piece of client state of the ended session.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      window.location.assign("/auth/login");
    }
  }
  return (
    <Button variant="ghost" size="sm" className={className} loading={busy} onClick={logout}>
      {t("logout")}
    </Button>
  );
}
