import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ButtonLink, Card } from "@/components/ui";
import { requireActor } from "@/lib/auth/page-session";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("welcome"))("title") };
}

// Where a new account lands. The design-templates issue adds the create-document modal here.
export default async function WelcomePage() {
  const actor = await requireActor();
  const t = await getTranslations("welcome");
  return (
    <div className="mx-auto max-w-2xl py-8">
      <p className="text-sm font-medium tracking-wide text-accent-600 uppercase">{t("eyebrow")}</p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight text-ink-900">{t("heading", { name: actor.user.firstname })}</h1>
      <p className="mt-3 text-lg leading-7 text-ink-600">{t("intro")}</p>
      <Card className="mt-8">
        <ol className="space-y-4 text-ink-700">
          {(["step1", "step2", "step3"] as const).map((step, index) => (
            <li key={step} className="flex gap-4">
              <span aria-hidden="true" className="flex size-7 shrink-0 items-center justify-center rounded-full bg-accent-50 text-sm font-semibold text-accent-700">
                {index + 1}
              </span>
              <span className="pt-0.5">{t(step)}</span>
            </li>
          ))}
        </ol>
      </Card>
      <ButtonLink href="/documents" size="lg" className="mt-8">
        {t("goToDocuments")}
      </ButtonLink>
    </div>
  );
}
