import { useTranslations } from "next-intl";
import { ButtonLink } from "@/components/ui";
import { AlertCircleIcon } from "@/components/ui/icons";

/**
 * What a visitor sees for a workspace, member or invitation that does not exist or is not theirs to
 * see: the page's heading, why, and a way on. Missing and foreign look the same (no existence leak).
 */
export function NotFoundState({ title, text }: { title: string; text: string }) {
  const t = useTranslations("members.notFound");
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-ink-300 bg-surface/60 px-6 py-14 text-center">
      <div aria-hidden="true" className="mb-4 flex size-12 items-center justify-center rounded-xl bg-accent-50 text-accent-600 ring-1 ring-accent-100">
        <AlertCircleIcon className="size-6" />
      </div>
      <h1 className="text-xl font-semibold tracking-tight text-ink-900">{title}</h1>
      <p className="mt-2 max-w-md text-[0.9375rem] leading-6 text-ink-500">{text}</p>
      <div className="mt-6">
        <ButtonLink href="/documents" variant="secondary">
          {t("action")}
        </ButtonLink>
      </div>
    </div>
  );
}
