import { z } from "zod";

// The console's lists (accounts spec §9): documents 50 by default, documents with notes and event
// dates 100, media 100, team and admin pages 50, accounts 50.
export const SUPERADMIN_PAGE_SIZES = {
  accounts: 50,
  documents: 50,
  documentsWithNotes: 100,
  catalog: 50,
  media: 100,
  teamAdmins: 50,
  teams: 50,
  referrals: 50,
  audit: 50,
} as const;

export const MAX_PAGE_SIZE = 200;

/** `?page=` (from 1) and an optional `?size=` up to MAX_PAGE_SIZE, with a search text `?q=`. */
export const pageQuery = (defaultSize: number) =>
  z.object({
    page: z.coerce.number({ message: "validation.invalid" }).int().min(1).max(100_000).default(1),
    size: z.coerce.number({ message: "validation.invalid" }).int().min(1).max(MAX_PAGE_SIZE).default(defaultSize),
    q: z.string().trim().max(200).optional(),
  });

export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

export const skipOf = (page: number, size: number) => (page - 1) * size;
