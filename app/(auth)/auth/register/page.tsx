import type { Metadata } from "next";
import { headers } from "next/headers";
import { getTranslations } from "next-intl/server";
import { firstParam } from "@/components/auth/auth-links";
import { RegisterForm } from "@/components/auth/register-form";
import { redirect } from "next/navigation";
import { currentActor, redirectIfSignedIn } from "@/lib/auth/page-session";
import { db } from "@/lib/db/client";
import { designPreviewPath } from "@/lib/design-templates/products";
import { localeFromAcceptLanguage } from "@/lib/i18n/locales";
import { isId } from "@/lib/validation/ids";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("auth.register"))("metaTitle") };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** `?design=` from a design preview's "Use this design": the design, if it still exists. */
async function designToStartFrom(id: string | undefined): Promise<{ id: string; docId: string } | null> {
  if (!id || !isId(id)) return null;
  return db.designTemplate.findUnique({ where: { id }, select: { id: true, docId: true } });
}

export default async function RegisterPage({ searchParams }: { searchParams: SearchParams }) {
  const [query, requestHeaders] = await Promise.all([searchParams, headers()]);
  // A signed-in user following an invitation link joins from the invitation page instead.
  const invitationKey = firstParam(query.invitationKey);
  if (invitationKey && (await currentActor())) redirect(`/invitation/${encodeURIComponent(invitationKey)}`);
  await redirectIfSignedIn();
  // The spec asks for the phone step only when the browser language is Turkish (not the chosen interface language).
  const askPhone = localeFromAcceptLanguage(requestHeaders.get("accept-language")) === "tr";
  const design = await designToStartFrom(firstParam(query.design));
  return (
    <RegisterForm
      askPhone={askPhone}
      invitationKey={invitationKey}
      refCode={firstParam(query.refCode)}
      designTemplateId={design?.id}
      loginHref={design ? `/auth/login?next=${encodeURIComponent(designPreviewPath(design.id, design.docId))}` : undefined}
    />
  );
}
