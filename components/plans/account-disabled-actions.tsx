"use client";

import { useTranslations } from "next-intl";
import { LogoutButton } from "@/components/shell/logout-button";
import { Button, ButtonLink, buttonClasses, FormError } from "@/components/ui";
import { usePortal } from "./use-portal";

export interface AccountDisabledActionsProps {
  /** Stripe's customer portal can show the payment method (a card account that has bought before). */
  portal: boolean;
  /** Otherwise the account's payment page. */
  paymentPage: string;
  supportEmail: string;
}

/** The way out of a disabled account: put the payment right, write to support, or log out. */
export function AccountDisabledActions({ portal: viaPortal, paymentPage, supportEmail }: AccountDisabledActionsProps) {
  const t = useTranslations("plans.disabled");
  const portal = usePortal();
  return (
    <div className="mt-8 flex flex-col gap-3">
      <FormError message={portal.error} className="text-left" />
      {viaPortal ? (
        <Button size="lg" fullWidth loading={portal.busy} onClick={() => void portal.open()}>
          {t("checkPayment")}
        </Button>
      ) : (
        <ButtonLink href={paymentPage} size="lg" fullWidth>
          {t("checkPayment")}
        </ButtonLink>
      )}
      <a href={`mailto:${supportEmail}`} className={buttonClasses({ variant: "secondary", size: "lg", fullWidth: true })}>
        {t("contactSupport")}
      </a>
      <LogoutButton className="mx-auto" />
    </div>
  );
}
