"use client";

import { useFormatter, useTranslations } from "next-intl";
import type { DealShareData } from "./deal-types";

/** Who signed and how: name and role, e-mail, time, typed or drawn, how the address was verified, the address hash. */
export function DealSignaturesList({ signatures }: { signatures: DealShareData["signatures"] }) {
  const t = useTranslations("deal");
  const format = useFormatter();
  if (signatures.length === 0) return <p className="text-ink-600">{t("signatures.none")}</p>;
  return (
    <ul className="flex flex-col gap-2">
      {signatures.map((signature, index) => (
        <li key={`${signature.signerEmail}-${index}`} className="rounded-lg bg-ink-50 p-2">
          <p className="font-medium break-words text-ink-900">{signature.signerRole ? t("share.signerWithRole", { name: signature.signerName, role: signature.signerRole }) : signature.signerName}</p>
          <dl className="mt-0.5 grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 text-ink-600">
            <dt>{t("signatures.email")}</dt>
            <dd className="break-all text-ink-900">{signature.signerEmail}</dd>
            <dt>{t("signatures.signedAt")}</dt>
            <dd className="text-ink-900">
              <time dateTime={signature.signedAt}>{format.dateTime(new Date(signature.signedAt), { dateStyle: "medium", timeStyle: "short" })}</time>
            </dd>
            <dt>{t("signatures.how")}</dt>
            <dd className="text-ink-900">{t(signature.kind === "drawn" ? "signatures.drawn" : "signatures.typed")}</dd>
            <dt>{t("signatures.verification")}</dt>
            <dd className="text-ink-900">{signature.verification.method === "email-code" ? t("signatures.verifiedByEmail") : signature.verification.method}</dd>
            <dt>{t("signatures.address")}</dt>
            <dd className="truncate font-mono text-xs text-ink-900" title={signature.addressHash}>
              {signature.addressHash}
            </dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
