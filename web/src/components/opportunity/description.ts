// The description is HTML the server has already sanitised; the page only drops elements left
// empty (spec section 2: "with empty elements removed"), which otherwise show as stray gaps.

/** Elements that are content without text: kept even when empty. Table cells keep columns aligned. */
const CONTENT_WITHOUT_TEXT = new Set(['IMG', 'BR', 'HR', 'TD', 'TH']);
const KEEPS_PARENT = 'img, br, hr';

export function withoutEmptyElements(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  // Innermost first, so a parent emptied by its children's removal is judged on what is left.
  for (const element of Array.from(doc.body.querySelectorAll('*')).reverse()) {
    if (CONTENT_WITHOUT_TEXT.has(element.tagName)) continue;
    if ((element.textContent ?? '').trim() === '' && !element.querySelector(KEEPS_PARENT)) element.remove();
  }
  return doc.body.innerHTML;
}
