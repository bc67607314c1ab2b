import { getTranslations } from "next-intl/server";
import { Alert } from "@/components/ui";

/** Accounts a sales representative handles change and cancel their plan through that person. */
export async function SalesRepNotice({ name }: { name: string }) {
  const t = await getTranslations("plans.salesRep");
  return (
    <Alert tone="info" title={t("title")} live={false}>
      {t("text", { name })}
    </Alert>
  );
}
