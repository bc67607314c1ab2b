"use client";

import { useTranslations } from "next-intl";
import type { Ref } from "react";
import { AuthShell } from "@/components/layout/auth-shell";
import { Alert, ButtonLink } from "@/components/ui";
import { TextLink } from "./text-link";

/** An e-mailed link that no longer works (used, expired or unknown): what happened, and the way to a new one. */
export function InvalidLink({ title, text, action, rootRef }: { title: string; text: string; action: string; rootRef: Ref<HTMLDivElement> }) {
  const t = useTranslations("auth");
  const tErrors = useTranslations("errors");
  return (
    <AuthShell title={title}>
      <div ref={rootRef} className="flex flex-col gap-6">
        <Alert tone="error" title={tErrors("tokenInvalid")}>
          {text}
        </Alert>
        <ButtonLink href="/auth/forgot-password" fullWidth>
          {action}
        </ButtonLink>
        <TextLink href="/auth/login" variant="standalone" className="self-center text-sm">
          {t("common.backToLogin")}
        </TextLink>
      </div>
    </AuthShell>
  );
}
