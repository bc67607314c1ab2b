"use client";

import { useTranslations } from "next-intl";
import { Alert, Button } from "@/components/ui";

/** A tab whose data could not be loaded: said in the operator's language, with a way to try again. */
export default function SuperAdminError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations("superAdmin.error");
  return (
    <Alert tone="error" title={t("title")}>
      <p>{t("text")}</p>
      <Button variant="secondary" size="sm" className="mt-3" onClick={reset}>
        {t("retry")}
      </Button>
    </Alert>
  );
}
