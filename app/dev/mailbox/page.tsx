import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getFormatter, getTranslations } from "next-intl/server";
import { EmptyState, PageHeader } from "@/components/ui";
import { listOutbox } from "@/lib/dev/mailbox";
import { isDevMailboxEnabled } from "@/lib/mail/config";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("devMailbox"))("title"), robots: { index: false } };
}

// Local runs keep every e-mail here (activation codes, invitations). Gone once a provider is
// configured, and on a real database unless DEV_MAILBOX=1 (isDevMailboxEnabled).
export default async function DevMailboxPage() {
  if (!isDevMailboxEnabled()) notFound();
  const [mails, t, format] = await Promise.all([listOutbox({ limit: 50 }), getTranslations("devMailbox"), getFormatter()]);
  return (
    <main className="mx-auto max-w-4xl px-4 py-10 sm:px-8">
      <PageHeader title={t("title")} description={t("description")} />
      {mails.length === 0 ? (
        <EmptyState title={t("emptyTitle")} text={t("emptyText")} />
      ) : (
        <ol className="flex flex-col gap-4">
          {mails.map((mail) => (
            <li key={mail.id}>
              <article className="overflow-hidden rounded-2xl border border-ink-200 bg-surface shadow-sm">
                <header className="border-b border-ink-100 px-5 py-4">
                  <h2 className="font-semibold text-ink-900">{mail.subject}</h2>
                  <p className="mt-1 text-sm text-ink-600">
                    {t("to")} <span className="font-medium">{mail.to}</span> ·{" "}
                    <time dateTime={mail.createdAt.toISOString()}>{format.dateTime(mail.createdAt, { dateStyle: "medium", timeStyle: "short" })}</time>
                  </p>
                </header>
                <pre className="overflow-x-auto px-5 py-4 font-sans text-sm leading-6 whitespace-pre-wrap text-ink-800">{mail.text}</pre>
              </article>
            </li>
          ))}
        </ol>
      )}
    </main>
  );
}
