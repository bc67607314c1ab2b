import type { BlockViewProps } from "../../definition";
import type { AttachmentContent, AttachmentMeta } from "./definition";
import { DownloadIcon, FileIcon, PaperclipIcon } from "./file-icon";
import { attachmentEntries, fileExtension, fileKind, formatBytes } from "./rules";

// The files of the block as a list of download links (no hooks: server-rendered for the share
// view). Links carry `download`, so the browser saves the file under the name the server sends
// (the uploaded name, with its extension) instead of navigating to it. Colours follow the
// document's text colour (currentColor), so the list reads on any document background.

type AttachmentViewProps = BlockViewProps<AttachmentContent, AttachmentMeta>;

export function AttachmentView({ block, context }: AttachmentViewProps) {
  const emptyHint = context.labels.emptyHint(block.segmentType);
  const entries = attachmentEntries(block.miscFileList ?? [], block.content.files);
  const title = block.content.title.trim();
  if (!entries.length) {
    if (context.mode !== "editor") return null;
    return (
      <div role="note" className="flex min-h-20 items-center justify-center gap-2 rounded-lg border-2 border-dashed border-ink-300 bg-ink-50 px-4 py-5 text-center text-sm text-ink-600">
        <PaperclipIcon />
        {emptyHint && <span>{emptyHint}</span>}
      </div>
    );
  }
  return (
    <section className="flex flex-col gap-3">
      {title && <h3 className="doc-h3 text-[1.3em] leading-tight font-semibold tracking-tight text-[var(--doc-heading,inherit)]">{title}</h3>}
      <ul className="m-0 flex list-none flex-col gap-2 p-0">
        {entries.map((entry, index) => {
          const extension = fileExtension(entry.name);
          return (
            <li key={`${entry.id}-${index}`}>
              <a
                href={context.fileUrl(entry.id)}
                download
                className="flex items-center gap-3 rounded-lg border border-current/15 px-3 py-2.5 no-underline transition-colors hover:bg-current/5"
              >
                <FileIcon kind={fileKind(extension)} extension={extension} />
                <span className="flex min-w-0 flex-1 flex-col">
                  {/* A file without a stored name (lists out of step) still gets a distinct label. */}
                  {/* The whole name, wrapped on a phone: the client should know what they download. */}
                  <span className="font-medium [overflow-wrap:anywhere]">
                    {entry.name || `#${index + 1}`}
                  </span>
                  {entry.size !== null && entry.size > 0 && <span className="text-[0.85em] opacity-80">{formatBytes(entry.size)}</span>}
                </span>
                <DownloadIcon className="size-5 shrink-0 opacity-80" />
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
