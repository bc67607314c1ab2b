import { pageQuery } from "@/lib/superadmin/paging";

// The console reads its lists' page and search text from the URL. A page that cannot be read (a
// hand-edited `?page=abc`) shows the first page rather than an error: the URL is the operator's own.

export type SearchParams = Record<string, string | string[] | undefined>;

export const firstValue = (params: SearchParams, key: string): string | undefined => {
  const value = params[key];
  return Array.isArray(value) ? value[0] : value;
};

export interface ListQuery {
  page: number;
  size: number;
  q?: string;
}

export function listQuery(params: SearchParams, size: number): ListQuery {
  const parsed = pageQuery(size).safeParse({ page: firstValue(params, "page"), q: firstValue(params, "q") });
  const { page, q } = parsed.success ? parsed.data : { page: 1, q: undefined };
  return q ? { page, size, q } : { page, size };
}
