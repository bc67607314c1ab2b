"use client";

import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { Alert, Badge, Button, ButtonLink, cx, DelayedSpinner, EmptyState } from "@/components/ui";
import { DocumentIcon, PlusIcon, SparkleIcon } from "@/components/ui/icons";
import { designsPath } from "@/lib/design-templates/products";
import { abbreviateTitle, type DocumentListView } from "@/lib/documents/list-format";
import { ActionsMenu, type MenuAction } from "./actions-menu";
import { DealBadge, StatusBadge } from "./badges";
import { CachedTotal } from "./cached-total";
import { exportDocumentUrl } from "./document-api";
import { ownerName, type DocumentItem } from "./document-item";
import { DocumentThumbnail } from "./document-thumbnail";
import { ArchiveBoxIcon, CalendarIcon, CopyIcon, ExportIcon, MoveIcon, OpenIcon, PencilIcon, SearchIcon, TransferIcon, TrashIcon, UnarchiveIcon } from "./icons";

export interface RowActions {
  rename: (doc: DocumentItem) => void;
  duplicate: (doc: DocumentItem) => void;
  archive: (doc: DocumentItem) => void;
  transfer: (doc: DocumentItem) => void;
  move: (doc: DocumentItem) => void;
  remove: (doc: DocumentItem) => void;
  useTemplate: (doc: DocumentItem) => void;
}

export interface DocumentListProps {
  /** The tab panel's id and the tab that labels it. */
  id: string;
  labelledBy: string;
  mode: "documents" | "archive";
  view: DocumentListView;
  items: DocumentItem[];
  /** Whether a search or filter narrowed the list (an empty list then means "no results"). */
  filtered: boolean;
  loading: "list" | "more" | null;
  error?: string;
  nextCursor: string | null;
  now: number;
  currentUserId: string;
  showWorkspace: boolean;
  actions: RowActions;
  onRetry: () => void;
  onLoadMore: () => void;
  onClearFilters: () => void;
  /** Absent when the user has no workspace to create in. */
  onCreate?: () => void;
}

/** The rows of the index, its empty states and "Load more"; the list is the view tabs' panel. */
export function DocumentList(props: DocumentListProps) {
  const { items, loading, view } = props;
  const t = useTranslations("documents");
  return (
    <div id={props.id} role="tabpanel" aria-labelledby={props.labelledBy} aria-busy={loading === "list"}>
      {props.error && (
        <Alert tone="error" className="mb-4">
          <span className="flex flex-wrap items-center justify-between gap-3">
            {props.error}
            <Button size="sm" variant="secondary" onClick={props.onRetry}>
              {t("actions.retry")}
            </Button>
          </span>
        </Alert>
      )}
      {items.length === 0 ? (
        !loading && !props.error && <EmptyList {...props} />
      ) : (
        <>
          <p className="mb-2 px-1 text-[0.8125rem] text-ink-500">
            {t(view === "team-templates" ? "list.shownTemplates" : "list.shown", { count: items.length })}
          </p>
          <ul className={cx("divide-y divide-ink-100 rounded-2xl border border-ink-200 bg-surface shadow-xs transition-opacity", loading === "list" && "opacity-60")}>
            {items.map((doc) => (
              <DocumentRow key={doc.id} doc={doc} {...props} />
            ))}
          </ul>
          {props.nextCursor && (
            <div className="mt-5 flex justify-center">
              <Button variant="secondary" onClick={props.onLoadMore} loading={loading === "more"}>
                {t("actions.loadMore")}
              </Button>
            </div>
          )}
        </>
      )}
      {items.length === 0 && loading === "list" && (
        <div className="flex justify-center py-16 text-ink-500">
          <DelayedSpinner label={t("list.loading")} />
        </div>
      )}
    </div>
  );
}

function EmptyList({ mode, view, filtered, onClearFilters, onCreate }: DocumentListProps) {
  const t = useTranslations("documents");
  const tDesigns = useTranslations("designs");
  if (filtered) {
    return (
      <EmptyState
        icon={<SearchIcon />}
        title={t("empty.noResultsTitle")}
        text={t("empty.noResultsText")}
        action={
          <Button variant="secondary" onClick={onClearFilters}>
            {t("actions.clearFilters")}
          </Button>
        }
      />
    );
  }
  if (view === "team-templates") return <EmptyState icon={<SparkleIcon />} title={t("empty.templatesTitle")} text={t("empty.templatesText")} />;
  if (mode === "archive") return <EmptyState icon={<ArchiveBoxIcon />} title={t("empty.archiveTitle")} text={t("empty.archiveText")} />;
  return (
    <EmptyState
      icon={<DocumentIcon />}
      title={t("emptyTitle")}
      text={t("emptyText")}
      action={
        onCreate && (
          <div className="flex flex-wrap justify-center gap-2">
            <Button onClick={onCreate} leadingIcon={<PlusIcon className="size-4" />}>
              {t("actions.createFirst")}
            </Button>
            <ButtonLink href={designsPath("proposal")} variant="secondary">
              {tDesigns("gallery.browse")}
            </ButtonLink>
          </div>
        )
      }
    />
  );
}

/** A title cut to 20 characters on screen; the full title is in `title` and read by screen readers. */
export function AbbreviatedTitle({ title }: { title: string }) {
  const short = abbreviateTitle(title);
  if (short === title) return <>{title}</>;
  return (
    <>
      <span aria-hidden="true">{short}</span>
      <span className="sr-only">{title}</span>
    </>
  );
}

function DocumentRow({ doc, now, view, showWorkspace, actions }: DocumentListProps & { doc: DocumentItem }) {
  const t = useTranslations("documents");
  const format = useFormatter();
  const href = `/document/${doc.id}`;
  const owner = doc.isTheOwner ? t("list.you") : ownerName(doc);
  const updated = new Date(doc.updatedAt);
  const eventDate = doc.event.startDate ? new Date(doc.event.startDate) : null;

  const menu: MenuAction[] = [{ key: "open", label: t("menu.open"), icon: <OpenIcon />, href }];
  if (view === "team-templates") menu.push({ key: "use", label: t("menu.useTemplate"), icon: <PlusIcon />, onSelect: () => actions.useTemplate(doc) });
  if (doc.isTheOwner) menu.push({ key: "rename", label: t("menu.rename"), icon: <PencilIcon />, onSelect: () => actions.rename(doc) });
  menu.push({ key: "duplicate", label: t("menu.duplicate"), icon: <CopyIcon />, onSelect: () => actions.duplicate(doc) });
  // Every row is of a workspace the user is a member of, and members may export what they can see.
  menu.push({ key: "export", label: t("menu.export"), icon: <ExportIcon />, href: exportDocumentUrl(doc.id), download: true });
  if (doc.isTheOwner) {
    menu.push(
      { key: "archive", label: t(doc.archived ? "menu.unarchive" : "menu.archive"), icon: doc.archived ? <UnarchiveIcon /> : <ArchiveBoxIcon />, onSelect: () => actions.archive(doc) },
      { key: "transfer", label: t("menu.transfer"), icon: <TransferIcon />, onSelect: () => actions.transfer(doc) },
      { key: "move", label: t("menu.move"), icon: <MoveIcon />, onSelect: () => actions.move(doc) },
      { key: "delete", label: t("menu.delete"), icon: <TrashIcon />, tone: "danger", separated: true, onSelect: () => actions.remove(doc) },
    );
  }

  return (
    <li className="group relative flex items-center gap-3 px-3 py-3 transition-colors first:rounded-t-2xl last:rounded-b-2xl hover:bg-ink-50/70 sm:gap-4 sm:px-4">
      <DocumentThumbnail type={doc.type} src={doc.thumbnail} className="h-12 w-16 sm:h-14 sm:w-[4.5rem]" />
      <div className="min-w-0 flex-1">
        <p className="flex min-w-0 items-center gap-2">
          {/* The whole row opens the document: the link's hit area is stretched over it. */}
          <Link
            href={href}
            title={doc.title}
            className="truncate rounded-xs font-medium text-ink-900 after:absolute after:inset-0 after:content-[''] group-hover:text-accent-700 focus-visible:after:rounded-none"
          >
            <AbbreviatedTitle title={doc.title} />
          </Link>
        </p>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-1.5 text-[0.8125rem] leading-5 text-ink-500">
          <span>{t(`types.${doc.type}`)}</span>
          {showWorkspace && (
            <>
              <span aria-hidden="true">·</span>
              <span className="truncate">{doc.team.name}</span>
            </>
          )}
          <span aria-hidden="true">·</span>
          <span className="truncate">
            <span className="sr-only">{t("list.owner")}: </span>
            {owner}
          </span>
          <CachedTotal doc={doc} />
          {/* On phones the deal state moves under the title, where the line wraps. */}
          {view !== "team-templates" && doc.dealStatus !== "NONE" && (
            <span className="inline-flex w-full pt-1 sm:hidden">
              <DealBadge status={doc.dealStatus} />
            </span>
          )}
          {eventDate && (
            <span className="inline-flex items-center gap-1 sm:hidden">
              <span aria-hidden="true">·</span>
              <CalendarIcon className="size-3.5" />
              <span className="sr-only">{t("list.event")}: </span>
              <time dateTime={doc.event.startDate ?? undefined}>{format.dateTime(eventDate, { dateStyle: "medium" })}</time>
            </span>
          )}
        </p>
      </div>
      <div className="flex shrink-0 items-center gap-3">
        {eventDate && (
          <span className="hidden items-center gap-1.5 text-[0.8125rem] text-ink-600 sm:inline-flex">
            <CalendarIcon className="size-4 text-ink-400" />
            <span className="sr-only">{t("list.event")}: </span>
            <time dateTime={doc.event.startDate ?? undefined}>{format.dateTime(eventDate, { dateStyle: "medium" })}</time>
          </span>
        )}
        {view === "team-templates" ? (
          <Badge tone={doc.teamTemplateInfo.published ? "success" : "neutral"} dot={doc.teamTemplateInfo.published}>
            {t(doc.teamTemplateInfo.published ? "list.published" : "list.unpublished")}
          </Badge>
        ) : (
          <>
            {doc.dealStatus !== "NONE" && (
              <span className="hidden sm:inline-flex">
                <DealBadge status={doc.dealStatus} />
              </span>
            )}
            <StatusBadge status={doc.status} />
          </>
        )}
        <span className="hidden w-28 text-right text-[0.8125rem] text-ink-500 md:block">
          <span className="sr-only">{t("list.updated")}: </span>
          <time dateTime={doc.updatedAt} title={format.dateTime(updated, { dateStyle: "medium", timeStyle: "short" })}>
            {format.relativeTime(updated, now)}
          </time>
        </span>
        <ActionsMenu label={t("menu.label", { title: doc.title })} actions={menu} />
      </div>
    </li>
  );
}
