/** Where a page lies in a list: its 0-based number, its size and the list's length. */
export interface PagePosition {
  number: number;
  size: number;
  total: number;
}

/**
 * A page of a list in the API's HAL envelope: the items under `_embedded[listName]`, and `page` with its size,
 * the list's length, the number of pages and its 0-based number. Without a position the items are the whole list.
 */
export function page<Name extends string, Item>(listName: Name, items: Item[], position?: PagePosition) {
  const { number, size, total } = position ?? { number: 0, size: items.length, total: items.length };
  return {
    _embedded: { [listName]: items } as { [key in Name]: Item[] },
    page: { size, totalElements: total, totalPages: position ? Math.ceil(total / size) : 1, number },
  };
}

const pagePositionSchema = {
  type: 'object',
  properties: { size: { type: 'integer' }, totalElements: { type: 'integer' }, totalPages: { type: 'integer' }, number: { type: 'integer' } },
} as const;

/** The response schema of `page(listName, …)` with items of `itemSchema`, and any further top-level properties. */
export function pageSchema<Name extends string, Item extends object, Extra extends Record<string, object> = Record<never, never>>(
  listName: Name, itemSchema: Item, extra?: Extra,
) {
  return {
    type: 'object',
    properties: {
      _embedded: { type: 'object', properties: { [listName]: { type: 'array', items: itemSchema } } as { [key in Name]: { type: 'array'; items: Item } } },
      page: pagePositionSchema,
      ...(extra ?? ({} as Extra)),
    },
  } as const;
}
