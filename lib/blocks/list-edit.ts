// Pure list edits the block editors share (menus, events, slides, files, images): tested without a DOM.

/** The list with the item at `from` moved to `to` (unchanged when either is out of range). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** The list without the item at `index`, never shorter than `min`. */
export function removeItem<T>(list: readonly T[], index: number, min: number): T[] {
  if (list.length <= min || index < 0 || index >= list.length) return [...list];
  return list.filter((_, at) => at !== index);
}
