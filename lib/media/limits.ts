// Upload limits of the media library (workspace spec §5 "Upload", §9), configurable through the
// environment. Read once at start-up: a change needs a restart, like every other setting.

const positiveInt = (value: string | undefined, fallback: number) => {
  const parsed = Number(value?.trim());
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
};

/**
 * At most this many files in one upload batch ("Maximum [count] files can be uploaded at once.",
 * message `errors.tooManyFilesAtOnce` with `{count}`); super admins are exempt. The library page
 * sends each file as its own request (progress per file), so it applies the rule before sending;
 * a request carrying several files is held to it by the server.
 */
export const MAX_FILES_PER_BATCH = positiveInt(process.env.MEDIA_MAX_FILES_PER_BATCH, 20);

/** The largest accepted upload, in bytes (env MEDIA_MAX_UPLOAD_MB, default 20). */
export const MAX_UPLOAD_BYTES = positiveInt(process.env.MEDIA_MAX_UPLOAD_MB, 20) * 1024 * 1024;

/** The limit as the refusal names it: "Max file size limit is 20 MB". */
export const MAX_UPLOAD_LABEL = `${MAX_UPLOAD_BYTES / (1024 * 1024)} MB`;
