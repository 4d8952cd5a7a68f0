/** The venue's menu (`menuCategory`). */
import { callApi } from '@quiz/api';
import type { MenuCategory } from '@quiz/contract';

/** One category with its breadcrumb (`parents`), sub-categories and products. */
export function loadMenuCategory(
  categoryId: number,
  placeId: number,
  signal?: AbortSignal,
): Promise<MenuCategory> {
  return callApi('menuCategory', { params: { category: categoryId }, query: { place: placeId } }, { signal });
}
