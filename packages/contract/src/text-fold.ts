/**
 * Folds Turkish and English spellings together for search: "İstanbul", "Istanbul", "ıstanbul"
 * and "ISTANBUL" all become "istanbul"; ş→s, ğ→g, ü→u, ö→o, ç→c.
 */
export function foldText(text: string): string {
  return text
    .replace(/[İIı]/g, 'i')
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim();
}
