/**
 * Paging of HR's lists (leave requests, outbox, import history, trash): the page number
 * comes from the URL, the window from the total, and a page past the end shows the last
 * page, so a stale or hand-edited link never reads "201-200 of 200".
 */

export interface PageWindow {
  page: number;
  pageCount: number;
  pageSize: number;
  total: number;
  offset: number;
  /** 1-based number of the first row shown; 0 when there are none. */
  first: number;
  /** 1-based number of the last row shown; 0 when there are none. */
  last: number;
}

/** The page a URL asks for: a positive integer, else 1. */
export function readPageParam(params: URLSearchParams, name = "page") {
  const page = Number(params.get(name));
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** The window of `requested` among `total` rows; an out-of-range page becomes the last page. */
export function pageWindow(total: number, pageSize: number, requested: number): PageWindow {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, Math.floor(requested) || 1), pageCount);
  const offset = (page - 1) * pageSize;
  return {
    page,
    pageCount,
    pageSize,
    total,
    offset,
    first: total === 0 ? 0 : offset + 1,
    last: Math.min(offset + pageSize, total),
  };
}

/**
 * The query without its empty parameters ("?status=&page=2" -> "?page=2"), or null when it
 * has none. A plain GET form sends every field; the list redirects once to the short URL,
 * so links and bookmarks stay readable.
 */
export function compactQuery(search: string): string | null {
  const params = new URLSearchParams(search);
  const kept = [...params].filter(([, value]) => value !== "");
  if (kept.length === [...params].length) return null;
  const text = new URLSearchParams(kept).toString();
  return text ? `?${text}` : "";
}

/** The current query with some parameters changed (null removes one): links keep the filters. */
export function queryWith(search: string, changes: Record<string, string | number | null>) {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === "") params.delete(key);
    else params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "?";
}
