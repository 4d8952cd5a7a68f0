/** The venue's menu (`menuCategory`). */
import { callApi } from '@quiz/api';
import { queryKey } from '@quiz/api/query';
import { queryOptions } from '@tanstack/react-query';

/** One category with its breadcrumb (`parents`), sub-categories and products. */
export const menuCategoryQueryOptions = (categoryId: number, placeId: number) =>
  queryOptions({
    queryKey: queryKey('preorder', 'menu', placeId, categoryId),
    queryFn: ({ signal }) =>
      callApi('menuCategory', { params: { category: categoryId }, query: { place: placeId } }, { signal }),
  });
