/**
 * The items one of whose `fields` contains the search (trimmed, in any case), in their order; all
 * of them when the search is empty.
 */
export function filterBySearch<T>(
  items: T[],
  search: string,
  fields: (item: T) => readonly string[],
): T[] {
  const query = search.trim().toLowerCase()
  if (!query) return items
  return items.filter((item) => fields(item).some((field) => field.toLowerCase().includes(query)))
}
