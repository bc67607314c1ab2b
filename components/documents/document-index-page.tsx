import { cookies } from "next/headers";
import type { Actor } from "@/lib/auth/actor";
import { workspaceSectors } from "@/lib/design-gallery/gallery";
import { listUpcomingEvents } from "@/lib/documents/events";
import { listDocuments, listOptions } from "@/lib/documents/list";
import { DEAL_FILTERS, DOCUMENT_LIST_VIEWS, SEARCH_TERM_MAX, type DealFilter, type DocumentListView } from "@/lib/documents/list-format";
import { loadShellData } from "@/lib/shell/shell-data";
import { currentWorkspace, WORKSPACE_COOKIE } from "@/lib/shell/workspaces";
import type { ListFilters } from "./document-api";
import { toDocumentItem, type WorkspaceOption } from "./document-item";
import { DocumentIndex } from "./document-index";

export type IndexSearchParams = Promise<Record<string, string | string[] | undefined>>;

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";

/** The filters named in the address (team, q, mine, view, deal); anything unknown falls back to the default. */
function filtersFrom(params: Record<string, string | string[] | undefined>, workspaces: WorkspaceOption[]): ListFilters {
  const team = one(params.team);
  const view = one(params.view);
  const deal = one(params.deal);
  return {
    teamId: workspaces.some((workspace) => workspace.teamId === team) ? team : "",
    search: one(params.q).slice(0, SEARCH_TERM_MAX),
    onlyMine: one(params.mine) === "1",
    view: DOCUMENT_LIST_VIEWS.includes(view as DocumentListView) ? (view as DocumentListView) : "documents",
    deal: DEAL_FILTERS.includes(deal as DealFilter) ? (deal as DealFilter) : "",
  };
}

// Read once per request, outside the component's render.
const serverNow = () => Date.now();

/**
 * The index as /documents and /archive render it on the server: the first page for the filters in
 * the address (and on /documents the schedule), then the client component takes over.
 */
export async function DocumentIndexPage({ actor, mode, searchParams }: { actor: Actor; mode: "documents" | "archive"; searchParams: IndexSearchParams }) {
  const [shell, cookieStore, params] = await Promise.all([loadShellData(actor.user.id), cookies(), searchParams]);
  const workspaces: WorkspaceOption[] = shell.memberships;
  const filters = filtersFrom(params, workspaces);
  const [listed, upcoming] = await Promise.all([
    listDocuments(
      actor.user.id,
      filters.teamId || null,
      listOptions({
        archived: mode === "archive",
        onlyMine: filters.onlyMine,
        view: filters.view,
        ...(filters.search.trim() ? { search: filters.search.trim() } : {}),
        ...(filters.deal && filters.view === "documents" ? { deal: filters.deal } : {}),
      }),
    ),
    mode === "documents" ? listUpcomingEvents(actor.user.id, { timeZone: "UTC" }) : null,
  ]);
  // filtersFrom keeps only a workspace of the shell's memberships; one left since shows nothing.
  const page = listed ?? { items: [], nextCursor: null };
  const current = currentWorkspace(shell.memberships, cookieStore.get(WORKSPACE_COOKIE)?.value);
  // Only /documents offers creating; its dialog ranks designs by each workspace's sector.
  const designSectors = mode === "documents" ? await workspaceSectors(workspaces.map((workspace) => workspace.teamId)) : undefined;

  return (
    <DocumentIndex
      mode={mode}
      initialFilters={filters}
      initialPage={{ items: page.items.map(toDocumentItem), nextCursor: page.nextCursor }}
      initialUpcoming={upcoming ? upcoming.items.map((item) => ({ ...toDocumentItem(item), eventState: item.eventState })) : null}
      workspaces={workspaces}
      currentTeamId={current?.teamId ?? ""}
      currentUserId={actor.user.id}
      renderedAt={serverNow()}
      designSectors={designSectors}
    />
  );
}
