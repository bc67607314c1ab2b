import type { Metadata } from "next";
import { getFormatter, getTranslations } from "next-intl/server";
import { NoticePage } from "@/components/layout/notice-page";
import { AlertTriangleIcon, CheckCircleIcon } from "@/components/ui";
import { CONTENT_HASH_PATTERN } from "@/lib/acceptance/content-hash";
import { checkAcceptedHash } from "@/lib/acceptance/verify-hash";

type Params = Promise<{ hash: string }>;

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("deal.verifyPage"))("metaTitle"), robots: { index: false, follow: false } };
}

// The public check of a signing certificate's fingerprint (the content hash): whether an accepted
// document has it, when and by how many signers. It never shows the content, the title or the
// parties: anyone holding a copy may ask, and a guess learns nothing else. GET /api/verify/{hash}
// answers the same in JSON.
export default async function VerifyPage({ params }: { params: Params }) {
  const hash = (await params).hash.trim().toLowerCase();
  const [t, format] = await Promise.all([getTranslations("deal.verifyPage"), getFormatter()]);
  const wellFormed = CONTENT_HASH_PATTERN.test(hash);
  const check = wellFormed ? await checkAcceptedHash(hash) : { valid: false };

  const fingerprint = wellFormed ? (
    <p className="mt-5 text-xs text-ink-500">
      {t("fingerprint")}
      <span className="mt-1 block font-mono text-[0.8125rem] break-all text-ink-700">{hash}</span>
    </p>
  ) : null;
  const privacy = <p className="mt-5 text-xs leading-5 text-ink-500">{t("privacy")}</p>;

  if (check.valid && check.acceptedAt) {
    // The server's clock wrote the time, in UTC; it is shown in UTC, named, so no reader's zone is guessed.
    const date = format.dateTime(new Date(check.acceptedAt), { dateStyle: "long", timeStyle: "short", timeZone: "UTC" });
    return (
      <NoticePage tone="success" icon={<CheckCircleIcon className="size-6" />} title={t("acceptedTitle")}>
        <p className="mt-3 text-[0.9375rem] leading-6 text-ink-600">{t("acceptedText", { date: `${date} UTC`, count: check.signers ?? 0 })}</p>
        {fingerprint}
        {privacy}
      </NoticePage>
    );
  }
  return (
    <NoticePage tone="warning" icon={<AlertTriangleIcon className="size-6" />} title={wellFormed ? t("unknownTitle") : t("malformedTitle")}>
      <p className="mt-3 text-[0.9375rem] leading-6 text-ink-600">{wellFormed ? t("unknownText") : t("malformedText")}</p>
      {fingerprint}
      {privacy}
    </NoticePage>
  );
}
