// One rule for every driver: keys are relative, slash-separated paths we generate ourselves; anything that could
// climb out of the storage root (or be read as an absolute path by a driver) is refused before it reaches one.
export function assertSafeKey(key: string): string {
  const parts = key.split(/[\\/]/);
  if (!key || key.startsWith("/") || key.startsWith("\\") || parts.some((part) => part === ".." || part === "." || part === "") || key.includes("\0")) {
    throw new Error(`Storage key escapes the storage root: ${key}`);
  }
  return key;
}
