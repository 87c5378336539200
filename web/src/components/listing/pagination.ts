// Spec section 9: total pages = ceil(total / 30). The API serves at most 10,000 results deep
// (offset + limit), so pages beyond that window are not offered.
import { PAGE_SIZE } from '../../api/opportunities.ts';

const RESULT_WINDOW = 10_000;

export function totalPages(total: number, pageSize = PAGE_SIZE): number {
  if (!Number.isFinite(total) || total <= 0) return 0;
  return Math.min(Math.ceil(total / pageSize), Math.floor(RESULT_WINDOW / pageSize));
}
